import Testing

@testable import Cascade

/// The walk that the "How a send runs" article follows: a send, a `.run` effect whose action
/// comes back, and a driver that sees the change. `Scripts/measure-walk` runs these two
/// tests under coverage and counts the source files the second enters beyond the first.
@Suite("One action's walk: send, effect, action back, driver")
@MainActor
struct ActionWalkTests {
  struct Loader: Reducer {
    struct State: Equatable { var value = 0 }
    enum Action: Equatable {
      case load
      case loaded(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { send in await send(.loaded(42)) }
      case .loaded(let value):
        state.value = value
        return .none
      }
    }
  }

  @Test("a store observed by a driver delivers the initial value")
  func setUp() {
    let store = Store(initialState: Loader.State()) { Loader() }
    var seen: [Int] = []
    let subscription = store.driver(\.value).drive { seen.append($0) }
    #expect(seen == [0])
    subscription.cancel()
  }

  @Test("a .run effect's action comes back and the driver sees the change")
  func walk() async {
    let store = Store(initialState: Loader.State()) { Loader() }
    var seen: [Int] = []
    let subscription = store.driver(\.value).drive { seen.append($0) }
    await store.send(.load).finish()
    #expect(seen == [0, 42])
    subscription.cancel()
  }
}
