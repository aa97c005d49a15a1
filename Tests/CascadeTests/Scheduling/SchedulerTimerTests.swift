import CascadeTesting
import Testing

@testable import Cascade

/// A countdown that ticks inside its effect, on the `\.mainQueue` scheduler.
private struct Countdown: Reducer {
  struct State: Equatable { var remaining = 3 }
  enum Action: Equatable { case start, tick, stop }
  struct TimerID: Hashable, Sendable {}
  @Dependency(\.mainQueue) var mainQueue

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [mainQueue] send in
        for await _ in mainQueue.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: TimerID())
    case .tick:
      state.remaining -= 1
      return state.remaining == 0 ? .cancel(id: TimerID()) : .none
    case .stop:
      return .cancel(id: TimerID())
    }
  }
}

@Suite("scheduler.timer(interval:): ticks inside an effect, on virtual time")
@MainActor
struct SchedulerTimerTests {
  @Test("advancing three intervals delivers three ticks, each on its deadline")
  func ticks() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.mainQueue = scheduler
    }
    await store.send(.start)
    await scheduler.advance(by: .milliseconds(999))
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(.tick) { $0.remaining = 2 }
    await scheduler.advance(by: .seconds(2))
    await store.receive(.tick) { $0.remaining = 1 }
    await store.receive(.tick) { $0.remaining = 0 }
  }

  @Test("cancelling the effect ends the sequence: no tick after it")
  func cancelled() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Countdown.State()) {
      Countdown()
    } withDependencies: {
      $0.mainQueue = scheduler
    }
    await store.send(.start)
    await scheduler.advance(by: .seconds(1))
    await store.receive(.tick) { $0.remaining = 2 }
    await store.send(.stop)
    await scheduler.advance(by: .seconds(5))
  }

  @Test("the elements are the ticks' deadlines")
  func deadlines() async {
    let scheduler = TestScheduler(now: SchedulerInstant(.seconds(10)))
    let seen = LockIsolated<[SchedulerInstant]>([])
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, _ in
        .run { _ in
          for await instant in scheduler.timer(interval: .seconds(2)) {
            seen.withValue { $0.append(instant) }
          }
        }
        .cancellable(id: "timer")
      }
    }
    let task = store.send(true)
    await scheduler.advance(by: .seconds(4))
    task.cancel()
    await task.finish()
    #expect(seen.value == [SchedulerInstant(.seconds(12)), SchedulerInstant(.seconds(14))])
  }
}
