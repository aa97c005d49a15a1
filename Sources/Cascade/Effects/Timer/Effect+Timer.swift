extension Effect where Action == SchedulerInstant {
  /// An effect that emits `scheduler`'s instant every `interval`, until cancelled.
  ///
  /// The first tick is one interval after the effect starts: at `now + interval`,
  /// `now + 2·interval`, … Starting a timer with the id of a running one restarts it
  /// (cancel-in-flight), and `.cancel(id:)` stops it.
  ///
  /// ```swift
  /// case .startTapped:
  ///   return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler)
  ///     .map { _ in .timerTicked }
  /// case .stopTapped:
  ///   return .cancel(id: TimerID())
  /// ```
  ///
  /// - Parameters:
  ///   - id: Cancels (and restarts) the timer.
  ///   - interval: The time between ticks; must be positive.
  ///   - scheduler: The clock to tick on.
  /// - Returns: The timer effect.
  @inlinable
  public static func timer(
    id: some Hashable & Sendable,
    every interval: Duration,
    on scheduler: any Scheduler
  ) -> Effect {
    precondition(interval > .zero, "Effect.timer: the interval must be positive (got \(interval)).")
    return Effect(TimerOperation(scheduler: scheduler, interval: interval) { $0 })
      .cancellable(id: id, cancelInFlight: true)
  }
}
