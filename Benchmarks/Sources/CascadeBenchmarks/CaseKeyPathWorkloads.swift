import Cascade
import Foundation

/// A counter reached through a parent's `Scope`, by a case key path or by the `CasePath` it
/// stands for.
struct CaseTally: Reducer {
  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state &+= 1
    return .none
  }
}

struct CaseTallyParent: Reducer {
  struct State {
    var tally = 0
  }

  /// Listed by the case paths plugin, as an app's enums are.
  enum Action: CasePathable {
    case tally(Void)

    static let tallyCase = CasePath(Action.tally) {
      if case .tally(let action) = $0 { action } else { nil }
    }
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

/// Two counters scoped through one helper that forwards its case key path: the shape a
/// release build once routed to the first child only.
private struct ForwardingParent: Reducer {
  struct State {
    var first = 0
    var second = 0
  }

  enum Action: CasePathable {
    case first(Void)
    case second(Void)

    struct AllCasePaths {
      var first: CasePath<Action, Void> {
        .init(Action.first) { if case .first(let action) = $0 { action } else { nil } }
      }
      var second: CasePath<Action, Void> {
        .init(Action.second) { if case .second(let action) = $0 { action } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  static func child(
    state: WritableKeyPath<State, Int>, action: CaseKeyPath<Action, Void>
  ) -> some Reducer<State, Action> {
    Scope(state: state, action: action) { CaseTally() }
  }

  var body: some Reducer<State, Action> {
    Self.child(state: \.first, action: \.first)
    Self.child(state: \.second, action: \.second)
  }
}

/// Exits with status 3 unless a helper forwarding case key paths routes each caller's actions
/// to its own child in this (release) build: the benchmarks are CI's release-mode test.
@MainActor
func checkForwardedCaseKeyPaths() {
  let store = Store(initialState: ForwardingParent.State()) { ForwardingParent() }
  store.send(.first(()))
  store.send(.second(()))
  store.send(.second(()))
  guard store.state.first == 1, store.state.second == 2 else {
    print(
      "forwarded case key paths misrouted in release: first \(store.state.first) (expected 1), "
        + "second \(store.state.second) (expected 2)")
    exit(3)
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
  return Row(
    workload: "Scope send: case key path vs CasePath", cascade: median(keyPathTimings),
    reference: median(casePathTimings), operations: n, target: 1.05)
}
