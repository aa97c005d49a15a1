import Foundation

/// A ``Scheduler`` driven by any Swift `Clock`: real time from `ContinuousClock` or
/// `SuspendingClock`, or a clock of your own.
///
/// ```swift
/// let scheduler = ClockScheduler(ContinuousClock())
/// let store = Store(initialState: Stopwatch.State()) { Stopwatch(scheduler: scheduler) }
/// ```
///
/// It drives `Effect.timer`, `debounce`, `throttle`, `delay` and scheduler sleeps. Pending
/// items wait in one timer heap, and one task sleeps with `clock.sleep(until:)` until the
/// earliest of them, then runs every item due, in deadline then scheduling order. Cancelling
/// an item removes it and frees its work at once: a server restarting an idle timeout on
/// every heartbeat keeps one item, not one sleeping task per restart. Items run one after
/// another on that task, without the task-local values of the code that scheduled them (as
/// on a dispatch queue); a store's deliveries carry what they need themselves.
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
  private let originDate: Date
  private let queue = RealTimeQueue()

  /// Creates a scheduler driven by `clock`, whose instants count from now.
  ///
  /// - Parameter clock: The clock to read and sleep on.
  public init(_ clock: C) {
    self.clock = clock
    self.origin = clock.now
    // A system clock's origin is now; any other clock may be virtual, and counts from 1970.
    self.originDate =
      clock is ContinuousClock || clock is SuspendingClock
      ? Date() : Date(timeIntervalSince1970: 0)
  }

  /// The time the clock has moved since this scheduler was created; its
  /// ``SchedulerInstant/date`` is the wall-clock time for `ContinuousClock` and
  /// `SuspendingClock`, and 1970 plus the time moved for any other clock.
  public var now: SchedulerInstant {
    SchedulerInstant(origin.duration(to: clock.now), originDate: originDate)
  }

  /// Runs `action` once the clock reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to run; a past deadline means "as soon as possible".
  ///   - action: The work.
  /// - Returns: A token that cancels the work if it has not run yet, freeing it at once.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    queue.schedule(at: deadline, interval: nil, arm: wake, action)
  }

  /// Runs `action` at `deadline`, then every `interval`, until cancelled.
  ///
  /// Each run is scheduled from the previous deadline, not from when the previous run
  /// happened, so the runs do not drift; runs that fell behind happen at once, in order.
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
    return queue.schedule(at: deadline, interval: interval, arm: wake, action)
  }

  /// Starts the one task that sleeps until `deadline`, then runs what is due and sleeps
  /// again if more is pending. Detached: the items carry what they need (their test's
  /// settling domain), not the task-locals of whoever scheduled first.
  private func wake(at deadline: SchedulerInstant) {
    let target = origin.advanced(by: deadline.sinceOrigin)
    Task.detached { [self] in
      try? await clock.sleep(until: target, tolerance: nil)
      queue.fire(now: now, wokenFor: deadline, arm: wake)
    }
  }
}
