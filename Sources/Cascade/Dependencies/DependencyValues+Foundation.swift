#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// swift-dependencies' calendar, locale and time zone: the system's, live; in a test, a value
// the test must give (reading one it did not give is a test issue, naming the dependency,
// and reads the system's).

extension DependencyValues {
  /// The calendar features use for dates: `Calendar.autoupdatingCurrent`, live; in a test,
  /// the one it gives (`$0.calendar = Calendar(identifier: .gregorian)`).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The locale features format with: `Locale.autoupdatingCurrent`, live; in a test, the one
  /// it gives (`$0.locale = Locale(identifier: "en_US")`).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone features show dates in: `TimeZone.autoupdatingCurrent`, live; in a test,
  /// the one it gives (`$0.timeZone = TimeZone(secondsFromGMT: 0)!`).
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

/// Reports a built-in Foundation dependency a test read without giving it, saying what is
/// `used` instead. Reports at the `@Dependency` that read it, when one did (the test value is
/// made on the first read).
func reportUnset(_ name: String, example: String, used: String = "The system's is used.") {
  let access = DependencyAccess.current
  RuntimeWarning.report(
    """
    Unimplemented: @Dependency(\\.\(name)). A test read it without giving it a value: set one \
    ('\(example)'). \(used)
    """,
    fileID: access?.fileID ?? #fileID,
    line: access?.line ?? #line
  )
}

private enum CalendarKey: DependencyKey {
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Calendar {
    reportUnset("calendar", example: "$0.calendar = Calendar(identifier: .gregorian)")
    return .autoupdatingCurrent
  }
}

private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static var testValue: Locale {
    reportUnset("locale", example: "$0.locale = Locale(identifier: \"en_US\")")
    return .autoupdatingCurrent
  }
}

private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: TimeZone {
    reportUnset("timeZone", example: "$0.timeZone = TimeZone(secondsFromGMT: 0)!")
    return .autoupdatingCurrent
  }
}
