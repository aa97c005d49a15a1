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
