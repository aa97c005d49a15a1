import Cascade
import CascadeTesting
import Testing

/// Misuse that Cascade survives, each reported as a runtime warning.
struct Misuse: Reducer {
  struct State: Equatable {
    var child: Int?
    var rows: IdentifiedArray<Int, Row> = []
  }

  struct Row: Equatable, Identifiable {
    let id: Int
  }

  enum Action: Equatable {
    case throwUncaught
    case waitForever
    case child(Bool)
    case rows(IdentifiedAction<Int, Bool>)

    static let childCase = CasePath(Action.child) {
      if case .child(let action) = $0 { action } else { nil }
    }
    static let rowsCase = CasePath(Action.rows) {
      if case .rows(let action) = $0 { action } else { nil }
    }
  }

  struct Failure: Error {}

  static let runLine: UInt = #line + 7
  static let waitLine: UInt = #line + 8

  var body: some Reducer<State, Action> {
    Reduce { _, action in
      switch action {
      case .throwUncaught:
        return .run { _ in throw Failure() }
      case .waitForever:
        return .run { _ in
          // Never suspends for long enough to settle: it yields forever.
          while !Task.isCancelled { await Task.yield() }
        }
      case .child, .rows:
        return .none
      }
    }
    .ifLet(state: \.child, action: Action.childCase) {
      Reduce<Int, Bool> { _, _ in .none }
    }
    .forEach(state: \.rows, action: Action.rowsCase) {
      Reduce<Row, Bool> { _, _ in .none }
    }
  }
}

@Suite("Runtime warnings fail the running test")
@MainActor
struct RuntimeWarningIssueTests {
  @Test("an uncaught effect error is an issue at the .run's file and line")
  func uncaughtError() async {
    await withKnownIssue {
      let store = Store(initialState: Misuse.State()) { Misuse() }
      await store.send(.throwUncaught).finish()
    } matching: { issue in
      issue.description.contains("Runtime warning: An effect threw an error that no 'catch:'")
        && issue.sourceLocation?.fileID == "CascadeTests/RuntimeWarningIssueTests.swift"
        && issue.sourceLocation?.line == Int(Misuse.runLine)
    }
  }

  @Test("an action for a nil ifLet child is an issue")
  func nilChild() async {
    withKnownIssue {
      let store = Store(initialState: Misuse.State()) { Misuse() }
      store.send(.child(true))
    } matching: { issue in
      issue.description.contains("An 'ifLet' received a child action while its child state was nil")
    }
  }

  @Test("an action for a missing forEach row is an issue")
  func missingRow() async {
    withKnownIssue {
      let store = Store(initialState: Misuse.State()) { Misuse() }
      store.send(.rows(.element(id: 7, action: true)))
    } matching: { issue in
      issue.description.contains("Runtime warning:") && issue.description.contains("7")
    }
  }

  @Test("a settle timeout (an effect that never stops running) is an issue naming its .run")
  func settleTimeout() async {
    let scheduler = TestScheduler(settleTimeout: .milliseconds(200))
    let store = Store(initialState: Misuse.State()) { Misuse() }
    let task = store.send(.waitForever)
    await withKnownIssue {
      await scheduler.advance(by: .seconds(1))
    } matching: { issue in
      issue.description.contains("did not settle within 0.2 seconds")
        && issue.description.contains(
          ".run at CascadeTests/RuntimeWarningIssueTests.swift:\(Misuse.waitLine)")
    }
    task.cancel()
    await task.finish()
  }
}
