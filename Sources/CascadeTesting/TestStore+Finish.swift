import Cascade

// Ending a test: waiting for effects, and the non-exhaustive ways out (skipping).

extension TestStore {
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
    var wait = TestStoreLedger.FinishWait.settled
    if await settle() != .settled, !ledger.running.isEmpty {
      _ = await waitForAll(ledger.running.map(\.task), timeout: timeout)
      await settle()
      wait = .waited(timeout)
    }
    ledger.reportOutstanding(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      when: "when the test store finished",
      finish: wait
    )
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
    await settle()
    skipReceived(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    await settle()
    let running = ledger.running
    for send in running { send.task.cancel() }
    // The cancelled tasks end as the domain runs them.
    await settle()
    for send in running { await send.task.finish() }
    ledger.forgetSends()
  }

  /// Accepts every received action unasserted (listing them at `site` when the test shows
  /// skipped assertions).
  func skipReceived(at site: CallSite) {
    isReordered = false
    reportSkipped(recorder.received.map(\.action), at: site)
    if let last = recorder.received.last { expectedState = last.state }
    recorder.removeReceived(first: recorder.received.count)
  }

  /// Lists received actions the test did not assert, under
  /// ``Exhaustivity/off(showSkippedAssertions:)``.
  func reportSkipped(_ actions: some Collection<Action>, at site: CallSite) {
    guard exhaustivity.showsSkipped, !actions.isEmpty else { return }
    site.reportSkipped(
      """
      \(actions.count) received action(s) that the test did not assert:

      \(actions.map { "  " + TestStoreText.describe($0) }.joined(separator: "\n"))
      """
    )
  }
}
