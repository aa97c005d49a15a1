import Cascade

/// A counter reached through a parent's `Scope`, by a case key path or by the `CasePath` it
/// stands for.
private struct CaseTally: Reducer {
  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state &+= 1
    return .none
  }
}

private struct CaseTallyParent: Reducer {
  struct State {
    var tally = 0
  }

  enum Action: CasePathable {
    case tally(Void)

    static let tallyCase = CasePath(Action.tally) {
      if case .tally(let action) = $0 { action } else { nil }
    }

    struct AllCasePaths {
      var tally: CasePath<Action, Void> {
        .init(Action.tally) { if case .tally(let action) = $0 { action } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  /// Whether the body names the child's case by key path (rebuilt, so resolved, per action).
  let byKeyPath: Bool

  var body: some Reducer<State, Action> {
    if byKeyPath {
      Scope(state: \.tally, action: \.tally) { CaseTally() }
    } else {
      Scope(state: \.tally, action: Action.tallyCase) { CaseTally() }
    }
  }
}

/// A send through a `Scope` written with a case key path against the same `Scope` written with
/// a `CasePath`: the key path is looked up, not evaluated, each time the body is built. The
/// two differ by a few nanoseconds, less than which one runs first shifts a side-by-side
/// pair, so the order alternates from one run to the next.
@MainActor
func caseKeyPathWorkload(_ n: Int, runs: Int) -> Row {
  let byKeyPath = Store(initialState: CaseTallyParent.State()) { CaseTallyParent(byKeyPath: true) }
  let byCasePath = Store(initialState: CaseTallyParent.State()) {
    CaseTallyParent(byKeyPath: false)
  }
  func sends(_ store: Store<CaseTallyParent.State, CaseTallyParent.Action>) -> Int {
    let before = store.state.tally
    for _ in 0..<n { store.send(.tally(())) }
    return store.state.tally - before
  }
  let verify = { (checksum: Int) in checksum == n }
  var keyPathTimings: [UInt64] = []
  var casePathTimings: [UInt64] = []
  for run in 0..<(runs * 2) {
    let keyPath = { measure(runs: 1, { sends(byKeyPath) }, verify: verify, name: "key path") }
    let casePath = { measure(runs: 1, { sends(byCasePath) }, verify: verify, name: "CasePath") }
    if run.isMultiple(of: 2) {
      keyPathTimings.append(keyPath())
      casePathTimings.append(casePath())
    } else {
      casePathTimings.append(casePath())
      keyPathTimings.append(keyPath())
    }
  }
  let median = { (timings: [UInt64]) in timings.sorted()[timings.count / 2] }
  return Row(
    workload: "Scope send: case key path vs CasePath", cascade: median(keyPathTimings),
    reference: median(casePathTimings), operations: n, target: 1.05)
}
