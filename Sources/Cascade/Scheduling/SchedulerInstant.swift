/// A point on a scheduler's clock, measured from that clock's origin.
///
/// Instants from different schedulers are not comparable in any meaningful way: a
/// ``TestScheduler`` starts at `.zero`, a ``DispatchQueueScheduler`` counts from boot.
public struct SchedulerInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The time elapsed since the clock's origin.
  public var sinceOrigin: Duration

  /// Creates the instant `sinceOrigin` after the clock's origin.
  ///
  /// - Parameter sinceOrigin: The time since the origin.
  public init(_ sinceOrigin: Duration) {
    self.sinceOrigin = sinceOrigin
  }

  /// The instant `duration` after this one (before it, for a negative duration).
  ///
  /// - Parameter duration: The offset.
  /// - Returns: The shifted instant.
  public func advanced(by duration: Duration) -> SchedulerInstant {
    SchedulerInstant(sinceOrigin + duration)
  }

  /// The time from this instant to `other` (negative when `other` is earlier).
  ///
  /// - Parameter other: Another instant of the same clock.
  /// - Returns: `other - self`.
  public func duration(to other: SchedulerInstant) -> Duration {
    other.sinceOrigin - sinceOrigin
  }

  /// Orders instants by their time since the origin.
  ///
  /// - Parameters:
  ///   - lhs: An instant.
  ///   - rhs: Another instant.
  /// - Returns: Whether `lhs` is earlier.
  public static func < (lhs: SchedulerInstant, rhs: SchedulerInstant) -> Bool {
    lhs.sinceOrigin < rhs.sinceOrigin
  }

  /// The time since the origin, as `Duration` prints it (`1.5 seconds`).
  public var description: String { "\(sinceOrigin)" }
}
