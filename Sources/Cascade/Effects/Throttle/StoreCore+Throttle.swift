// How a store runs `.throttle`: each action of the throttled effect goes through the window's
// `ThrottleState` (kept in the ledger by throttle id); the end of a window is a scheduled item.

extension StoreCore {
  func throttled(_ action: Action, by throttle: ThrottleOperation, in context: EffectContext) {
    var unthrottled = context
    unthrottled.throttle = nil
    let now = throttle.scheduler.now
    let decision = ledger.withThrottle(throttle.id) {
      $0.receive(action, at: now, interval: throttle.interval, latest: throttle.latest)
    }
    switch decision {
    case .emitNow(let action):
      emit(action, in: unthrottled)
    case .wait:
      return
    case .scheduleEmission(let deadline):
      var windowContext = unthrottled
      windowContext.task = .group(resolve(context.task))
      windowContext.cancelIDs.append(throttle.id)
      let isolation = self.isolation
      schedule(in: windowContext) { id in
        throttle.scheduler.schedule(after: deadline) { [weak self] in
          isolation.perform(site: Self.windowSite) { [weak self] in
            self?.endThrottleWindow(id, throttle)
          }
        }
      }
    }
  }

  private static var windowSite: EffectSite {
    EffectSite("the end of a throttle window", fileID: #fileID, line: #line)
  }

  private func endThrottleWindow(_ id: UInt64, _ throttle: ThrottleOperation) {
    guard let record = ledger.records[id] else { return }
    let action = ledger.endThrottleWindow(throttle.id, at: throttle.scheduler.now)
    if let action { runNow(.send(action), in: record.context) }
    complete(id)
  }
}
