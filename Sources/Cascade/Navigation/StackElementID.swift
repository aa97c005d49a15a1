/// The identity of one element of a ``StackState``, assigned in push order.
///
/// Ids come from a counter the stack carries, so an expected stack built in a test by the
/// same pushes gets the same ids; write one as a literal: `.element(id: 0, action: …)`.
public struct StackElementID: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The id's number.
  public let rawValue: Int

  /// An id with the number `value`.
  ///
  /// - Parameter value: The number.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// Orders ids by number, which is push order.
  ///
  /// - Parameters:
  ///   - lhs: An id.
  ///   - rhs: Another id.
  /// - Returns: Whether `lhs` was pushed before `rhs`.
  public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The number, as the literal that makes the id.
  public var description: String { "\(rawValue)" }
}
