import Cascade
import CascadeTesting
import Testing

/// A recording screen's timer (SyncUps): each tick does work that itself takes time.
private struct Recorder: Reducer {
  struct State: Equatable {
    var ticks: [Duration] = []
  }

  enum Action: Equatable {
    case start
    case ticked(Duration)
    case stop
  }

  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        for await elapsed in clock.timer(interval: .seconds(1)) {
          await send(.ticked(elapsed))
          // Work between ticks: a sleep loop would drift by this much each second.
          try await clock.sleep(for: .milliseconds(300))
        }
      }
      .cancellable(id: "timer")
    case .ticked(let elapsed):
      state.ticks.append(elapsed)
      return .none
    case .stop:
      return .cancel(id: "timer")
    }
  }
}

@Suite("clock.timer(interval:)")
@MainActor
struct ClockTimerTests {
  @Test(
    "ticks once per interval on a TestScheduler's clock, on deadlines, however time is advanced")
  func ticksOnDeadlines() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Recorder.State()) {
      Recorder()
    } withDependencies: {
      $0.clock = scheduler.clock
    }
    await store.send(.start)
    for _ in 0..<7 { await scheduler.advance(by: .milliseconds(500)) }  // 3.5 s
    await store.receive(.ticked(.seconds(1))) { $0.ticks = [.seconds(1)] }
    await store.receive(.ticked(.seconds(2))) { $0.ticks = [.seconds(1), .seconds(2)] }
    await store.receive(.ticked(.seconds(3))) {
      $0.ticks = [.seconds(1), .seconds(2), .seconds(3)]
    }
    await scheduler.advance(by: .milliseconds(500))
    await store.receive(.ticked(.seconds(4))) { $0.ticks.append(.seconds(4)) }
    await store.send(.stop)
  }

  @Test("a timer made from any Clock<Duration> runs on that clock")
  func anyClock() async {
    let scheduler = TestScheduler()
    let clock: any Clock<Duration> = scheduler.clock
    let ticks = LockIsolated<[Duration]>([])
    let task = scheduler.task {
      for await elapsed in clock.timer(interval: .seconds(2)) {
        ticks.withValue { $0.append(elapsed) }
        if elapsed >= .seconds(4) { break }
      }
    }
    await scheduler.advance(by: .seconds(5))
    await task.value
    #expect(ticks.value == [.seconds(2), .seconds(4)])
  }
}
