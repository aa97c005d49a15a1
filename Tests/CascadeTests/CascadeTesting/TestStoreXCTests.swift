import Cascade
import CascadeTesting
import XCTest

/// The XCTest path: with no Swift Testing test running, TestStore reports to XCTest.
/// (On Linux, `@MainActor` XCTest methods must be `async`.)
final class TestStoreXCTests: XCTestCase {
  @MainActor
  func testTimerFlowPassesUnderXCTest() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: scheduler)
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await scheduler.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    await store.send(.stopTapped) { $0.isRunning = false }
    await store.finish()
  }
}
