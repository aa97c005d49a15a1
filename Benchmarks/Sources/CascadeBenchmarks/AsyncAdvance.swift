import Cascade
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - async advance: sleeping .run effects settled by `await TestScheduler.advance`

/// Each effect sleeps one second on the scheduler and sends, `sleeps` times.
struct Sleepers: Reducer {
  let scheduler: any Scheduler
  let sleeps: Int

  func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
    if action {
      state &+= 1
      return .none
    }
    return .run { [scheduler, sleeps] send in
      for _ in 0..<sleeps {
        try await scheduler.sleep(for: .seconds(1))
        await send(true)
      }
    }
  }
}

/// The reference: a hand-written driver of virtual time for the same tasks. Sleepers park a
/// continuation in a locked heap; the driver (on the main actor) resumes the earliest, then
/// waits until every task has parked again or finished; each wake-up hops to the main actor
/// to count, as a `Send` does. The hops a plain task-based settling needs, and no more.
final class ContinuationHeapDriver: Sendable {
  private struct State {
    var heap = BareHeap()
    var running = 0
    var settled: CheckedContinuation<Void, Never>?

    mutating func park() -> CheckedContinuation<Void, Never>? {
      running -= 1
      guard running == 0 else { return nil }
      defer { settled = nil }
      return settled
    }
  }

  private let state = Mutex(State())

  /// A task parks until the driver reaches `deadline`.
  func sleep(until deadline: Int64) async {
    await withCheckedContinuation { continuation in
      let settled = state.withLock { state -> CheckedContinuation<Void, Never>? in
        state.heap.insert(deadline) { continuation.resume() }
        return state.park()
      }
      settled?.resume()
    }
  }

  func finished() {
    state.withLock { $0.park() }?.resume()
  }

  /// Starts `count` tasks, counted as running.
  func started(_ count: Int) {
    state.withLock { $0.running += count }
  }

  /// Waits until no task runs.
  @MainActor
  func settle() async {
    await withCheckedContinuation { continuation in
      let done = state.withLock { state -> Bool in
        if state.running == 0 { return true }
        state.settled = continuation
        return false
      }
      if done { continuation.resume() }
    }
  }

  /// Wakes every sleeper due by `time`, one at a time, settling after each.
  @MainActor
  func advance(to time: Int64) async {
    while let item = state.withLock({ state -> BareHeap.Item? in
      guard let next = state.heap.min, next.deadline <= time else { return nil }
      state.running += 1
      return state.heap.popMin()
    }) {
      item.action()
      await settle()
    }
  }
}

@MainActor
final class ReferenceCounter {
  var count = 0
}

@MainActor
func asyncAdvanceWorkload(effects: Int, sleeps: Int, runs: Int) async -> Row {
  var cascade: [UInt64] = []
  var reference: [UInt64] = []
  for _ in 0..<runs {
    let scheduler = TestScheduler()
    let store = Store(initialState: 0) { Sleepers(scheduler: scheduler, sleeps: sleeps) }
    var start = cpuNanoseconds()
    for _ in 0..<effects { store.send(false) }
    for _ in 0..<sleeps { await scheduler.advance(by: .seconds(1)) }
    cascade.append(cpuNanoseconds() - start)
    verify(store.state == effects * sleeps, "async advance (Cascade)")

    let driver = ContinuationHeapDriver()
    let counter = ReferenceCounter()
    start = cpuNanoseconds()
    driver.started(effects)
    for _ in 0..<effects {
      Task.detached {
        for second in 1...sleeps {
          await driver.sleep(until: Int64(second))
          await MainActor.run { counter.count += 1 }
        }
        driver.finished()
      }
    }
    await driver.settle()
    for second in 1...sleeps { await driver.advance(to: Int64(second)) }
    reference.append(cpuNanoseconds() - start)
    verify(counter.count == effects * sleeps, "async advance (reference)")
  }
  return Row(
    workload: "async advance: \(effects) effects x \(sleeps) sleeps", cascade: median(cascade),
    reference: median(reference), operations: effects * sleeps, target: 2)
}

func verify(_ condition: Bool, _ what: String) {
  guard !condition else { return }
  print("FAIL \(what): result check failed")
  exit(2)
}
