#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Makes UUIDs: `UUID()` live, predictable ones in tests.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// …
/// state.todos.append(Todo(id: uuid(), title: ""))
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` for each UUID.
  ///
  /// - Parameter generate: Makes one UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// The next UUID.
  ///
  /// - Returns: A UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// A generator that always makes `uuid`.
  ///
  /// ```swift
  /// $0.uuid = .constant(UUID(0))
  /// ```
  ///
  /// - Parameter uuid: The UUID every call returns.
  /// - Returns: The generator.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// A generator of `UUID(0)`, `UUID(1)`, … — a new count for each use of this property.
  public static var incrementing: UUIDGenerator {
    let next = Locked(0)
    return UUIDGenerator {
      UUID(
        next.withLock { value in
          defer { value += 1 }
          return value
        })
    }
  }
}

extension UUID {
  /// A UUID whose last twelve hex digits are `intValue`: `UUID(0)` is
  /// `00000000-0000-0000-0000-000000000000`, `UUID(10)` ends in `00000000000a`.
  ///
  /// - Parameter intValue: A non-negative number below 16¹².
  public init(_ intValue: Int) {
    let hex = String(UInt64(truncatingIfNeeded: intValue) & 0xFFFF_FFFF_FFFF, radix: 16)
    let digits = String(repeating: "0", count: 12 - hex.count) + hex
    self.init(uuidString: "00000000-0000-0000-0000-\(digits)")!
  }
}

extension DependencyValues {
  /// Makes UUIDs: `UUID()` live; in a test, a test issue at first use until the test gives
  /// one (`.incrementing`).
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator { UUID() }
}
