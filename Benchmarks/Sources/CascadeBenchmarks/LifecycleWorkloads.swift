import Cascade

/// A counter's state and actions, shared by the two versions below.
private struct Ticking {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  enum Action { case tick }

  static var counting: Reduce<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// The counter without lifecycle work: the reference.
private struct PlainTicker: Reducer {
  typealias State = Ticking.State
  typealias Action = Ticking.Action

  var body: some Reducer<State, Action> { Ticking.counting }
}

/// The same counter with `onMount` and `onDismount` work that does nothing.
private struct MountingTicker: Reducer {
  typealias State = Ticking.State
  typealias Action = Ticking.Action

  var body: some Reducer<State, Action> {
    Ticking.counting.onMount { _ in .none }.onDismount { _ in .none }
  }
}

/// The state of a parent presenting a ticker and keeping a list of them.
private struct BoardState {
  var ticker: Ticking.State? = Ticking.State()
  var rows: IdentifiedArrayOf<Ticking.State> = []
}

private enum BoardAction {
  case ticker(Ticking.Action)
  case row(IdentifiedAction<Int, Ticking.Action>)
  case insert(Int)
  case remove(Int)

  static let tickerCase = CasePath(BoardAction.ticker) {
    if case .ticker(let action) = $0 { action } else { nil }
  }
  static let rowCase = CasePath(BoardAction.row) {
    if case .row(let action) = $0 { action } else { nil }
  }
}

/// A parent keeping a list of tickers (and presenting one).
private struct MountingBoard<Child: Reducer>: Reducer
where Child.State == Ticking.State, Child.Action == Ticking.Action {
  typealias State = BoardState
  typealias Action = BoardAction

  let child: Child

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .insert(let id): state.rows.append(Ticking.State(id: id))
      case .remove(let id): state.rows.remove(id: id)
      case .ticker, .row: break
      }
      return .none
    }
    .ifLet(state: \.ticker, action: BoardAction.tickerCase) { child }
    .forEach(state: \.rows, action: BoardAction.rowCase) { child }
  }
}

/// A parent presenting a ticker, and nothing else.
private struct SheetBoard<Child: Reducer>: Reducer
where Child.State == Ticking.State, Child.Action == Ticking.Action {
  typealias State = BoardState
  typealias Action = BoardAction

  let child: Child

  var body: some Reducer<State, Action> {
    Reduce { _, _ in .none }
      .ifLet(state: \.ticker, action: BoardAction.tickerCase) { child }
  }
}

/// A send to a root feature whose `onMount`/`onDismount` mount nothing in that send, against
/// the same feature without them.
@MainActor
func lifecycleRootWorkload(_ n: Int, runs: Int) -> Row {
  let root = measureSideBySide(
    runs: runs, expecting: n, names: ("lifecycle root", "lifecycle root reference")
  ) {
    let store = Store(initialState: Ticking.State()) { MountingTicker() }
    for _ in 0..<n { store.send(.tick) }
    return store.state.count
  } reference: {
    let store = Store(initialState: Ticking.State()) { PlainTicker() }
    for _ in 0..<n { store.send(.tick) }
    return store.state.count
  }
  return Row(
    workload: "lifecycle: send to a root with onMount/onDismount", cascade: root.cascade,
    reference: root.reference, operations: n, target: 1.1)
}

/// The same, for a presented child.
@MainActor
func lifecycleChildWorkload(_ n: Int, runs: Int) -> Row {
  let child = measureSideBySide(
    runs: runs, expecting: n, names: ("lifecycle child", "lifecycle child reference")
  ) {
    let store = Store(initialState: BoardState()) {
      SheetBoard(child: MountingTicker())
    }
    for _ in 0..<n { store.send(.ticker(.tick)) }
    return store.state.ticker?.count ?? 0
  } reference: {
    let store = Store(initialState: BoardState()) { SheetBoard(child: PlainTicker()) }
    for _ in 0..<n { store.send(.ticker(.tick)) }
    return store.state.ticker?.count ?? 0
  }
  return Row(
    workload: "lifecycle: send to a presented child with onMount/onDismount",
    cascade: child.cascade, reference: child.reference, operations: n, target: 1.1)
}

/// Inserts `count` rows with lifecycle work and removes them, twice: how much resident memory
/// the second round leaves behind, and what is left running.
@MainActor
func lifecycleRowsMemoryWorkload(count: Int) -> String {
  guard let start = residentBytes() else {
    return "lifecycle rows memory: not measured (no /proc/self/statm on this platform)"
  }
  let store = Store(initialState: BoardState(ticker: nil)) {
    MountingBoard(child: MountingTicker())
  }
  func round(_ base: Int) {
    for id in base..<(base + count) { store.send(.insert(id)) }
    for id in (base..<(base + count)).reversed() { store.send(.remove(id)) }
  }
  // A first round warms the caches and the allocator up; the second is measured.
  round(0)
  let warm = residentBytes() ?? start
  let clock = ContinuousClock()
  let elapsed = clock.measure { round(count) }
  let end = residentBytes() ?? warm
  let plain = Store(initialState: BoardState(ticker: nil)) {
    MountingBoard(child: PlainTicker())
  }
  let reference = clock.measure {
    for id in 0..<count { plain.send(.insert(id)) }
    for id in (0..<count).reversed() { plain.send(.remove(id)) }
  }
  let growth = Double(end - warm) / 1_048_576
  let verdict = growth <= 2 ? "ok" : "MISSED"
  return
    "lifecycle rows memory: \(count) rows with onMount/onDismount inserted then removed (newest first) "
    + "grow resident memory by \(String(format1: growth)) MiB (goal ≤ 2: \(verdict)) in \(elapsed) (without lifecycle work: \(reference)); "
    + "\(store.inFlightEffectCount) effects and \(store._cancellationIDCount) ids left"
}
