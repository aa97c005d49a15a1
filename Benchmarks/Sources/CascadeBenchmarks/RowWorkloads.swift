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
    reference: reference, operations: n, target: 1.5)
}

/// A list of `rows` counters, with the middle one's id.
private func counterList(rows: Int) -> (CounterList.State, middle: Int) {
  var state = CounterList.State()
  for id in 1...rows { state.rows.append(CounterRow.State(id: id)) }
  return (state, rows / 2 + 1)
}

/// `n` element actions to the middle row of a `forEach` over `rows` rows; returns the count
/// they added.
@MainActor
private func elementSends(_ n: Int, store: Store<CounterList.State, CounterList.Action>, id: Int)
  -> Int
{
  let before = store.state.rows[id: id]?.count ?? 0
  for _ in 0..<n { store.send(.rows(.element(id: id, action: ()))) }
  return (store.state.rows[id: id]?.count ?? 0) - before
}

/// An element action of a one-row `forEach` against a send that reaches the same child through
/// a plain `Scope` (what the `forEach` adds: the id lookup and the removal check); then the
/// same action with 1,000 and 10,000 rows against the one-row list, measured side by side.
@MainActor
func forEachWorkloads(_ n: Int, runs: Int, quick: Bool) -> [Row] {
  let (one, oneID) = counterList(rows: 1)
  let oneRow = Store(initialState: one) { CounterList(rowsOnly: true) }
  let scoped = Store(initialState: one) { CounterList(rowsOnly: false) }
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("forEach: 1 row", "Scope send")
  ) {
    elementSends(n, store: oneRow, id: oneID)
  } reference: {
    let before = scoped.state.single.count
    for _ in 0..<n { scoped.send(.single(())) }
    return scoped.state.single.count - before
  }
  var rows = [
    Row(
      workload: "forEach: element action, 1 row vs a Scope send", cascade: cascade,
      reference: reference, operations: n, target: 5)
  ]
  for (count, target) in [(quick ? 100 : 1_000, 1.5), (quick ? 1_000 : 10_000, 2.0)] {
    let (long, longID) = counterList(rows: count)
    let longList = Store(initialState: long) { CounterList(rowsOnly: true) }
    let (cascade, reference) = measureSideBySide(
      runs: runs, expecting: n, names: ("forEach: \(count) rows", "forEach: 1 row")
    ) {
      elementSends(n, store: longList, id: longID)
    } reference: {
      elementSends(n, store: oneRow, id: oneID)
    }
    rows.append(
      Row(
        workload: "forEach: element action, \(count) rows vs 1 row", cascade: cascade,
        reference: reference, operations: n, target: target))
  }
  return rows
}
