/// A scheduler that runs work at once, on the calling thread; its time never moves.
///
/// Useful in tests that do not care about time: a `.delay` or a `.debounce` on an immediate
/// scheduler happens right away. A repeating item runs once (there is no time in which to
/// repeat it), as with combine-schedulers' `ImmediateScheduler`; sleeping returns at once.
public final class ImmediateScheduler: Scheduler {
  /// Creates an immediate scheduler.
  public init() {}

  /// Always `SchedulerInstant(.zero)`.
  public var now: SchedulerInstant { SchedulerInstant(.zero) }

  /// Runs `action` now, whatever the deadline.
  ///
  /// - Parameters:
  ///   - deadline: Ignored.
  ///   - action: The work, run before this method returns.
  /// - Returns: A token with nothing left to cancel.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    action()
    return NoopCancellable()
  }

  /// Runs `action` once, now.
  ///
  /// - Parameters:
  ///   - deadline: Ignored.
  ///   - interval: Ignored: time never moves, so the item never repeats.
  ///   - action: The work, run before this method returns.
  /// - Returns: A token with nothing left to cancel.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    interval: Duration,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    action()
    return NoopCancellable()
  }
}
