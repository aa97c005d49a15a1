/// A repeating emission of a scheduler's instants, mapped to actions; run by
/// `TimerOperation+Run.swift`.
struct TimerOperation<Action>: EffectOperator {
  let scheduler: any Scheduler
  let interval: Duration
  let emit: @Sendable (SchedulerInstant) -> Action

  init(
    scheduler: any Scheduler, interval: Duration,
    emit: @escaping @Sendable (SchedulerInstant) -> Action
  ) {
    self.scheduler = scheduler
    self.interval = interval
    self.emit = emit
  }

  /// A timer makes its actions itself: a rewrite that maps actions maps its ticks', and any
  /// other sees it as a leaf (a dismount refuses it).
  func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target> where R.Source == Action {
    guard let transform = rewrite.actionMap else { return rewrite.leaf(Effect(self)) }
    return Effect<R.Target>(map(transform))
  }

  /// This timer emitting `transform`ed actions.
  func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> TimerOperation<T> {
    let emit = self.emit
    return TimerOperation<T>(scheduler: scheduler, interval: interval) { transform(emit($0)) }
  }
}

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
