import Cascade
import Testing
import XCTest

/// Names the running test for Cascade's test context (``TestContext``): Swift Testing's
/// current test (and, for a parameterized one, the task running its case), or the XCTest test
/// case under way. Installed by ``CascadeTestingHooks``.
enum TestContextProbe {
  private enum Key: Hashable, Sendable {
    case swiftTesting(Test.ID)
    case swiftTestingCase(Test.ID, task: Int)
    case xcTest(UInt64)
  }

  private static let installation: Void = {
    TestContext.install(currentTest)
    XCTestObservationCenter.shared.addTestObserver(XCTestCaseTracker.shared)
    atexit { TestContext.forgetAll() }
  }()

  static func install() {
    _ = installation
  }

  @Sendable
  private static func currentTest() -> AnyHashableSendable? {
    if let test = Test.current {
      guard Test.Case.current?.isParameterized == true else {
        return AnyHashableSendable(Key.swiftTesting(test.id))
      }
      let task = withUnsafeCurrentTask { $0?.hashValue } ?? 0
      return AnyHashableSendable(Key.swiftTestingCase(test.id, task: task))
    }
    return XCTestCaseTracker.shared.current.map { AnyHashableSendable(Key.xcTest($0)) }
  }

  /// Follows XCTest's test cases: which one runs, by a number of its own.
  private final class XCTestCaseTracker: NSObject, XCTestObservation, Sendable {
    static let shared = XCTestCaseTracker()

    private let state = Locked((running: false, number: UInt64(0)))

    /// The number of the test case under way, if one is.
    var current: UInt64? {
      state.withLock { $0.running ? $0.number : nil }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      state.withLock {
        $0.running = true
        $0.number += 1
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      let finished = state.withLock { state -> UInt64 in
        state.running = false
        return state.number
      }
      TestContext.testDidFinish(AnyHashableSendable(Key.xcTest(finished)))
    }
  }
}
