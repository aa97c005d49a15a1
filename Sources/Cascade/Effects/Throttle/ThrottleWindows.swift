/// The open throttle windows of one store, by throttle id: each a pure ``ThrottleState``.
///
/// ``StoreCore`` keeps one table beside a non-generic flag (`hasThrottleWindows`) that a
/// cancellation checks before touching it.
struct ThrottleWindows<Action> {
  private var windows: [CancelID: ThrottleState<Action>] = [:]

  /// Whether no window is open.
  var isEmpty: Bool { windows.isEmpty }

  /// Passes `action` through the window of `throttle` (opened if there is none).
  mutating func receive(
    _ action: Action, for throttle: ThrottleOperation, at now: SchedulerInstant
  ) -> ThrottleState<Action>.Decision {
    windows[throttle.id, default: ThrottleState()].receive(
      action, at: now, interval: throttle.interval, latest: throttle.latest)
  }

  /// Ends the window of `throttle`'s id; returns the action it held, if any.
  mutating func windowEnded(for throttle: ThrottleOperation, at now: SchedulerInstant) -> Action? {
    windows[throttle.id]?.windowEnded(at: now)
  }

  /// Forgets the window of `id`: its id was cancelled, so the next action opens a fresh one.
  mutating func forget(_ id: CancelID) {
    windows[id] = nil
  }
}
