import Cascade

// Receiving: asserting the actions that effects fed back, in the order they arrived.

extension TestStoreCore {
  // The receive overloads of both test stores: what each expects, described for failures.

  func receive(
    _ action: Action, timeout: Duration, assert: ((inout State) -> Void)?, site: SourceSite
  ) async where Action: Equatable {
    await receive(
      description: TestStoreText.describe(action), expected: action, matching: { $0 == action },
      timeout: timeout, assert: assert, site: site)
  }

  func receive(
    matching matches: (Action) -> Bool, timeout: Duration, assert: ((inout State) -> Void)?,
    site: SourceSite
  ) async {
    await receive(
      description: "an action matching the predicate", expected: nil, matching: matches,
      timeout: timeout, assert: assert, site: site)
  }

  /// Receives an action of `casePath`'s case. `description` names what was expected in a
  /// failure; a case key path has no readable text, so its failure names the case by the
  /// receive's own line and the action that arrived.
  func receive<Value>(
    _ casePath: CasePath<Action, Value>, described description: String, timeout: Duration,
    assert: ((inout State) -> Void)?, site: SourceSite
  ) async {
    await receive(
      description: description,
      expected: nil,
      matching: { casePath.extract($0) != nil }, timeout: timeout, assert: assert, site: site)
  }

  func receive<Value: Equatable>(
    _ casePath: CasePath<Action, Value>, _ value: Value, timeout: Duration,
    assert: ((inout State) -> Void)?, site: SourceSite
  ) async {
    let expected = casePath.embed(value)
    await receive(
      description: TestStoreText.describe(expected), expected: expected,
      matching: { casePath.extract($0) == value }, timeout: timeout, assert: assert, site: site)
  }

  func receive(
    description: String,
    expected: Action?,
    matching: (Action) -> Bool,
    timeout: Duration,
    assert: ((inout State) -> Void)?,
    site: SourceSite
  ) async {
    let arrival = await waitForReceived(timeout: timeout) { received in
      exhaustivity.isExhaustive
        ? !received.isEmpty : received.contains { matching($0.action) }
    }
    guard arrival == .arrived else {
      let running = ledger.running.count
      let what =
        arrival == .cannotArrive
        ? "received nothing, and no effect can send it before virtual time moves"
        : "received nothing within \(timeout)"
      site.fail(
        """
        Expected to receive \(description), but \(what).
        \(running == 0 ? "No effect is running." : "\(running) action(s) still have running effects: if they wait on a TestScheduler, advance it before receiving.")
        """
      )
      return
    }
    if !exhaustivity.isExhaustive,
      let index = recorder.received.firstIndex(where: { matching($0.action) })
    {
      if index > 0 {
        reportSkipped(recorder.received[..<index].map(\.action), at: site)
        expectedState = recorder.received[index - 1].state
        recorder.removeReceived(first: index)
      }
    }
    if exhaustivity.isExhaustive,
      let index = recorder.received.firstIndex(where: { matching($0.action) }),
      index > 0 || isReordered
    {
      return receiveOutOfOrder(at: index, description: description, site: site)
    }
    let next = recorder.received[0]
    recorder.removeReceived(first: 1)
    guard matching(next.action) else {
      let diff = expected.map { TestStoreText.difference(expected: $0, received: next.action) }
      site.fail(
        """
        Received unexpected action \(TestStoreText.describe(next.action)) while expecting \
        \(description).\(diff.map { "\n\n\($0)\n\n(Expected: −, Received: +)" } ?? "")
        """
      )
      expectedState = next.state
      shared.accept()
      return
    }
    check(
      step: "receive(\(TestStoreText.describe(next.action)))",
      actual: next.state,
      assert: assert,
      site: site
    )
  }

  /// The expected action arrived, but not next: report the order once, with what arrived.
  func receiveOutOfOrder(at index: Int, description: String, site: SourceSite) {
    if !isReordered {
      isReordered = true
      let received = recorder.received.map { TestStoreText.describe($0.action) }
      let indent = "\n" + String(repeating: " ", count: 18)
      site.fail(
        """
        Received actions in a different order than this test expects them.

          Expected next:  \(description)
          Received:       \(received.joined(separator: indent))

        Receive them in the order they arrived. Until the actions received so far are all \
        asserted, 'receive' matches them in any order and skips their state checks, so this \
        is reported once.
        """
      )
    }
    recorder.removeReceived(at: index)
    if recorder.received.isEmpty {
      isReordered = false
      expectedState = currentState
      shared.accept()
    }
  }

  /// How waiting for a received action ended.
  enum Arrival: Equatable {
    case arrived
    /// The test's work is settled (or nothing is running) and the action is not there:
    /// only moving virtual time could still bring it.
    case cannotArrive
    /// Work waiting outside Cascade's schedulers did not bring it within the timeout.
    case timedOut
  }

  /// Settles the test's work, then waits until `ready`: at once when settled work cannot
  /// deliver any more, and up to `timeout` of real time while some effect waits on
  /// something outside Cascade's schedulers (an `AsyncStream` the test feeds, real time).
  /// Time the waiter was held by other work does not count (``WaitBudget``).
  func waitForReceived(
    timeout: Duration,
    until ready: ([TestStoreRecorder<State, Action>.Received]) -> Bool
  ) async -> Arrival {
    var budget = WaitBudget(timeout)
    var outcome = await settle()
    while true {
      let (received, total) = recorder.receivedSoFar
      if ready(received) { return .arrived }
      if outcome == .settled || ledger.running.isEmpty { return .cannotArrive }
      let waited = await budget.waitSlice { slice in
        await recorder.waitForAction(after: total, timeout: slice)
      }
      if !waited { return .timedOut }
      // Only an action that arrived starts work to settle. Settling after a slice in which
      // nothing arrived could find the domain settled while what a real-time scheduler's
      // item resumed is still on its way to this actor, behind this waiter.
      if recorder.receivedSoFar.total != total { outcome = await settle() }
    }
  }
}
