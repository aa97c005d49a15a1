import Cascade
import Testing

/// A thread-safe list that effects append to and tests read (and wait on).
final class Probe<Value: Sendable>: Sendable {
  private struct Storage {
    var values: [Value] = []
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }
  private let storage = Locked(Storage())

  func append(_ value: Value) {
    let ready = storage.withLock { storage in
      storage.values.append(value)
      let count = storage.values.count
      let ready = storage.waiters.filter { $0.count <= count }.map(\.continuation)
      storage.waiters.removeAll { $0.count <= count }
      return ready
    }
    for waiter in ready { waiter.resume() }
  }

  var all: [Value] { storage.withLock { $0.values } }

  /// Suspends until at least `count` values have been appended.
  func wait(count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = storage.withLock { storage in
        if storage.values.count >= count { return true }
        storage.waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}

/// A one-shot gate: `wait()` suspends until `open()` (returns at once afterwards).
final class Gate: Sendable {
  private let state = Locked<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, [])
  )

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }
}

/// Suspends until the current task is cancelled (an effect that never ends on its own).
func waitForCancellation() async {
  let (stream, continuation) = AsyncStream<Never>.makeStream()
  _ = continuation
  for await _ in stream {}
}

/// Runs `operation`, but gives up after `limit` of real time: a guard so that a regression
/// fails the test instead of hanging CI. No timing is asserted: the limit is generous, since
/// the full parallel suite keeps the main actor's queue seconds deep at times (every hop
/// waits through it; a CI machine once took 30 s for two ticks of a 1-second clock).
@MainActor
func withHangGuard(
  _ what: String,
  limit: Duration = .seconds(120),
  _ operation: @escaping @Sendable () async -> Void
) async -> Bool {
  let outcome = Locked<CheckedContinuation<Bool, Never>?>(nil)
  return await withCheckedContinuation { continuation in
    outcome.withLock { $0 = continuation }
    Task {
      await operation()
      outcome.withLock { $0.take() }?.resume(returning: true)
    }
    Task {
      try? await Task.sleep(for: limit)
      guard let pending = outcome.withLock({ $0.take() }) else { return }
      Issue.record("\(what) did not happen within \(limit)")
      pending.resume(returning: false)
    }
  }
}
