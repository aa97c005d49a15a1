/// The pure state machine of one throttle id: decides, for each action, whether it goes out
/// now, waits for the end of the window, or replaces the one waiting.
struct ThrottleState<Action> {
  private(set) var lastEmission: SchedulerInstant?
  private(set) var pending: Action?
  private(set) var isScheduled = false

  enum Decision {
    /// Emit this action now; the window restarts.
    case emitNow(Action)
    /// Schedule the end-of-window emission at this instant.
    case scheduleEmission(at: SchedulerInstant)
    /// An emission is already scheduled; the pending action was updated.
    case wait
  }

  mutating func receive(
    _ action: Action,
    at now: SchedulerInstant,
    interval: Duration,
    latest: Bool
  ) -> Decision {
    if !isScheduled, lastEmission.map({ now >= $0.advanced(by: interval) }) ?? true {
      lastEmission = now
      return .emitNow(action)
    }
    pending = latest ? action : (pending ?? action)
    guard !isScheduled, let lastEmission else { return .wait }
    isScheduled = true
    return .scheduleEmission(at: lastEmission.advanced(by: interval))
  }

  /// The end of the window: the action to emit, if one is pending.
  mutating func windowEnded(at now: SchedulerInstant) -> Action? {
    isScheduled = false
    guard let action = pending else { return nil }
    pending = nil
    lastEmission = now
    return action
  }
}
