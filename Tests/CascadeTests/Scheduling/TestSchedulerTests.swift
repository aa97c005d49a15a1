import Cascade
import Testing

@testable import Cascade

@Suite("TestScheduler")
struct TestSchedulerTests {
  @Test("time starts at zero and ends exactly at the target, even when nothing ran")
  func timeMovesToTarget() {
    let scheduler = TestScheduler()
    #expect(scheduler.now == SchedulerInstant(.zero))
    scheduler.advance(by: .milliseconds(1500))
    #expect(scheduler.now == SchedulerInstant(.milliseconds(1500)))
    scheduler.advance(to: SchedulerInstant(.seconds(4)))
    #expect(scheduler.now == SchedulerInstant(.seconds(4)))
  }

  @Test("items run in time order; items due at the same instant in scheduling order")
  func ordering() {
    let scheduler = TestScheduler()
    let log = Probe<String>()
    scheduler.schedule(after: .init(.seconds(2))) { log.append("b@2") }
    scheduler.schedule(after: .init(.seconds(1))) { log.append("a@1") }
    scheduler.schedule(after: .init(.seconds(2))) { log.append("c@2") }
    scheduler.schedule(after: .init(.seconds(3))) { log.append("d@3") }
    scheduler.advance(by: .seconds(2))
    #expect(log.all == ["a@1", "b@2", "c@2"])
    scheduler.advance(by: .seconds(1))
    #expect(log.all == ["a@1", "b@2", "c@2", "d@3"])
  }

