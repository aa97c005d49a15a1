// How a store runs `.throttle`: each action of the throttled effect goes through the window's
// `ThrottleState` (in the store's `ThrottleWindows`, by throttle id); the end of a window is a scheduled item.

extension StoreCore {
  func throttled(_ action: Action, by throttle: ThrottleOperation, in context: EffectContext) {
    var unthrottled = context
    unthrottled.throttle = nil
    let now = throttle.scheduler.now
    let decision = running.throttleWindows.receive(action, for: throttle, at: now)
    switch decision {
    case .emitNow(let action):
      emit(action, in: unthrottled)
    case .wait:
      return
    case .scheduleEmission(let deadline):
      var windowContext = resolved(unthrottled)
      windowContext.cancelIDs.append(throttle.id)
      let (isolation, weakCore) = (self.isolation, self.weakCore)
      schedule(.throttle, in: windowContext) { id in
        throttle.scheduler.schedule(after: deadline) {
          isolation.perform(site: Self.windowSite) {
            weakCore.core?.endThrottleWindow(id, throttle)
          }
        }
      }
    }
  }

  private static var windowSite: EffectSite {
    EffectSite("the end of a throttle window", fileID: #fileID, line: #line)
  }

  private func endThrottleWindow(_ id: UInt64, _ throttle: ThrottleOperation) {
    guard let record = running.ledger.records[id] else { return }
    let action = running.throttleWindows.windowEnded(for: throttle, at: throttle.scheduler.now)
    if let action { runNow(.send(action), in: record.context) }
    complete(id)
  }

  /// Forgets `id`'s throttle window, on a cancellation of `id` (not inlined: a cancellation
  /// without throttles never touches the generic table).
  @inline(never)
  func forgetThrottleWindow(_ id: CancelID) {
    running.throttleWindows.forget(id)
  }
}
