import Cascade
import Dispatch
import Testing

/// The one suite that uses real time: it checks `DispatchQueueScheduler` itself, with
/// generous bounds and no assertion on how long anything took.
@Suite("DispatchQueueScheduler (real time)")
struct DispatchQueueSchedulerTests {
  @Test("one-shot work runs on the queue, not before its deadline")
  func oneShot() async {
    let scheduler = DispatchQueueScheduler(queue: DispatchQueue(label: "test"))
    let ran = Gate()
    let start = scheduler.now
    let observed = Probe<SchedulerInstant>()
    scheduler.schedule(after: start.advanced(by: .milliseconds(20))) {
      observed.append(scheduler.now)
      ran.open()
    }
    await ran.wait()
    #expect(observed.all.count == 1)
    #expect(observed.all[0] >= start.advanced(by: .milliseconds(20)))
  }

  @Test("repeating work repeats until cancelled, and a cancelled item never runs")
  func repeatingAndCancel() async {
    let scheduler = DispatchQueueScheduler(queue: DispatchQueue(label: "test"))
    let ticks = Probe<Int>()
    let cancelled = Probe<Int>()
    // Due long after the next line has cancelled it, even on a loaded machine: with a 5 ms
    // deadline the item could fall due before the cancel ran (it did once, in CI, under
    // AddressSanitizer), and a cancel only stops work that has not started.
    let never = scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(200))) {
      cancelled.append(1)
    }
    never.cancel()
    let token = scheduler.schedule(
      after: scheduler.now.advanced(by: .milliseconds(5)),
      interval: .milliseconds(5)
    ) { ticks.append(1) }
    // Sixty ticks, scheduled without drift from the first: at least 300 ms, past the
    // cancelled item's deadline.
    await ticks.wait(count: 60)
    token.cancel()
    #expect(cancelled.all.isEmpty)
  }

  @Test("a scheduler no one holds is freed at once, and its pending work is dropped and freed")
  func releasedScheduler() async throws {
    let live = LiveCounter()
    let ran = Probe<Int>()
    weak var released: DispatchQueueScheduler?
    do {
      let scheduler = DispatchQueueScheduler(queue: DispatchQueue(label: "test"))
      released = scheduler
      let token = LiveCounter.Token(live)
      scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(30))) {
        withExtendedLifetime(token) { ran.append(1) }
      }
    }
    #expect(released == nil)
    // The timer's cancellation releases its handler, which held the pending items: bounded
    // wait, past the dropped item's deadline.
    for _ in 0..<500 where live.count > 0 {
      try await Task.sleep(for: .milliseconds(10))
    }
    try await Task.sleep(for: .milliseconds(50))
    #expect(live.count == 0, "the pending item outlived its scheduler")
    #expect(ran.all.isEmpty)
  }

  @Test("sleep(for:) suspends for at least the duration")
  func sleep() async throws {
    let scheduler = DispatchQueueScheduler(queue: DispatchQueue(label: "test"))
    let start = scheduler.now
    try await scheduler.sleep(for: .milliseconds(10))
    #expect(scheduler.now >= start.advanced(by: .milliseconds(10)))
  }
}
