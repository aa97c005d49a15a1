/// One running timer: its record's liveness, and what it does on each tick — everything the
/// scheduled closure needs, in one object, so that the closure captures one reference.
// @unchecked Sendable: as for `LiveRecord`; what it adds is immutable (`let`s).
final class TimerTick<Action>: LiveRecord, @unchecked Sendable {
  /// Held weakly: a timer never keeps its store alive.
  private let deliver: @Sendable (Action, LiveRecord) -> Void
  private let scheduler: any Scheduler
  private let emit: @Sendable (SchedulerInstant) -> Action
  private let isolation: StoreIsolation

  init(host: any EffectHost<Action>, timer: TimerOperation<Action>, context: EffectContext) {
    self.deliver = host.weakDelivery
    self.scheduler = timer.scheduler
    self.emit = timer.emit
    self.isolation = host.isolation
    super.init(context: context)
  }

  /// Delivers the tick's action: in place when the scheduler runs on the store's isolation
  /// (a `TestScheduler` advanced there), else after a hop to it.
  func fire() {
    let instant = scheduler.now
    guard isolation.isCurrent else {
      return isolation.perform(site: Self.site) { self.deliver(at: instant) }
    }
    deliver(at: instant)
  }

  private func deliver(at instant: SchedulerInstant) {
    deliver(emit(instant), self)
  }

  private static var site: EffectSite {
    EffectSite("a timer's tick", fileID: #fileID, line: #line)
  }
}
