import CascadeTesting
import Foundation
import Testing

@testable import Cascade

/// Two features that read the date, each through its own `@Dependency`.
private struct Stamp: Reducer {
  static let dateLine = #line + 1
  @Dependency(\.date) var date

  func reduce(into state: inout Date?, action: Void) -> Effect<Void> {
    state = date.now
    return .none
  }
}

private struct Clock2: Reducer {
  static let dateLine = #line + 1
  @Dependency(\.date) var date

  func reduce(into state: inout Date?, action: Void) -> Effect<Void> {
    state = date()
    return .none
  }
}

@Suite("An unset built-in dependency reports where the feature read it")
@MainActor
struct UnsetBuiltInLocationTests {
  @Test("an unset \\.date reports at the reducer's @Dependency, not inside Cascade")
  func dateAtTheReducer() async {
    for (reducer, line) in [
      (AnyReducer(Stamp()), Stamp.dateLine), (AnyReducer(Clock2()), Clock2.dateLine),
    ] {
      await withKnownIssue {
        let store = TestStore(initialState: nil) { reducer }
        store.exhaustivity = .off
        await store.send(())
      } matching: { issue in
        issue.description.contains("@Dependency(\\.date) without giving it a value")
          && issue.sourceLocation?.fileName == "UnsetBuiltInLocationTests.swift"
          && issue.sourceLocation?.line == line
      }
    }
  }

  @Test("a date the test set reports nothing")
  func dateSet() async {
    let store = TestStore(initialState: nil) {
      Stamp()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    await store.send(()) { $0 = Date(timeIntervalSince1970: 0) }
  }

  @Test("an unset \\.calendar reports at the @Dependency that read it")
  func calendarAtTheDeclaration() {
    let declared = #line + 1
    @Dependency(\.calendar) var calendar
    withKnownIssue {
      withDependencies {
        $0.context = .test
      } operation: {
        _ = calendar
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: @Dependency(\\.calendar)")
        && issue.sourceLocation?.fileName == "UnsetBuiltInLocationTests.swift"
        && issue.sourceLocation?.line == declared
    }
  }
}

/// A reducer of either feature, so one test runs both.
private struct AnyReducer: Reducer {
  let run: (inout Date?) -> Void

  init<R: Reducer>(_ base: R) where R.State == Date?, R.Action == Void {
    run = { state in _ = base.reduce(into: &state, action: ()) }
  }

  func reduce(into state: inout Date?, action: Void) -> Effect<Void> {
    run(&state)
    return .none
  }
}
