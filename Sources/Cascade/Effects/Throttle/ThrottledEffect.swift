// How a store runs `.throttle`: the throttled effect runs with the throttle as its context's
// gate, so each of its actions goes through the window's `ThrottleState` (in the store's
// `ThrottleWindows`, by throttle id); the end of a window is a scheduled item.

extension EffectKind {
  /// A `throttle` window that holds a latest action to deliver at its end.
  public static let throttle = EffectKind(rawValue: "throttle")
}

/// An effect whose actions pass through a throttle's window.
// @unchecked Sendable: restated from EffectOperator; only `let`s of Sendable values.
final class ThrottledEffect<Action>: EffectOperator<Action>, @unchecked Sendable {
  let throttle: ThrottleOperation
  let effect: Effect<Action>

  init(throttle: ThrottleOperation, effect: Effect<Action>) {
    self.throttle = throttle
    self.effect = effect
  }

  override func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target>
  where R.Source == Action {
    Effect<R.Target>(
      ThrottledEffect<R.Target>(
        throttle: rewrite.rewritesCancelIDs
          ? throttle.with(id: rewrite.cancelID(throttle.id)) : throttle,
        effect: effect.rewritten(by: rewrite)))
  }

  override func run(on host: any EffectHost<Action>, in context: EffectContext) {
    var context = context
    context.gate = throttle
    host.run(effect, in: context)
  }
}

extension ThrottleOperation: EffectGate {
  func pass<Action>(_ action: Action, from host: any EffectHost<Action>, in context: EffectContext)
  {
    var open = context
    open.gate = nil
    let windows = host.state(ThrottleWindowsState<Action>.self)
    switch windows.windows.receive(action, for: self, at: scheduler.now) {
    case .emitNow(let action):
      host.emit(action, in: open)
    case .wait:
      return
    case .scheduleEmission(let deadline):
      var windowContext = host.resolved(open)
      windowContext.cancelIDs.append(id)
      host.schedule(
        .throttle, in: windowContext, at: deadline, on: scheduler, site: Self.windowSite
      ) { host, context in
        host.state(ThrottleWindowsState<Action>.self).windowEnded(of: self, in: context)
      }
    }
  }

  private static var windowSite: EffectSite {
    EffectSite("the end of a throttle window", fileID: #fileID, line: #line)
  }
}

/// A store's throttle windows, as the store keeps them: the pure ``ThrottleWindows`` and
/// the end of a window performed.
final class ThrottleWindowsState<Action>: EffectOperatorState {
  private unowned let host: any EffectHost<Action>
  var windows = ThrottleWindows<Action>()

  init(host: any EffectHost<Action>) {
    self.host = host
  }

  /// The end of `throttle`'s window, scheduled in `context`: sends what it held.
  func windowEnded(of throttle: ThrottleOperation, in context: EffectContext) {
    let action = windows.windowEnded(for: throttle, at: throttle.scheduler.now)
    if let action { host.runNow(.send(action), in: context) }
  }

  /// A cancelled id's window is forgotten: the next action opens a fresh one.
  func cancelled(_ id: CancelID) {
    if !windows.isEmpty { windows.forget(id) }
  }

  func cancelledAll() {
    windows = ThrottleWindows()
  }
}