  @Test("while an item runs, now is its deadline; work it schedules runs if it falls due")
  func nowDuringItemAndNestedScheduling() {
    let scheduler = TestScheduler()
    let log = Probe<String>()
    scheduler.schedule(after: .init(.seconds(1))) {
      log.append("first at \(scheduler.now)")
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) {
        log.append("nested at \(scheduler.now)")
      }
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(10))) {
        log.append("too late")
      }
    }
    scheduler.advance(by: .seconds(5))
    #expect(log.all == ["first at 1.0 seconds", "nested at 2.0 seconds"])
    #expect(scheduler.now == SchedulerInstant(.seconds(5)))
    #expect(scheduler.pendingCount == 1)
  }

  @Test("a repeating item fires at its deadline, then every interval, catching up at once")
  func repeating() {
    let scheduler = TestScheduler()
    let ticks = Probe<SchedulerInstant>()
    let token = scheduler.schedule(after: .init(.seconds(1)), interval: .seconds(2)) {
      ticks.append(scheduler.now)
    }
    // The item captures its scheduler: cancel it, or the two keep each other alive.
    defer { token.cancel() }
    scheduler.advance(by: .milliseconds(999))
    #expect(ticks.all.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(ticks.all == [.init(.seconds(1))])
    scheduler.advance(by: .seconds(6))
    #expect(ticks.all == [1, 3, 5, 7].map { SchedulerInstant(.seconds($0)) })
  }

  @Test("a cancelled item never fires and no longer counts as pending")
  func cancellation() {
    let scheduler = TestScheduler()
    let log = Probe<String>()
    let oneShot = scheduler.schedule(after: .init(.seconds(1))) { log.append("one-shot") }
    let repeating = scheduler.schedule(after: .init(.seconds(1)), interval: .seconds(1)) {
      log.append("tick")
    }
    #expect(scheduler.pendingCount == 2)
    oneShot.cancel()
    scheduler.advance(by: .seconds(2))
    #expect(log.all == ["tick", "tick"])
    repeating.cancel()
    #expect(scheduler.pendingCount == 0)
    scheduler.advance(by: .seconds(10))
    #expect(log.all == ["tick", "tick"])
  }

  @Test("a token of an item that already ran, or was cancelled, never touches a later item")
  func staleTokens() {
    let scheduler = TestScheduler()
    let log = Probe<String>()
    let ran = scheduler.schedule(after: .init(.seconds(1))) { log.append("first") }
    let cancelled = scheduler.schedule(after: .init(.seconds(5))) { log.append("never") }
    cancelled.cancel()
    scheduler.advance(by: .seconds(1))
    // The two items' places are free again: these may reuse them.
    scheduler.schedule(after: .init(.seconds(2))) { log.append("second") }
    scheduler.schedule(after: .init(.seconds(3))) { log.append("third") }
    ran.cancel()
    cancelled.cancel()
    #expect(scheduler.pendingCount == 2)
    scheduler.advance(by: .seconds(5))
    #expect(log.all == ["first", "second", "third"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("run() runs every one-shot item and leaves time at the last one")
  func runDrains() {
    let scheduler = TestScheduler()
    let log = Probe<Int>()
    for second in [5, 1, 3] {
      scheduler.schedule(after: .init(.seconds(second))) { log.append(second) }
    }
    scheduler.run()
    #expect(log.all == [1, 3, 5])
    #expect(scheduler.now == SchedulerInstant(.seconds(5)))
    #expect(scheduler.pendingCount == 0)
  }

  @Test("run() stops when only repeating items remain, with a runtime warning")
  func runStopsOnRepeating() async {
    let warnings = RuntimeWarningLog()
    let scheduler = TestScheduler()
    let ticks = Probe<Int>()
    scheduler.schedule(after: .init(.seconds(1)), interval: .seconds(1)) { ticks.append(1) }
    scheduler.schedule(after: .init(.seconds(3))) {}
    await RuntimeWarning.withSink(warnings.sink) { scheduler.run() }
    #expect(ticks.all.count == 3)
    #expect(scheduler.now == SchedulerInstant(.seconds(3)))
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("1 repeating item(s) would run forever") == true)
  }

  @Test("advancing by a negative duration is reported and changes nothing")
  func negativeAdvance() async {
    let warnings = RuntimeWarningLog()
    let scheduler = TestScheduler(now: .init(.seconds(10)))
    await RuntimeWarning.withSink(warnings.sink) {
      scheduler.advance(by: .seconds(-1))
      scheduler.advance(to: .init(.seconds(9)))
    }
    #expect(scheduler.now == SchedulerInstant(.seconds(10)))
    #expect(warnings.messages.count == 2)
    #expect(warnings.messages.allSatisfy { $0.contains("TestSchedulerTests.swift") })
    #expect(warnings.messages.allSatisfy { $0.contains("cannot move backwards") })
  }

  @Test("advancing from inside a running item is reported and ignored")
  func reentrantAdvance() async {
    let warnings = RuntimeWarningLog()
    let scheduler = TestScheduler()
    let log = Probe<String>()
    scheduler.schedule(after: .init(.seconds(1))) {
      scheduler.advance(by: .seconds(100))
      log.append("item at \(scheduler.now)")
    }
    await RuntimeWarning.withSink(warnings.sink) { scheduler.advance(by: .seconds(2)) }
    #expect(log.all == ["item at 1.0 seconds"])
    #expect(scheduler.now == SchedulerInstant(.seconds(2)))
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("from inside an item") == true)
  }

  @Test("10,000 items at random deadlines run in (deadline, scheduling) order")
  func randomDeadlines() {
    var random = SplitMix64(seed: 42)
    let scheduler = TestScheduler()
    let log = Probe<Int>()
    var expected: [(deadline: Int, index: Int)] = []
    for index in 0..<10_000 {
      let deadline = Int(random.next() % 1_000)
      expected.append((deadline, index))
      scheduler.schedule(after: .init(.milliseconds(deadline))) { log.append(index) }
    }
    scheduler.advance(by: .seconds(1))
    let order = expected.sorted { ($0.deadline, $0.index) < ($1.deadline, $1.index) }
    #expect(log.all == order.map(\.index))
  }

  @Test("many cancelled items are compacted out of the heap")
  func compaction() {
    let scheduler = TestScheduler()
    let tokens = (0..<1_000).map { second in
      scheduler.schedule(after: .init(.seconds(second))) {}
    }
    for token in tokens.dropLast() { token.cancel() }
    #expect(scheduler.pendingCount == 1)
  }
}

@Suite("Binary heap")
struct BinaryHeapTests {
  @Test("pops elements in ascending order, after inserts and after heapify")
  func ordering() {
    var random = SplitMix64(seed: 7)
    let values = (0..<500).map { _ in Int(random.next() % 100) }
    var heap = BinaryHeap<Int>()
    for value in values { heap.insert(value) }
    var popped: [Int] = []
    while let value = heap.popMin() { popped.append(value) }
    #expect(popped == values.sorted())
    var built = BinaryHeap(values)
    popped = []
    while let value = built.popMin() { popped.append(value) }
    #expect(popped == values.sorted())
  }
}
