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
  private var generate: @Sendable () -> Date
  /// Whether this is a test's value that the test never set: each use reports, at the
  /// `@Dependency` that read it (see ``UnsetTestValue``).
  private var isUnset = false

  /// A generator that calls `generate` for each date.
  ///
  /// - Parameter generate: Tells the date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date. Setting it makes the generator tell that date from then on, so a
  /// test writes `$0.date.now = Date(timeIntervalSince1970: 0)` as in TCA.
  public var now: Date {
    get { generate() }
    set {
      generate = { newValue }
      isUnset = false
    }
  }

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

extension DateGenerator: UnsetTestValue {
  /// The generator a test gets when it sets none: each use reports (TCA's unimplemented
  /// date) at `fileID:line`, then tells the current date; `$0.date.now = d` replaces it whole.
  static func unset(fileID: StaticString, line: UInt) -> DateGenerator {
    var generator = DateGenerator {
      RuntimeWarning.report(
        """
        A test used @Dependency(\\.date) without giving it a value: set one \
        ('withDependencies: { $0.date.now = Date(timeIntervalSince1970: 0) }' or \
        '$0.date = .constant(…)'). The current date is used.
        """,
        fileID: fileID,
        line: line
      )
      return Date()
    }
    generator.isUnset = true
    return generator
  }

  func reportingUse(at fileID: StaticString, line: UInt) -> DateGenerator {
    isUnset ? .unset(fileID: fileID, line: line) : self
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static var testValue: DateGenerator {
    let access = DependencyAccess.current
    return .unset(fileID: access?.fileID ?? #fileID, line: access?.line ?? #line)
  }
}
