// How a store runs `Effect.timer`: one repeating scheduled item; each tick's instant is mapped
// to an action and delivered while the timer's record is running.

extension EffectKind {
  /// An `Effect.timer`.
  public static let timer = EffectKind(rawValue: "timer")
}

/// A repeating emission of a scheduler's instants, mapped to actions.
// @unchecked Sendable: restated from EffectOperator; only `let`s of Sendable values.
@usableFromInline
final class TimerOperation<Action>: EffectOperator<Action>, @unchecked Sendable {
  let scheduler: any Scheduler
  let interval: Duration
  let emit: @Sendable (SchedulerInstant) -> Action

  @usableFromInline
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
  override func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target>
  where R.Source == Action {
    guard let transform = rewrite.actionMap else { return rewrite.leaf(Effect(self)) }
    return Effect<R.Target>(map(transform))
  }

  /// This timer emitting `transform`ed actions.
  func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> TimerOperation<T> {
    let emit = self.emit
    return TimerOperation<T>(scheduler: scheduler, interval: interval) { transform(emit($0)) }
  }

  override func run(on host: any EffectHost<Action>, in context: EffectContext) {
    let first = scheduler.now.advanced(by: interval)
    let context = host.resolved(context)
    let tick = TimerTick(host: host, timer: self, context: context)
    let (scheduler, interval) = (self.scheduler, self.interval)
    host.schedule(.timer, in: context, live: tick) { _ in
      scheduler.schedule(after: first, interval: interval) { tick.fire() }
    }
  }
}
