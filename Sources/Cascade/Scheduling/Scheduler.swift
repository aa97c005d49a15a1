/// Runs work at instants of a clock: the real one, or a virtual one in tests.
///
/// Time-based effects (``Effect/timer(id:every:on:)``, ``Effect/debounce(id:for:scheduler:)``,
/// ``Effect/throttle(id:for:scheduler:latest:)``, ``Effect/delay(for:scheduler:)``) and
/// `.run` effects that call ``sleep(for:fileID:line:)`` take an `any Scheduler`, so the same reducer
/// runs on ``DispatchQueueScheduler/main`` in the app and on a ``TestScheduler`` in tests.
/// `any Scheduler` is the currency type: no type-erasing wrapper is needed.
///
/// ```swift
/// struct Stopwatch: Reducer {
///   let scheduler: any Scheduler
///   // …
///   return .run { send in
///     while true {
///       try await scheduler.sleep(for: .seconds(1))
///       await send(.tick)
///     }
///   }
/// }
/// ```
///
/// The tokens that `schedule` returns cancel only when ``Cancellable/cancel()`` is called,
/// never when they are released.
public protocol Scheduler: AnyObject, Sendable {
  /// The scheduler's current instant.
  var now: SchedulerInstant { get }

  /// Runs `action` once, at `deadline` or as soon as possible after it.
  ///
  /// - Parameters:
  ///   - deadline: When to run; an instant in the past means "as soon as possible".
  ///   - action: The work.
  /// - Returns: A token that cancels the work if it has not run yet.
  @discardableResult
  func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable

  /// Runs `action` at `deadline`, then every `interval`, until cancelled.
  ///
  /// - Parameters:
  ///   - deadline: The first run.
  ///   - interval: The time between runs; must be positive.
  ///   - action: The work.
  /// - Returns: A token that stops the repetition.
  @discardableResult
  func schedule(
    after deadline: SchedulerInstant,
    interval: Duration,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as possible.
  ///
  /// - Parameter action: The work.
  /// - Returns: A token that cancels the work if it has not run yet.
  @discardableResult
  public func schedule(_ action: @escaping @Sendable () -> Void) -> any Cancellable {
    schedule(after: now, action)
  }

  /// Suspends the current task for `duration` of this scheduler's time.
  ///
  /// - Parameters:
  ///   - duration: How long to sleep.
  ///   - fileID: Where a misuse warning points; the caller's file by default.
  ///   - line: Where a misuse warning points; the caller's line by default.
  /// - Throws: `CancellationError` if the task is cancelled before or while sleeping.
  public func sleep(
    for duration: Duration,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async throws {
    try await sleep(until: now.advanced(by: duration), fileID: fileID, line: line)
  }

  /// Suspends the current task until this scheduler reaches `deadline`.
  ///
  /// On a ``TestScheduler`` the task wakes when virtual time is advanced to the deadline.
  /// An effect (or one of its `async let` or task-group children) parked here counts as
  /// settled for `await TestScheduler.advance(by:)`.
  ///
  /// - Parameters:
  ///   - deadline: When to wake.
  ///   - fileID: Where a misuse warning points; the caller's file by default.
  ///   - line: Where a misuse warning points; the caller's line by default.
  /// - Throws: `CancellationError` if the task is cancelled before or while sleeping.
  public func sleep(
    until deadline: SchedulerInstant,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) async throws {
    try Task.checkCancellation()
    let sleep = SchedulerSleep(sleeper: SettlingHooks.sleeper(fileID: fileID, line: line))
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleep.start(continuation)
        let token = schedule(after: deadline) { sleep.wake(throwing: false) }
        sleep.parked(token: token)
      }
    } onCancel: {
      sleep.wake(throwing: true)
    }
  }
}

/// One `sleep(until:)`: resolves the race between the scheduled wake-up, cancellation, and
/// the sleeping task's own bookkeeping, so the continuation resumes exactly once and the
/// task is counted as parked in its settling domain exactly while it really is: parked only
/// after its wake-up is scheduled, and unparked on the waking thread before it resumes.
private final class SchedulerSleep: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Void, any Error>?
    var token: (any Cancellable)?
    var isParked = false
    var outcome: Bool?  // nil while asleep; true when cancelled, false when woken
  }

  private let state = Locked(State())
  private let sleeper: SettlingHooks.Sleeper?

  init(sleeper: SettlingHooks.Sleeper?) {
    self.sleeper = sleeper
  }

  func start(_ continuation: CheckedContinuation<Void, any Error>) {
    let early = state.withLock { state -> Bool? in
      if let outcome = state.outcome { return outcome }
      state.continuation = continuation
      return nil
    }
    if let cancelled = early { resume(continuation, cancelled: cancelled) }
  }

  func parked(token: any Cancellable) {
    let (park, cancelToken) = state.withLock { state -> (Bool, Bool) in
      guard state.outcome == nil else { return (false, state.outcome == true) }
      state.token = token
      state.isParked = true
      return (true, false)
    }
    if cancelToken { token.cancel() }
    if park { sleeper?.parked() }
  }

  func wake(throwing cancelled: Bool) {
    let (continuation, token, wasParked) = state.withLock {
      state -> (CheckedContinuation<Void, any Error>?, (any Cancellable)?, Bool) in
      guard state.outcome == nil else { return (nil, nil, false) }
      state.outcome = cancelled
      defer {
        state.continuation = nil
        state.token = nil
      }
      return (state.continuation, state.token, state.isParked)
    }
    if cancelled { token?.cancel() }
    if wasParked { sleeper?.woke() }
    if let continuation { resume(continuation, cancelled: cancelled) }
  }

  private func resume(_ continuation: CheckedContinuation<Void, any Error>, cancelled: Bool) {
    if cancelled {
      continuation.resume(throwing: CancellationError())
    } else {
      continuation.resume()
    }
  }
}
