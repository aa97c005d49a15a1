import Cascade

// Ending a test: waiting for effects, and the non-exhaustive ways out (skipping).

extension TestStoreProtocol {
  /// Waits for the effects of every send to finish, then asserts that nothing is left: no
  /// received action unasserted, no effect running.
  ///
  /// It settles the test's work first. An effect that is then still running and parked on
  /// a scheduler fails at once: `finish()` does not move virtual time. Only effects waiting
  /// on something outside Cascade's schedulers (an `AsyncStream`, real time) are waited for,
  /// up to `timeout`.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait, in real time, for effects waiting outside Cascade's
  ///     schedulers.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public func finish(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await _core.finish(
      timeout: timeout,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Discards the actions received but not yet asserted, accepting the state they produced.
  ///
  /// It settles the test's work first, so the actions of effects that do no waiting are
  /// among those skipped.
  ///
  /// - Parameters:
  ///   - fileID: Where skipped actions are listed (``Exhaustivity/off(showSkippedAssertions:)``).
  ///   - filePath: Where skipped actions are listed.
  ///   - line: Where skipped actions are listed.
  ///   - column: Where skipped actions are listed.
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await _core.skipReceivedActions(
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Cancels every effect still running and stops accounting for them (after settling the
  /// test's work, so that effects that do no waiting have finished first).
  ///
  /// - Parameters:
  ///   - fileID: Unused; kept for symmetry with the other steps.
  ///   - filePath: Unused.
  ///   - line: Unused.
  ///   - column: Unused.
  public func skipInFlightEffects(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await _core.skipInFlightEffects()
  }
}
