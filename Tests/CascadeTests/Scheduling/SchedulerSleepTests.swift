import Cascade
import Testing

@Suite("Scheduler sleep")
@MainActor
struct SchedulerSleepTests {
  @Test("sleep(for:) on a TestScheduler wakes when virtual time reaches the deadline")
  func wakesOnAdvance() async throws {
    let scheduler = TestScheduler()
    let woke = Probe<SchedulerInstant>()
    let task = scheduler.task {
      try await scheduler.sleep(for: .seconds(2))
      woke.append(scheduler.now)
    }
    await scheduler.advance()  // the task runs until it sleeps
    #expect(scheduler.pendingCount == 1)
    #expect(woke.all.isEmpty)
    await scheduler.advance(by: .seconds(2))
    try await task.value
    #expect(woke.all == [SchedulerInstant(.seconds(2))])
  }

  @Test("a cancelled sleep throws CancellationError and removes its scheduled work")
  func cancellation() async {
    let scheduler = TestScheduler()
    let gate = Gate()
    let task = Task {
      gate.open()
      try await scheduler.sleep(for: .seconds(10))
    }
    await gate.wait()
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.pendingCount == 0)
  }

  @Test("sleeping in an already-cancelled task throws at once")
  func alreadyCancelled() async {
    let scheduler = TestScheduler()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await scheduler.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.pendingCount == 0)
  }

  @Test("ImmediateScheduler runs work at once and never moves time")
  func immediate() async throws {
    let scheduler = ImmediateScheduler()
    let log = Probe<String>()
    scheduler.schedule(after: .init(.seconds(100))) { log.append("one-shot") }
    scheduler.schedule(after: .init(.seconds(1)), interval: .seconds(1)) { log.append("repeat") }
    try await scheduler.sleep(for: .seconds(1000))
    #expect(log.all == ["one-shot", "repeat"])
    #expect(scheduler.now == SchedulerInstant(.zero))
  }
}
