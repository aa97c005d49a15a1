#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Tells the date: `Date()` live, a fixed one in tests.
///
/// ```swift
/// @Dependency(\.date) var date
/// …
/// state.createdAt = date.now
/// ```
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// A generator that calls `generate` for each date.
  ///
  /// - Parameter generate: Tells the date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date.
  public var now: Date { generate() }

  /// The current date.
  ///
  /// - Returns: The date.
  public func callAsFunction() -> Date {
    generate()
  }

  /// A generator that always tells `date`.
  ///
  /// - Parameter date: The date.
  /// - Returns: The generator.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}

extension DependencyValues {
  /// Tells the date: `Date()` live; in a test, a test issue at first use until the test
  /// gives one (`.constant(…)`).
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
}
