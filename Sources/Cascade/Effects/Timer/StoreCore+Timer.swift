// How a store runs `Effect.timer`: one repeating scheduled item; each tick's instant is mapped
// to an action and delivered while the timer's record is running.

extension StoreCore {
  func runTimer(_ timer: TimerOperation<Action>, in context: EffectContext) {
    let scheduler = timer.scheduler
    let emit = timer.emit
    let first = scheduler.now.advanced(by: timer.interval)
    let isolation = self.isolation
    schedule(in: context) { id in
      let live = liveRecord(id)
      return scheduler.schedule(after: first, interval: timer.interval) { [weak self] in
        let instant = scheduler.now
        // In place when the scheduler runs on the store's isolation (a `TestScheduler`
        // advanced there): no closure to allocate per tick.
        guard !isolation.isCurrent else {
          self?.deliver(emit(instant), to: live)
          return
        }
        isolation.perform(site: Self.tickSite) { [weak self] in
          self?.deliver(emit(instant), to: live)
        }
      }
    }
  }

  private static var tickSite: EffectSite {
    EffectSite("a timer's tick", fileID: #fileID, line: #line)
  }
}
