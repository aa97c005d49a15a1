/// One event a ``TraitRecording`` saw, stamped with the `TestScheduler`'s virtual time — RxTest's
/// `Recorded<Event>`.
///
/// ```swift
/// #expect(recording.events == [.next(.zero, 0), .next(.seconds(1), 1), .completed(.seconds(1))])
/// ```
///
/// The time is the scheduler's `now.sinceOrigin` when the event was delivered: a scheduler made
/// with `TestScheduler()` starts at `.zero`.
public enum Recorded<Value> {
  /// A value delivered at the given time.
  case next(Duration, Value)
  /// The trait completed at the given time.
  case completed(Duration)
  /// A test source fails at the given time (RxTest's `.error`). A trait never fails, so
  /// only a source's events hold one: its `asDriver(onError…)` / `asSignal(onError…)` say
  /// what a subscriber sees instead.
  case error(Duration, any Error)

  /// When the event was delivered, since the scheduler's origin.
  public var time: Duration {
    switch self {
    case .next(let time, _), .completed(let time), .error(let time, _): time
    }
  }

  /// The delivered value, or `nil` for a completion or a failure.
  public var value: Value? {
    switch self {
    case .next(_, let value): value
    case .completed, .error: nil
    }
  }
}

extension Recorded: Equatable where Value: Equatable {
  /// Whether two events are the same: the same time and value, or the same time and an
  /// error of the same type that prints the same (RxTest compares errors by description).
  ///
  /// - Parameters:
  ///   - lhs: An event.
  ///   - rhs: Another.
  /// - Returns: Whether they are equal.
  public static func == (lhs: Recorded, rhs: Recorded) -> Bool {
    switch (lhs, rhs) {
    case (.next(let t1, let v1), .next(let t2, let v2)): t1 == t2 && v1 == v2
    case (.completed(let t1), .completed(let t2)): t1 == t2
    case (.error(let t1, let e1), .error(let t2, let e2)):
      t1 == t2 && type(of: e1) == type(of: e2) && String(reflecting: e1) == String(reflecting: e2)
    default: false
    }
  }
}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomStringConvertible {
  /// The event as it is written in a test: `.next(1.0 seconds, 5)`, `.completed(2.0 seconds)`.
  public var description: String {
    switch self {
    case .next(let time, let value): ".next(\(time), \(String(reflecting: value)))"
    case .completed(let time): ".completed(\(time))"
    case .error(let time, let error): ".error(\(time), \(String(reflecting: error)))"
    }
  }
}
