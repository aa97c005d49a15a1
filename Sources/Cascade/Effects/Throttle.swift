/// The parameters of one `.throttle`: which window, how long, on which clock.
@usableFromInline
struct ThrottleOperation: Sendable {
  let id: CancelID
  let interval: Duration
  let scheduler: any Scheduler
  let latest: Bool
}

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

extension Effect {
  /// Lets at most one action of this effect (and of every effect throttled with the same
  /// `id`) through per `interval`.
  ///
  /// The first action goes out at once. Actions within the window are held; at the end of
  /// the window the held action goes out — the latest one when `latest` is `true`, the first
  /// one since the last emission otherwise — and starts the next window. Cancelling `id`
  /// drops the held action and resets the window.
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return .send(.saveOffset(offset))
  ///     .throttle(id: SaveID(), for: .seconds(1), scheduler: scheduler, latest: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Identifies the window shared by every effect throttled with it.
  ///   - interval: The window's length.
  ///   - scheduler: The clock of the window.
  ///   - latest: Whether the end of a window emits the latest action or the first.
  /// - Returns: The throttled effect.
  public func throttle(
    id: some Hashable & Sendable,
    for interval: Duration,
    scheduler: any Scheduler,
    latest: Bool
  ) -> Effect {
    if case .none = operation { return .none }
    return Effect(
      .throttle(
        ThrottleOperation(
          id: CancelID(id), interval: interval, scheduler: scheduler, latest: latest),
        self
      )
    )
  }
}
