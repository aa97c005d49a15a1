import Cascade
import Dispatch
import Foundation
import Testing

/// The real-time schedulers' timer heap: cancelled work is freed at once, and items due
/// together run in scheduling order. Nothing here waits for a deadline but the ordering test,
/// which lets a few milliseconds of real time pass (as the DispatchQueueScheduler suite does).
@Suite("Real-time schedulers: one timer heap")
struct RealTimeSchedulerTests {
  enum Kind: String, CaseIterable, Sendable {
    case clock, dispatch

    func make() -> any Scheduler {
      switch self {
      case .clock: ClockScheduler(ContinuousClock())
      case .dispatch: DispatchQueueScheduler(queue: DispatchQueue(label: "real-time-test"))
      }
    }
  }

  /// Holds nothing; deallocated when the work capturing it is freed.
  final class Payload: Sendable {}

  @Test(
    "cancelling an item frees its work at once, long before its deadline", arguments: Kind.allCases)
  func cancelFrees(kind: Kind) {
    let scheduler = kind.make()
    weak var released: Payload?
    do {
      let payload = Payload()
      released = payload
      let token = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(3_600))) {
        _ = payload
      }
      #expect(released != nil)
      token.cancel()
    }
    #expect(released == nil)
  }

  @Test(
    "200,000 cancel-and-reschedule cycles leave resident memory within 5 MB",
    arguments: Kind.allCases)
  func churnKeepsMemoryFlat(kind: Kind) async throws {
    // In a process of its own: the tests running beside this one would move the figure.
    let output = try #require(
      try await runFixtureProcess(["churn", kind.rawValue, "200000"]),
      "CascadeFixtureProcess did not run")
    let figures = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    try #require(figures.count == 2 && figures.allSatisfy { $0 > 0 }, "output: \(output)")
    let growth = figures[1] - figures[0]
    #expect(growth < 5 * 1_024 * 1_024, "grew \(growth / 1_024) KiB over 200,000 cycles")
  }

  @Test("items due together run in the order they were scheduled", arguments: Kind.allCases)
  func dueTogetherInOrder(kind: Kind) async {
    let scheduler = kind.make()
    let order = Probe<Int>()
    // Far enough ahead that every item is scheduled before any is due, even under a
    // sanitizer on a loaded machine (items scheduled after their deadline run when added).
    let deadline = scheduler.now.advanced(by: .milliseconds(300))
    // Scheduled out of deadline order: one later item first, then 50 due together.
    scheduler.schedule(after: deadline.advanced(by: .milliseconds(50))) { order.append(-1) }
    for index in 0..<50 {
      scheduler.schedule(after: deadline) { order.append(index) }
    }
    // If scheduling itself outlasted the margin, early items ran as they were added and the
    // order says nothing about the queue.
    let scheduledInTime = scheduler.now < deadline
    await order.wait(count: 51)
    #expect(order.all == Array(0..<50) + [-1] || !scheduledInTime)
  }

  @Test("an item scheduled earlier than every pending one runs first", arguments: Kind.allCases)
  func earlierItemRearms(kind: Kind) async {
    let scheduler = kind.make()
    let order = Probe<String>()
    let late = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(3_600))) {
      order.append("late")
    }
    scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(5))) {
      order.append("early")
    }
    await order.wait(count: 1)
    late.cancel()
    #expect(order.all == ["early"])
  }

  /// A clock whose first sleep returns at once, before its deadline; later sleeps are the
  /// inner clock's.
  struct EarlyOnceClock: Clock {
    let inner: SchedulerClock
    let woke = Probe<Bool>()

    var now: SchedulerInstant { inner.now }
    var minimumResolution: Duration { inner.minimumResolution }

    func sleep(until deadline: SchedulerInstant, tolerance: Duration?) async throws {
      // Only the scheduler's waker sleeps on this clock, one at a time.
      if woke.all.isEmpty {
        woke.append(true)
        return
      }
      try await inner.sleep(until: deadline, tolerance: tolerance)
    }
  }

  @Test("a waker that returns before its deadline is replaced, and the item still runs")
  func earlyWake() async {
    let virtual = TestScheduler()
    let scheduler = ClockScheduler(EarlyOnceClock(inner: virtual.clock))
    let ran = Probe<Int>()
    scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { ran.append(1) }
    let finished = await withHangGuard("the item after an early wake") {
      // Virtual time moves only when the early waker has been replaced by one that sleeps.
      while ran.all.isEmpty {
        await virtual.advance(by: .seconds(1))
        await Task.yield()
      }
    }
    #expect(finished)
    #expect(ran.all == [1])
  }
}
