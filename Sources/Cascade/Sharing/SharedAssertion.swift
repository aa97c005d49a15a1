/// How a test store asserts shared values: its `assert` closures run with
/// ``isAsserting`` set, so that reading a shared value gives what the test describes and
/// `withLock` changes that description — never the live value.
package enum SharedAssertion {
  /// Whether the current task is running a test store's `assert` closure.
  @TaskLocal package static var isAsserting = false
}

/// A shared value as a test store sees it.
package protocol SharedAssertable: AnyObject, Sendable {
  /// Makes the live value the asserted one: the test has accounted for every change so far.
  func acceptAssertion()
  /// What changed since the last accepted assertion, and what the test described.
  var assertionState: SharedAssertionState { get }
}

/// One shared value's changes since the last step a test store checked.
package struct SharedAssertionState: Sendable {
  /// Whether the live value was written.
  package let changed: Bool
  /// Whether an `assert` closure wrote the value.
  package let asserted: Bool
  /// The diff of the asserted value (`−`) against the live one (`+`), or `nil` when equal.
  package let difference: String?
}
