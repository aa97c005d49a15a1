import Foundation

/// A point on a scheduler's clock, measured from that clock's origin.
///
/// Instants from different schedulers are not comparable in any meaningful way: a
/// ``TestScheduler`` starts at `.zero`, a ``DispatchQueueScheduler`` counts from boot.
public struct SchedulerInstant: Comparable, Hashable, Sendable, CustomStringConvertible {
  /// The time elapsed since the clock's origin.
  public var sinceOrigin: Duration
  /// The origin's wall-clock time, in seconds since 1970: what ``date`` counts from.
  private var originSeconds: Double

  /// Creates the instant `sinceOrigin` after the clock's origin, an origin at 1970 for
  /// ``date`` (a virtual clock's, as combine-schedulers' test schedulers have).
  ///
  /// - Parameter sinceOrigin: The time since the origin.
  public init(_ sinceOrigin: Duration) {
    self.sinceOrigin = sinceOrigin
    self.originSeconds = 0
  }

  /// Creates the instant `sinceOrigin` after an origin that happened at `originDate`.
  ///
  /// - Parameters:
  ///   - sinceOrigin: The time since the origin.
  ///   - originDate: The origin's wall-clock time, from which ``date`` counts.
  public init(_ sinceOrigin: Duration, originDate: Date) {
    self.sinceOrigin = sinceOrigin
    self.originSeconds = originDate.timeIntervalSince1970
  }

  /// The instant as a date, combine-schedulers' `now.date`: a live scheduler's wall-clock
  /// time; for a ``TestScheduler`` (and ``ImmediateScheduler``), 1970 plus the virtual time
  /// elapsed, so a test's dates are the same on every run.
  ///
  /// ```swift
  /// @Dependency(\.mainRunLoop) var mainRunLoop
  /// …
  /// state.startedAt = mainRunLoop.now.date
  /// ```
  public var date: Date {
    let (seconds, attoseconds) = sinceOrigin.components
    return Date(timeIntervalSince1970: originSeconds + Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// The instant `duration` after this one (before it, for a negative duration).
  ///
  /// - Parameter duration: The offset.
  /// - Returns: The shifted instant.
  public func advanced(by duration: Duration) -> SchedulerInstant {
    var instant = self
    instant.sinceOrigin += duration
    return instant
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

  /// Whether two instants are the same time since the origin (their dates' origin aside).
  ///
  /// - Parameters:
  ///   - lhs: An instant.
  ///   - rhs: Another instant.
  /// - Returns: Whether they are equal.
  public static func == (lhs: SchedulerInstant, rhs: SchedulerInstant) -> Bool {
    lhs.sinceOrigin == rhs.sinceOrigin
  }

  /// Hashes the time since the origin, as ``==(_:_:)`` compares it.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(sinceOrigin)
  }

  /// The time since the origin, as `Duration` prints it (`1.5 seconds`).
  public var description: String { "\(sinceOrigin)" }
}
