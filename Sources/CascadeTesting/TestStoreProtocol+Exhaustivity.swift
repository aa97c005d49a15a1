import Cascade

// Checking state without an action, and changing how strictly a stretch of a test is checked.

extension TestStoreProtocol {
  /// Asserts the current state, with no action: `update` mutates the state the test last
  /// knew into what it should be now (TCA's `store.assert`).
  ///
  /// ```swift
  /// store.assert { $0.count = 2 }
  /// ```
  ///
  /// Exhaustive by default: every difference from the described state fails with a diff.
  /// With ``Exhaustivity/off(showSkippedAssertions:)`` only the fields `update` sets are
  /// checked. An `update` that changes nothing is allowed here (it asserts "unchanged").
  ///
  /// - Parameters:
  ///   - update: Mutates the last known state into the expected current state.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public func assert(
    _ update: (inout State) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    _core.assert(
      update, site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs `body` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.login)
  ///   await store.receive(.loggedIn) { $0.user = "blob" }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - exhaustivity: How strictly the steps in `body` are checked.
  ///   - body: The steps.
  public func withExhaustivity(
    _ exhaustivity: Exhaustivity,
    _ body: () async -> Void
  ) async {
    await _core.withExhaustivity(exhaustivity, body)
  }
}
