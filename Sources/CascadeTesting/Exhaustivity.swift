/// How strictly a ``TestStore`` checks a test.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every received action and every running effect must be accounted
  /// for. The default.
  case on
  /// Only what the test asserts is checked: `assert` closures are applied to the actual
  /// state (so unmentioned fields may change freely), `receive` skips non-matching actions,
  /// and unreceived actions and running effects at the end are not failures.
  case off
}
