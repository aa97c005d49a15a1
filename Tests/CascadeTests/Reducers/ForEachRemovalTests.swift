import Cascade
import Testing

/// Rows with timers, whose parent replaces the whole collection (a fresh array) or filters it.
private struct Rows: Reducer {
  struct State {
    var rows: IdentifiedArrayOf<Ticking.State> = []
  }

  enum Action {
    case rows(IdentifiedAction<Int, Ticking.Action>)
    case replace(keeping: [Int])
    case filter(keeping: Set<Int>)

    static let rowsCase = CasePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }
  }

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    Reduce<State, Action> { state, action in
      switch action {
      case .replace(let kept):
        // A fresh array: its removals are not the old array's operations.
        state.rows = IdentifiedArray(kept.map { Ticking.State(id: $0) })
      case .filter(let kept):
        state.rows = state.rows.filter { kept.contains($0.id) }
      case .rows:
        break
      }
      return .none
    }
    .forEach(state: \.rows, action: Action.rowsCase) { Ticking(scheduler: scheduler) }
  }
}

@Suite("forEach: removal cancels, whatever removes")
@MainActor
struct ForEachRemovalTests {
  private func start(_ ids: [Int]) -> (Store<Rows.State, Rows.Action>, TestScheduler) {
    let scheduler = TestScheduler()
    var state = Rows.State()
    for id in ids { state.rows.append(Ticking.State(id: id)) }
    let store = Store(initialState: state) { Rows(scheduler: scheduler) }
    for id in ids { store.send(.rows(.element(id: id, action: .start))) }
    return (store, scheduler)
  }

  @Test("an element left out of a fresh array assigned by the parent has its effects cancelled")
  func freshArray() {
    let (store, scheduler) = start([1, 2, 3])
    #expect(scheduler.pendingCount == 3)
    store.send(.replace(keeping: [1, 3]))
    #expect(scheduler.pendingCount == 2)
    #expect(store.inFlightEffectCount == 2)
  }

  @Test("an element a filter drops has its effects cancelled")
  func filtered() {
    let (store, scheduler) = start([1, 2, 3])
    store.send(.filter(keeping: [2]))
    #expect(scheduler.pendingCount == 1)
    #expect(store.inFlightEffectCount == 1)
  }
}

/// Two row lists with the same ids: one in a presented child (its effects' ids scoped to the
/// presentation), one beside it.
private struct Board: Reducer {
  struct State {
    var left: Rows.State?
    var right = Rows.State()
  }

  enum Action {
    case left(Rows.Action)
    case right(Rows.Action)

    static let leftCase = CasePath(Action.left) { if case .left(let a) = $0 { a } else { nil } }
    static let rightCase = CasePath(Action.right) { if case .right(let a) = $0 { a } else { nil } }
  }

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    Scope(state: \.right, action: Action.rightCase) { Rows(scheduler: scheduler) }
    EmptyReducer<State, Action>()
      .ifLet(state: \.left, action: Action.leftCase) { Rows(scheduler: scheduler) }
  }
}

@Suite("forEach: removal cancels only its own rows, in the order they started")
@MainActor
struct ForEachRemovalScopeTests {
  private func board(
    instrument: (any StoreInstrument)? = nil
  ) -> (Store<Board.State, Board.Action>, TestScheduler, AnyCancellable?) {
    let scheduler = TestScheduler()
    var rows = Rows.State()
    for id in [1, 2, 3] { rows.rows.append(Ticking.State(id: id)) }
    let store = Store(initialState: Board.State(left: rows, right: rows)) {
      Board(scheduler: scheduler)
    }
    let token = instrument.map { store.instrument($0) }
    for id in [1, 2, 3] {
      store.send(.left(.rows(.element(id: id, action: .start))))
      store.send(.right(.rows(.element(id: id, action: .start))))
    }
    return (store, scheduler, token)
  }

  @Test("a row removed in a presented child is cancelled; the same id beside it runs on")
  func scopedToItsSite() async {
    let (store, scheduler, _) = board()
    #expect(store.inFlightEffectCount == 6)
    store.send(.left(.filter(keeping: [1, 3])))
    #expect(store.inFlightEffectCount == 5)
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.left?.rows.map(\.ticks) == [1, 1])
    #expect(store.state.right.rows.map(\.ticks) == [1, 1, 1])
    store.send(.right(.replace(keeping: [2])))
    #expect(store.inFlightEffectCount == 3)
  }

  @Test("the removed rows' effects end in the order they started")
  func cancellationOrder() {
    let ended = Probe<UInt64>()
    let (store, _, token) = board(instrument: EffectEndLog(ended))
    store.send(.right(.filter(keeping: [])))
    token?.cancel()
    // Started left 1, right 1, left 2, right 2, …: the right rows' records are 2, 4, 6.
    #expect(ended.all == [2, 4, 6])
  }
}

/// Notes the record id of every effect that ends.
private struct EffectEndLog: StoreInstrument {
  let ended: Probe<UInt64>

  init(_ ended: Probe<UInt64>) {
    self.ended = ended
  }

  var needs: InstrumentNeeds { [] }

  func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration) {
    ended.append(event.id)
  }
}

/// The same rows behind a computed property: the `forEach` reaches them through the key path
/// (there is no stored-property offset).
private struct ComputedRows: Reducer {
  struct State {
    var storage = Rows.State()
    var rows: IdentifiedArrayOf<Ticking.State> {
      get { storage.rows }
      set { storage.rows = newValue }
    }
  }

  typealias Action = Rows.Action

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    Reduce<State, Action> { state, action in
      if case .filter(let kept) = action { state.rows = state.rows.filter { kept.contains($0.id) } }
      return .none
    }
    .forEach(state: \.rows, action: Action.rowsCase) { Ticking(scheduler: scheduler) }
  }
}

@Suite("forEach over a computed collection")
@MainActor
struct ForEachComputedCollectionTests {
  @Test("element actions and removal cancellation work through the key path")
  func computedCollection() {
    let scheduler = TestScheduler()
    var state = ComputedRows.State()
    for id in [1, 2] { state.rows.append(Ticking.State(id: id)) }
    let store = Store(initialState: state) { ComputedRows(scheduler: scheduler) }
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    #expect(scheduler.pendingCount == 2)
    store.send(.filter(keeping: [2]))
    #expect(scheduler.pendingCount == 1)
    #expect(store.inFlightEffectCount == 1)
  }
}
