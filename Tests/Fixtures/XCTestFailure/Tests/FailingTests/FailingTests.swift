import Cascade
import CascadeTesting
import XCTest

struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var name = "counter"
  }

  func reduce(into state: inout State, action: Int) -> Effect<Int> {
    state.count += action
    return .none
  }
}

final class FailingTests: XCTestCase {
  @MainActor
  func testMismatchIsReportedWithADiff() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(1) { $0.count = 2 }
  }
}
