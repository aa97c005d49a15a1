import CascadeTesting
import Testing

@testable import Cascade

/// A search that debounces on `\.mainQueue`, as a TCA 1.x feature written before
/// `\.continuousClock` does.
private struct Debounced: Reducer {
  struct State: Equatable { var searches = 0 }
  enum Action: Equatable { case typed, search }
  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typed:
      return .run { [mainQueue] send in
        try await mainQueue.sleep(for: .milliseconds(300))
        await send(.search)
      }
      .cancellable(id: "search", cancelInFlight: true)
    case .search:
      state.searches += 1
      return .none
    }
  }
}

@Suite("combine-schedulers' spellings: \\.mainQueue, \\.mainRunLoop, .immediate, .test")
@MainActor
struct CombineSchedulersSpellingTests {
  @Test("\\.mainQueue = .test is the scheduler the feature sleeps on, advanced by the test")
  func mainQueueTest() async {
    let mainQueue: TestScheduler = .test
    let store = TestStore(initialState: Debounced.State()) {
      Debounced()
    } withDependencies: {
      $0.mainQueue = mainQueue
    }
    await store.send(.typed)
    await store.send(.typed)
    await mainQueue.advance(by: .milliseconds(300))
    await store.receive(.search) { $0.searches = 1 }
  }

  @Test("\\.mainQueue = .immediate runs the sleep at once")
  func mainQueueImmediate() async {
    let store = TestStore(initialState: Debounced.State()) {
      Debounced()
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    await store.send(.typed)
    await store.receive(.search) { $0.searches = 1 }
  }

  @Test("\\.mainQueue and \\.mainRunLoop read and write \\.scheduler")
  func oneDependency() {
    let scheduler = TestScheduler()
    withDependencies {
      $0.mainRunLoop = scheduler
    } operation: {
      @Dependency(\.scheduler) var current
      @Dependency(\.mainQueue) var mainQueue
      #expect(current === scheduler)
      #expect(mainQueue === scheduler)
    }
    let immediate: ImmediateScheduler = .immediate
    withDependencies {
      $0.scheduler = immediate
    } operation: {
      @Dependency(\.mainRunLoop) var mainRunLoop
      #expect(mainRunLoop === immediate)
    }
  }
}
