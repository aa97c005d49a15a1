// How a store runs `.delay`: one scheduled item that starts the effect at its due time.

extension EffectKind {
  /// A `.delay` or a `debounce`: the wait before its effect starts.
  public static let delay = EffectKind(rawValue: "delay")
}

/// An effect that starts later, as ``Effect/delay(for:scheduler:)`` describes it.
// @unchecked Sendable: restated from EffectOperator; only `let`s of Sendable values.
@usableFromInline
final class DelayOperation<Action>: EffectOperator<Action>, @unchecked Sendable {
  let scheduler: any Scheduler
  let dueTime: Duration
  let effect: Effect<Action>

  @usableFromInline
  init(scheduler: any Scheduler, dueTime: Duration, effect: Effect<Action>) {
    self.scheduler = scheduler
    self.dueTime = dueTime
    self.effect = effect
  }

  override func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target>
  where R.Source == Action {
    Effect<R.Target>(
      DelayOperation<R.Target>(
        scheduler: scheduler, dueTime: dueTime, effect: effect.rewritten(by: rewrite)))
  }

  override func run(on host: any EffectHost<Action>, in context: EffectContext) {
    let effect = self.effect
    host.schedule(
      .delay, in: context, at: scheduler.now.advanced(by: dueTime), on: scheduler,
      site: Self.site
    ) { host, context in
      host.runNow(effect, in: context)
    }
  }

  private static var site: EffectSite {
    EffectSite("a delayed effect's start", fileID: #fileID, line: #line)
  }
}
