/// Names one store in instrument events: a number given the first time an instrument
/// watches the store, unique in the process.
///
/// A store's scoped stores and children share its id: they are views of one runtime.
/// ``TraceInstrument`` numbers the stores it saw from 1 instead, so that a trace does not
/// depend on the other stores of the process.
public struct StoreID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The number.
  public let rawValue: UInt64

  /// Creates an id from its number.
  ///
  /// - Parameter rawValue: The number.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Orders ids by number (the order in which stores were first watched).
  ///
  /// - Parameters:
  ///   - lhs: An id.
  ///   - rhs: Another id.
  /// - Returns: Whether `lhs` was given first.
  public static func < (lhs: StoreID, rhs: StoreID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// `store 3`.
  public var description: String { "store \(rawValue)" }
}
