import Cascade

// The end of a test: nothing left unasserted, or explicitly skipped (as
// `TestStore+Finish.swift`).

extension ActorTestStore {
  /// Settles the test's effects, waits for those waiting outside Cascade's schedulers, then
  /// asserts that nothing is left.
  ///
  /// See ``TestStore/finish(timeout:fileID:filePath:line:column:)``.
  public func finish(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await core.finish(
      timeout: timeout,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Discards the actions received but not yet asserted, accepting the state they produced.
  ///
  /// See ``TestStore/skipReceivedActions(fileID:filePath:line:column:)``.
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await core.skipReceivedActions(
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Cancels every effect still running and stops accounting for them.
  ///
  /// See ``TestStore/skipInFlightEffects(fileID:filePath:line:column:)``.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await core.skipInFlightEffects()
  }
}
