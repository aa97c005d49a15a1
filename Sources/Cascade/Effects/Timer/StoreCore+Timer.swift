// How a store runs `Effect.timer`: one repeating scheduled item; each tick's instant is mapped
// to an action and delivered while the timer's record is running.

extension StoreCore {
  func runTimer(_ timer: TimerOperation<Action>, in context: EffectContext) {
    let first = timer.scheduler.now.advanced(by: timer.interval)
    schedule(in: context) { id in
      let tick = TimerTick(core: self, timer: timer, live: liveRecord(id))
      return timer.scheduler.schedule(after: first, interval: timer.interval) { tick.fire() }
    }
  }
}

/// What one running timer does on each tick: everything the scheduled closure needs, in one
/// object, so that the closure captures one reference and a tick retains nothing else.
final class TimerTick<State, Action>: Sendable {
  /// Held weakly: a timer never keeps its store alive.
  private weak let core: StoreCore<State, Action>?
  private let timer: TimerOperation<Action>
  private let isolation: StoreIsolation
  private let live: LiveRecord

  init(core: StoreCore<State, Action>, timer: TimerOperation<Action>, live: LiveRecord) {
    self.core = core
    self.timer = timer
    self.isolation = core.isolation
    self.live = live
  }

  /// Delivers the tick's action: in place when the scheduler runs on the store's isolation
  /// (a `TestScheduler` advanced there), else after a hop to it.
  func fire() {
    let instant = timer.scheduler.now
    guard isolation.isCurrent else {
      return isolation.perform(site: Self.site) { self.deliver(at: instant) }
    }
    deliver(at: instant)
  }

  private func deliver(at instant: SchedulerInstant) {
    core?.deliver(timer.emit(instant), to: live)
  }

  private static var site: EffectSite {
    EffectSite("a timer's tick", fileID: #fileID, line: #line)
  }
}
