// How a store runs `Effect.timer`: one repeating scheduled item; each tick's instant is mapped
// to an action and delivered while the timer's record is running.

extension StoreCore {
  func runTimer(_ timer: TimerOperation<Action>, in context: EffectContext) {
    let first = timer.scheduler.now.advanced(by: timer.interval)
    let context = resolved(context)
    let tick = running.timerTickType.init(core: self, timer: timer, context: context)
    schedule(.timer, in: context, live: tick) { _ in
      timer.scheduler.schedule(after: first, interval: timer.interval) { tick.fire() }
    }
  }
}
