/// The parameters of one `.throttle`: which window, how long, on which clock. It is the
/// gate every action of the throttled effect passes through (`ThrottledEffect.swift`).
///
/// A class, so that the effect context that carries it to every action an effect delivers
/// stays a few words and its "is there a gate" check is a null check.
final class ThrottleOperation: Sendable {
  let id: CancelID
  let interval: Duration
  let scheduler: any Scheduler
  let latest: Bool

  init(id: CancelID, interval: Duration, scheduler: any Scheduler, latest: Bool) {
    self.id = id
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
  }

  /// This throttle under another id (a child's ids made private to it).
  func with(id: CancelID) -> ThrottleOperation {
    ThrottleOperation(id: id, interval: interval, scheduler: scheduler, latest: latest)
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
  /// This is TCA's throttle, not `Driver.throttle(for:scheduler:latest:)`'s (RxSwift's): there,
  /// `latest: false` drops every value inside the window; here it holds the window's first
  /// action and sends it when the window ends. A double tap throttled with `latest: false`
  /// is one action from a throttled `Signal` and two from a throttled effect.
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
    let throttle = ThrottleOperation(
      id: CancelID(id), interval: interval, scheduler: scheduler, latest: latest)
    return Effect(ThrottledEffect(throttle: throttle, effect: self))
  }
}
