import Cascade

/// A list of counters, each a row of a `forEach`; and the same counter reached through a
/// plain `Scope`, for the reference.
private struct CounterRow: Reducer {
  struct State: Identifiable {
    let id: Int
    var count = 0
  }

  func reduce(into state: inout State, action: Void) -> Effect<Void> {
    state.count &+= 1
    return .none
  }
}

private struct CounterList: Reducer {
  struct State {
    var rows: IdentifiedArrayOf<CounterRow.State> = []
    var single = CounterRow.State(id: 0)
  }

  enum Action {
    case rows(IdentifiedAction<Int, Void>)
    case single(Void)

    static let rowsCase = CasePath(Action.rows) {
      if case .rows(let action) = $0 { action } else { nil }
    }
    static let singleCase = CasePath(Action.single) {
      if case .single(let action) = $0 { action } else { nil }
    }
  }

  /// The list's rows, or (for the reference) only the lone child: a `forEach` does work on
  /// every action, which would count against the reference.
  let rowsOnly: Bool

  var body: some Reducer<State, Action> {
    if rowsOnly {
      EmptyReducer()
        .forEach(state: \.rows, action: Action.rowsCase) { CounterRow() }
    } else {
      Scope(state: \.single, action: Action.singleCase) { CounterRow() }
    }
  }
}

/// A send through the store of one row among `rows` (TCA's `ForEach(store.scope(…))`), against
/// a send through a lone scoped store of the same child (state of the same size). The cost of
/// the `forEach` itself (per row, for now) shows here; the row store adds a case path and a
/// key path.
@MainActor
func rowStoreWorkload(_ n: Int, rows: Int, runs: Int) -> Row {
  var state = CounterList.State()
  for id in 1...rows { state.rows.append(CounterRow.State(id: id)) }
  // The stores and the row stores are made once, outside the timing: what is timed is the
  // sends (making 1,000 row stores is a view's one-time cost, not a send's).
  let rowsStore = Store(initialState: state) { CounterList(rowsOnly: true) }
  let row = rowsStore.scope(state: \.rows, action: CounterList.Action.rowsCase)[rows / 2]
  let singleStore = Store(initialState: state) { CounterList(rowsOnly: false) }
  let single = singleStore.scope(state: \.single, action: CounterList.Action.singleCase)
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("row store send", "lone scoped store send")
  ) {
    let before = rowsStore.state.rows[id: rows / 2 + 1]?.count ?? 0
    for _ in 0..<n { row.send(()) }
    return (rowsStore.state.rows[id: rows / 2 + 1]?.count ?? 0) - before
  } reference: {
    let before = singleStore.state.single.count
    for _ in 0..<n { single.send(()) }
    return singleStore.state.single.count - before
  }
  return Row(
    workload: "send through 1 of \(rows) row stores vs a lone scope", cascade: cascade,
    reference: reference, operations: n, target: nil)
}
