import Cascade

/// An exhaustive test harness for a reducer: every state change, every action effects feed
/// back, and every effect still running must be accounted for.
///
/// ```swift
/// @Test @MainActor func timer() async {
///   let scheduler = TestScheduler()
///   let store = TestStore(initialState: Stopwatch.State()) { Stopwatch(scheduler: scheduler) }
///
///   await store.send(.startTapped) { $0.isRunning = true }
///   await scheduler.advance(by: .milliseconds(100))
///   await store.receive(.tick) { $0.elapsed = .milliseconds(100) }
///   await store.send(.stopTapped) { $0.isRunning = false }
/// }
/// ```
///
/// The test store runs the reducer in a real `Store` — the same send loop, so the same
/// order of actions and the same final state — and records the state each action produced.
///
/// Failures (reported at the line of the step, to Swift Testing when a Swift Testing test is
/// running and to XCTest otherwise) show a line-by-line diff of expected (`−`) against actual
/// (`+`) state: only the differing fields, with their paths.
@MainActor
public final class TestStore<State: Equatable, Action> {
  let store: Store<State, Action>
  private let recorder: ActionRecorder<State, Action>
  private let ledger = TestStoreLedger()
  private let site: CallSite
  private var expectedState: State
  /// After an order mismatch was reported, until every action received by then is asserted:
  /// `receive` matches in any order without state checks, so one swap is one failure.
  private var isReordered = false

