/// A type-erased hashable value that is `Sendable` (swift-concurrency-extras' name): what
/// `AnyHashable` is, for values that cross tasks — a cancellation id chosen at run time, a
/// dictionary key of mixed types in state.
///
/// ```swift
/// let ids: Set<AnyHashableSendable> = [AnyHashableSendable(1), AnyHashableSendable("one")]
/// ```
///
/// Two are equal when their bases are, as `AnyHashable` compares them.
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base`.
  ///
  /// - Parameter base: The value.
  public init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// Whether the bases are equal, as `AnyHashable` compares them.
  ///
  /// - Parameters:
  ///   - lhs: One value.
  ///   - rhs: Another.
  /// - Returns: Whether they are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  /// Hashes the base as `AnyHashable` does.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }
}

extension AnyHashableSendable: CustomStringConvertible {
  /// The base's description.
  public var description: String { String(describing: base) }
}
