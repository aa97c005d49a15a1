/// A ``Scheduler`` driven by any Swift `Clock`: real time from `ContinuousClock` or
/// `SuspendingClock`, or a clock of your own.
///
/// ```swift
/// let scheduler = ClockScheduler(ContinuousClock())
/// let store = Store(initialState: Stopwatch.State()) { Stopwatch(scheduler: scheduler) }
/// ```
///
/// It drives `Effect.timer`, `debounce`, `throttle`, `delay` and scheduler sleeps. Each
/// scheduled item waits in a task of its own with `clock.sleep(until:)`; cancelling the token
/// cancels that task, so a cancelled item never runs.
///
/// ## Instants
/// ``now`` counts from an origin taken when the scheduler is created: `now` is
/// `SchedulerInstant(.zero)` at `init`, and `SchedulerInstant(d)` when the clock has moved `d`
/// since. A deadline `SchedulerInstant(d)` is the clock instant `origin.advanced(by: d)`.
/// So instants of one `ClockScheduler` compare meaningfully with each other, not with
/// another scheduler's.
public final class ClockScheduler<C: Clock>: Scheduler where C.Duration == Duration {
  private let clock: C
  private let origin: C.Instant

  /// Creates a scheduler driven by `clock`, whose instants count from now.
  ///
  /// - Parameter clock: The clock to read and sleep on.
  public init(_ clock: C) {
    self.clock = clock
    self.origin = clock.now
  }

  /// The time the clock has moved since this scheduler was created.
  public var now: SchedulerInstant { SchedulerInstant(origin.duration(to: clock.now)) }

  /// Runs `action` once the clock reaches `deadline`, on a task of its own.
  ///
  /// - Parameters:
  ///   - deadline: When to run; a past deadline means "as soon as possible".
  ///   - action: The work.
  /// - Returns: A token that cancels the work if it has not run yet.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    let target = origin.advanced(by: deadline.sinceOrigin)
    let clock = clock
    return start {
      guard (try? await clock.sleep(until: target, tolerance: nil)) != nil else { return }
      action()
    }
  }

  /// Runs `action` at `deadline`, then every `interval`, until cancelled.
  ///
  /// Each run is scheduled from the previous deadline, not from when the previous run
  /// happened, so the runs do not drift.
  ///
  /// - Parameters:
  ///   - deadline: The first run.
  ///   - interval: The time between runs; a non-positive interval is a programming error.
  ///   - action: The work.
  /// - Returns: A token that stops the repetition.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    interval: Duration,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    precondition(
      interval > .zero,
      "ClockScheduler: a repeating interval must be positive (got \(interval))."
    )
    let first = origin.advanced(by: deadline.sinceOrigin)
    let clock = clock
    return start {
      var next = first
      while (try? await clock.sleep(until: next, tolerance: nil)) != nil {
        action()
        next = next.advanced(by: interval)
      }
    }
  }

  /// Runs an item's `body` in a task of its own, counted in a test's settling domain until
  /// it ends or is cancelled.
  private func start(_ body: @escaping @Sendable () async -> Void) -> any Cancellable {
    let pending = SettlingRealTimeItem.begin()
    let task = Task {
      defer { pending?.end() }
      await body()
    }
    return RealTimeToken(task: TaskCancellable(task: task), pending: pending)
  }
}

/// A real-time item's token: cancels its work and stops counting it in a test's settling
/// domain at once (its task may take a while to notice the cancellation).
private struct RealTimeToken: Cancellable {
  let task: TaskCancellable
  let pending: SettlingRealTimeItem?

  func cancel() {
    task.cancel()
    pending?.end()
  }
}