  /// How strictly this store checks the test; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity = .on {
    didSet { ledger.exhaustivity = exhaustivity }
  }

  /// Creates a test store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first step.
  ///   - reducer: Builds the reducer under test.
  ///   - fileID: Where end-of-test failures without a step are reported.
  ///   - filePath: Where end-of-test failures without a step are reported.
  ///   - line: Where end-of-test failures without a step are reported.
  ///   - column: Where end-of-test failures without a step are reported.
  public init<R: Reducer>(
    initialState: State,
    reducer: () -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    RuntimeWarningReporting.install()
    let recorder = ActionRecorder<State, Action>(ledger: ledger)
    let reducer = reducer()
    self.recorder = recorder
    self.expectedState = initialState
    self.site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.store = Store(initialState: initialState) {
      Reduce<State, Action> { state, action in
        let effect = reducer.reduce(into: &state, action: action)
        recorder.record(action, state)
        return effect
      }
    }
  }

  deinit {
    ledger.reportOutstanding(at: site, when: "when the test store was deallocated")
  }

  /// The store's current state (including every action it has processed so far).
  public var state: State { store.currentState }

  // MARK: - Steps

  /// Sends an action and asserts how the state changed.
  ///
  /// `assert` receives the state as it was before the action (as far as the test has
  /// asserted) and must mutate it into the expected state. Omit it when nothing should change.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  /// - Returns: A task for the effects this action started.
  @discardableResult
  public func send(
    _ action: Action,
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if !recorder.received.isEmpty {
      if exhaustivity == .on {
        site.fail(
          """
          Must handle \(recorder.received.count) received action(s) before sending an action:

          \(recorder.received.map { "  " + TestStoreText.describe($0.action) }.joined(separator: "\n"))

          Assert them with 'await store.receive(…)', or call 'skipReceivedActions()'.
          """
        )
      }
      skipReceived()
    }
    let (storeTask, actual) = recorder.capturingSentState { store.send(action) }
    if let actual {
      check(
        step: "send(\(TestStoreText.describe(action)))",
        actual: actual,
        assert: assert,
        site: site
      )
    }
    ledger.recordSend(.init(action: TestStoreText.describe(action), site: site, task: storeTask))
    return TestStoreTask(rawValue: storeTask, site: site)
  }

  /// Asserts that the store received `action` from an effect, and how the state changed.
  ///
  /// Waits up to `timeout` of real time for the action to arrive. Actions that effects produce
  /// on a `TestScheduler` arrive only when the test advances it.
  ///
  /// - Parameters:
  ///   - action: The action expected next.
  ///   - timeout: How long to wait for it.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public func receive(
    _ action: Action,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      description: TestStoreText.describe(action),
      expected: action,
      matching: { $0 == action },
      timeout: timeout,
      assert: assert,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the store received an action matching `matches`, and how the state changed.
  ///
  /// - Parameters:
  ///   - matches: Whether a received action is the expected one.
  ///   - timeout: How long to wait for it.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public func receive(
    _ matches: (Action) -> Bool,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      description: "an action matching the predicate",
      expected: nil,
      matching: matches,
      timeout: timeout,
      assert: assert,
      site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receive(
    description: String,
    expected: Action?,
    matching: (Action) -> Bool,
    timeout: Duration,
    assert: ((inout State) -> Void)?,
    site: CallSite
  ) async {
    let found = await waitForReceived(timeout: timeout) { received in
      exhaustivity == .on ? !received.isEmpty : received.contains { matching($0.action) }
    }
    guard found else {
      let running = ledger.running.count
      site.fail(
        """
        Expected to receive \(description), but received nothing within \(timeout).
        \(running == 0 ? "No effect is running." : "\(running) action(s) still have running effects: if they wait on a TestScheduler, advance it before receiving.")
        """
      )
      return
    }
    if exhaustivity == .off,
      let index = recorder.received.firstIndex(where: { matching($0.action) })
    {
      if index > 0 {
        expectedState = recorder.received[index - 1].state
        recorder.removeReceived(first: index)
      }
    }
    if exhaustivity == .on,
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
      return
    }
    check(
      step: "receive(\(TestStoreText.describe(next.action)))",
      actual: next.state,
      assert: assert,
      site: site
    )
  }

  /// Waits for the effects of every send to finish, then asserts that nothing is left: no
  /// received action unasserted, no effect running.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait, in real time, for running effects.
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
    _ = await waitForAll(ledger.running.map(\.task), timeout: timeout)
    ledger.reportOutstanding(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
      when: "when the test store finished",
      finishTimeout: timeout
    )
  }

  /// Discards the actions received but not yet asserted, accepting the state they produced.
  ///
  /// - Parameters:
  ///   - fileID: Unused; kept for symmetry with the other steps.
  ///   - filePath: Unused.
  ///   - line: Unused.
  ///   - column: Unused.
  public func skipReceivedActions(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    skipReceived()
  }

  /// Cancels every effect still running and stops accounting for them.
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
    let running = ledger.running
    for send in running { send.task.cancel() }
    for send in running { await send.task.finish() }
    ledger.forgetSends()
  }

  // MARK: - Checking

  /// The expected action arrived, but not next: report the order once, with what arrived.
  private func receiveOutOfOrder(at index: Int, description: String, site: CallSite) {
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
      expectedState = store.currentState
    }
  }

  private func skipReceived() {
    isReordered = false
    if let last = recorder.received.last { expectedState = last.state }
    recorder.removeReceived(first: recorder.received.count)
  }

  private func waitForReceived(
    timeout: Duration,
    until ready: ([ActionRecorder<State, Action>.Received]) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !ready(recorder.received) {
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero, await recorder.waitForNextAction(timeout: remaining) else {
        return ready(recorder.received)
      }
    }
    return true
  }

  private func check(
    step: String,
    actual: State,
    assert: ((inout State) -> Void)?,
    site: CallSite
  ) {
    defer { expectedState = actual }
    switch exhaustivity {
    case .on:
      let before = expectedState
      var expected = before
      assert?(&expected)
      if assert != nil, expected == before, actual == before {
        site.fail(
          """
          The 'assert' closure of \(step) made no change to the state, and none occurred. \
          Omit the closure when no change is expected.
          """
        )
        return
      }
      guard let diff = Diff.describe(expected: expected, actual: actual) else { return }
      if assert == nil {
        site.fail(
          """
          State was not expected to change, but a change occurred after \(step):

          \(diff)

          (Expected: −, Actual: +) Describe the change in the 'assert' closure.
          """
        )
      } else if actual == before {
        site.fail(
          """
          Expected state to change after \(step), but no change occurred:

          \(diff)

          (Expected: −, Actual: +)
          """
        )
      } else {
        site.fail(
          """
          A state change does not match expectation after \(step):

          \(diff)

          (Expected: −, Actual: +)
          """
        )
      }
    case .off:
      guard let assert else { return }
      var expected = actual
      assert(&expected)
      guard let diff = Diff.describe(expected: expected, actual: actual) else { return }
      site.fail(
        """
        A state change does not match expectation after \(step):

        \(diff)

        (Expected: −, Actual: +)
        """
      )
    }
  }
}
