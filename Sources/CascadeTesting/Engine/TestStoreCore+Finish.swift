import Cascade

// Ending a test: waiting for effects, and the non-exhaustive ways out (skipping).

extension TestStoreCore {
  func finish(timeout: Duration, site: SourceSite) async {
    var wait = TestStoreLedger.FinishWait.settled
    if await settle() != .settled, !ledger.running.isEmpty {
      _ = await waitForAll(ledger.running.map(\.task), timeout: timeout)
      await settle()
      wait = .waited(timeout)
    }
    ledger.reportOutstanding(at: site, when: "when the test store finished", finish: wait)
  }

  func skipReceivedActions(site: SourceSite) async {
    await settle()
    skipReceived(at: site)
  }

  func skipInFlightEffects() async {
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
  func skipReceived(at site: SourceSite) {
    isReordered = false
    reportSkipped(recorder.received.map(\.action), at: site)
    if let last = recorder.received.last { expectedState = last.state }
    shared.accept()
    recorder.removeReceived(first: recorder.received.count)
  }

  /// Lists received actions the test did not assert, under
  /// ``Exhaustivity/off(showSkippedAssertions:)``.
  func reportSkipped(_ actions: some Collection<Action>, at site: SourceSite) {
    guard exhaustivity.showsSkipped, !actions.isEmpty else { return }
    site.reportSkipped(
      """
      \(actions.count) received action(s) that the test did not assert:

      \(actions.map { "  " + TestStoreText.describe($0) }.joined(separator: "\n"))
      """
    )
  }
}
