// How a store runs `Effect.timer`: one repeating scheduled item; each tick's instant is mapped
// to an action and delivered while the timer's record is running.

extension EffectKind {
  /// An `Effect.timer`.
  public static let timer = EffectKind(rawValue: "timer")
}

extension TimerOperation {
  func run(_ run: OperatorRun<Action>) {
    let first = scheduler.now.advanced(by: interval)
    let context = run.host.resolved(run.context)
    let tick = TimerTick(host: run.host, timer: self, context: context)
    let (scheduler, interval) = (self.scheduler, self.interval)
    run.host.schedule(.timer, in: context, live: tick) { _ in
      scheduler.schedule(after: first, interval: interval) { tick.fire() }
    }
  }
}
