import CascadeTesting
import Foundation
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

/// A game that stamps when a round started with `\.mainRunLoop.now.date`, as isowords does.
private struct Round: Reducer {
  struct State: Equatable { var startedAt: Date? }
  enum Action: Equatable { case start }
  @Dependency(\.mainRunLoop) var mainRunLoop

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.startedAt = mainRunLoop.now.date
    return .none
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

  @Test("\\.mainRunLoop.now.date under a test scheduler is 1970 plus the virtual time")
  func virtualDate() async {
    let mainRunLoop: TestScheduler = .test
    let store = TestStore(initialState: Round.State()) {
      Round()
    } withDependencies: {
      $0.mainRunLoop = mainRunLoop
    }
    await store.send(.start) { $0.startedAt = Date(timeIntervalSince1970: 0) }
    await mainRunLoop.advance(by: .milliseconds(1_500))
    await store.send(.start) { $0.startedAt = Date(timeIntervalSince1970: 1.5) }
    #expect(ImmediateScheduler().now.date == Date(timeIntervalSince1970: 0))
  }

  @Test("a live scheduler's now.date is the wall clock, and moves with its instants")
  func liveDate() {
    let before = Date()
    let instant = DispatchQueueScheduler.main.now
    let after = Date()
    // The boot time is derived once, from two clocks read a moment apart: allow a second.
    #expect(instant.date.timeIntervalSince(before) > -1)
    #expect(instant.date.timeIntervalSince(after) < 1)
    let later = instant.advanced(by: .seconds(90))
    #expect(later.date.timeIntervalSince(instant.date) == 90)
    let clocked = ClockScheduler(ContinuousClock()).now.date
    #expect(abs(clocked.timeIntervalSince(Date())) < 1)
  }

  @Test("instants are equal by their time since the origin, whatever their dates count from")
  func equalityIgnoresDateOrigin() {
    let dated = SchedulerInstant(.seconds(3), originDate: Date(timeIntervalSince1970: 1_000))
    #expect(dated == SchedulerInstant(.seconds(3)))
    #expect(Set([dated, SchedulerInstant(.seconds(3))]).count == 1)
    #expect(dated.date == Date(timeIntervalSince1970: 1_003))
  }
}
