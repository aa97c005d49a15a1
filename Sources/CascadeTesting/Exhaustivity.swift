/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// await store.send(.login) { $0.isLoggedIn = true }   // other changes are listed, not failed
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every running effect must be accounted
  /// for. The default.
  case on
  /// Only what the test asserts is checked: `assert` closures are applied to the actual
  /// state (so unmentioned fields may change freely), `receive` skips non-matching actions,
  /// and unreceived actions and running effects at the end are not failures.
  ///
  /// With `showSkippedAssertions`, what the test did not assert — each state change it left
  /// out, each action it skipped, each effect still running at the end — is reported once,
  /// as a known issue (Swift Testing's `withKnownIssue`; under XCTest, an expected failure
  /// where the platform has one, else a line on standard output), so it shows in the log
  /// without failing the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without listing what was skipped: `.off(showSkippedAssertions: false)`.
  public static let off = Exhaustivity.off(showSkippedAssertions: false)

  /// Whether this is ``on``.
  var isExhaustive: Bool { self == .on }

  /// Whether skipped assertions are reported as known issues.
  var showsSkipped: Bool { self == .off(showSkippedAssertions: true) }
}
