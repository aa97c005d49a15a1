import CascadeTesting
import Testing

@testable import Cascade

/// A feature written against Swift's `Clock`, as TCA 1.25 recommends: the app passes
/// `ContinuousClock()`, tests pass a `TestScheduler`'s clock.
struct ClockTicker: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case stop
    case tick
  }

  struct TickerID: Hashable, Sendable {}

  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: TickerID(), cancelInFlight: true)
    case .stop:
      return .cancel(id: TickerID())
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A helper generic over the clock, as libraries write them.
func waitTwice<C: Clock>(_ clock: C, each interval: Duration) async throws -> Int
where C.Duration == Duration {
  try await clock.sleep(for: interval)
  try await clock.sleep(for: interval)
  return 2
}

@Suite("Clock interop: schedulers as clocks, clocks as schedulers")
@MainActor
struct ClockInteropTests {
  @Test("a feature written against any Clock<Duration> runs on TestScheduler().clock, exactly")
  func featureOnVirtualClock() async {
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) {
      let scheduler = TestScheduler()
      let store = TestStore(initialState: ClockTicker.State()) {
        ClockTicker(clock: scheduler.clock)
      }
      await store.send(.start)
      await scheduler.advance(by: .milliseconds(999))
      await scheduler.advance(by: .milliseconds(1))
      await store.receive(.tick) { $0.ticks = 1 }
      await scheduler.advance(by: .seconds(2))
      await store.receive(.tick) { $0.ticks = 2 }
      await store.receive(.tick) { $0.ticks = 3 }
      await store.send(.stop)
      await scheduler.advance(by: .seconds(5))
      await store.finish()
    }
    #expect(warnings.messages.isEmpty)
  }

  @Test("the clock reads the scheduler's now, and its instants are the scheduler's")
  func nowIsTheSchedulers() async {
    let scheduler = TestScheduler(now: SchedulerInstant(.seconds(10)))
    let clock: any Clock<Duration> = scheduler.clock
    #expect(scheduler.clock.now == SchedulerInstant(.seconds(10)))
    await scheduler.advance(by: .seconds(5))
    #expect(scheduler.clock.now == SchedulerInstant(.seconds(15)))
    #expect(clock.minimumResolution == .zero)
    #expect(
      scheduler.clock.now.advanced(by: .seconds(1)).duration(to: scheduler.now) == .seconds(-1))
  }

  @Test("Task.sleep(for:clock:) sleeps on virtual time")
  func taskSleep() async throws {
    let scheduler = TestScheduler()
    let task = scheduler.task {
      try await Task.sleep(for: .seconds(3), clock: scheduler.clock)
      return scheduler.now
    }
    await scheduler.advance(by: .seconds(2))
    #expect(scheduler.pendingCount == 1)
    await scheduler.advance(by: .seconds(1))
    #expect(try await task.value == SchedulerInstant(.seconds(3)))
  }

  @Test("a helper generic over C: Clock runs on the scheduler's clock")
  func genericHelper() async throws {
    let scheduler = TestScheduler()
    let task = scheduler.task { try await waitTwice(scheduler.clock, each: .seconds(1)) }
    await scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 1)
    await scheduler.advance(by: .seconds(1))
    #expect(try await task.value == 2)
  }

  @Test("cancelling a clock sleep throws CancellationError and removes its work")
  func cancellation() async {
    let scheduler = TestScheduler()
    let task = scheduler.task { try await scheduler.clock.sleep(for: .seconds(5)) }
    await scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.pendingCount == 0)
  }

  @Test("ImmediateScheduler().clock never waits: a clock-based effect finishes at once")
  func immediateClock() async {
    struct ThreeTicks: Reducer {
      let clock: any Clock<Duration>
      func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        if action {
          state += 1
          return .none
        }
        return .run { send in
          for _ in 0..<3 {
            try await clock.sleep(for: .seconds(60))
            await send(true)
          }
        }
      }
    }
    let store = Store(initialState: 0) { ThreeTicks(clock: ImmediateScheduler().clock) }
    await store.send(false).finish()
    #expect(store.state == 3)
  }

  @Test("UnimplementedScheduler().clock fails the test on the first sleep, which then ends")
  func unimplementedClock() async throws {
    let clock = UnimplementedScheduler("clock").clock
    try await withKnownIssue {
      try await clock.sleep(for: .seconds(1))
    } matching: { issue in
      issue.description.contains("Unimplemented scheduler 'clock'")
    }
  }
}

/// The one suite (besides `DispatchQueueScheduler`'s) that checks real time: bounds are
/// generous, and only order and "did it happen" are asserted.
@Suite("ClockScheduler on ContinuousClock (real time)")
@MainActor
struct ClockSchedulerTests {
  @Test("one-shot work runs after its deadline; cancelled work never runs")
  func oneShot() async {
    let scheduler = ClockScheduler(ContinuousClock())
    let ran = Probe<String>()
    let start = scheduler.now
    // The cancelled item falls due long after the next lines cancel it, even on a loaded
    // machine (a cancel stops only work that has not started), and before the due one: had
    // it run, it would come first.
    scheduler.schedule(after: start.advanced(by: .milliseconds(250))) { ran.append("due") }
    let cancelled = scheduler.schedule(after: start.advanced(by: .milliseconds(200))) {
      ran.append("cancelled")
    }
    cancelled.cancel()
    let finished = await withHangGuard("one-shot work") { await ran.wait(count: 1) }
    #expect(finished)
    #expect(ran.all == ["due"])
    #expect(scheduler.now >= start.advanced(by: .milliseconds(250)))
  }

  @Test("repeating work runs every interval until cancelled")
  func repeating() async {
    let scheduler = ClockScheduler(ContinuousClock())
    let ticks = Probe<SchedulerInstant>()
    let token = scheduler.schedule(
      after: scheduler.now.advanced(by: .milliseconds(5)),
      interval: .milliseconds(5)
    ) { ticks.append(scheduler.now) }
    _ = await withHangGuard("three ticks") { await ticks.wait(count: 3) }
    token.cancel()
    let seen = ticks.all
    #expect(seen.count >= 3)
    #expect(seen == seen.sorted())
  }

  @Test("Effect.timer and scheduler sleeps run on it, and stop when cancelled")
  func timerOnClockScheduler() async {
    let scheduler = ClockScheduler(ContinuousClock())
    let store = Store(initialState: ClockTicker.State()) { ClockTicker(clock: scheduler.clock) }
    let task = store.send(.start)
    let ticked = await withHangGuard("two ticks of a clock-driven effect") {
      while await MainActor.run(body: { store.state.ticks }) < 2 {
        try? await ContinuousClock().sleep(for: .milliseconds(50))
      }
    }
    #expect(ticked)
    store.send(.stop)
    await task.finish()

    struct Ticks: Reducer {
      struct TimerID: Hashable, Sendable {}
      let scheduler: any Scheduler
      func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
        if action {
          state += 1
          return .none
        }
        return Effect.timer(id: TimerID(), every: .milliseconds(10), on: scheduler).map { _ in true
        }
      }
    }
    let timerStore = Store(initialState: 0) { Ticks(scheduler: scheduler) }
    let timer = timerStore.send(false)
    let timerTicked = await withHangGuard("three timer ticks") {
      while await MainActor.run(body: { timerStore.state }) < 3 {
        try? await ContinuousClock().sleep(for: .milliseconds(20))
      }
    }
    #expect(timerTicked)
    timer.cancel()
    await timer.finish()
  }
}
