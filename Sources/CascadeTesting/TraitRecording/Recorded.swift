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

  /// When the event was delivered, since the scheduler's origin.
  public var time: Duration {
    switch self {
    case .next(let time, _), .completed(let time): time
    }
  }

  /// The delivered value, or `nil` for a completion.
  public var value: Value? {
    switch self {
    case .next(_, let value): value
    case .completed: nil
    }
  }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded: CustomStringConvertible {
  /// The event as it is written in a test: `.next(1.0 seconds, 5)`, `.completed(2.0 seconds)`.
  public var description: String {
    switch self {
    case .next(let time, let value): ".next(\(time), \(String(reflecting: value)))"
    case .completed(let time): ".completed(\(time))"
    }
  }
}
