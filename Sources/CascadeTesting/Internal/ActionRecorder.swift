import Cascade

/// Sits inside the ``TestStore``'s reducer: records the state each action produced, telling
/// the action the test sent apart from the actions the store received from effects.
@MainActor
final class ActionRecorder<State, Action> {
  struct Received {
    let action: Action
    let state: State
  }

  private var expectingSend = false
  private var sentState: State?
  private(set) var received: [Received] = []
  private var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
  private var nextWaiter: UInt64 = 0
  private let ledger: TestStoreLedger

  init(ledger: TestStoreLedger) {
    self.ledger = ledger
  }

  func record(_ action: Action, _ state: State) {
    if expectingSend {
      expectingSend = false
      sentState = state
      return
    }
    received.append(Received(action: action, state: state))
    ledger.recordReceived(TestStoreText.describe(action))
    let waiting = waiters
    waiters = [:]
    for waiter in waiting.values { waiter.resume(returning: true) }
  }

  /// Runs `send`; returns its result and the state right after the reducer handled the sent
  /// action (before any action that the send produced).
  func capturingSentState<R>(_ send: () -> R) -> (result: R, state: State?) {
    expectingSend = true
    sentState = nil
    let result = send()
    expectingSend = false
    defer { sentState = nil }
    return (result, sentState)
  }

  func removeReceived(first count: Int) {
    received.removeFirst(count)
    ledger.removeReceived(count)
  }

  func removeReceived(at index: Int) {
    received.remove(at: index)
    ledger.removeReceived(at: index)
  }

  /// Waits until another action is received (`true`) or `timeout` of real time passes.
  func waitForNextAction(timeout: Duration) async -> Bool {
    nextWaiter += 1
    let id = nextWaiter
    return await withCheckedContinuation { continuation in
      waiters[id] = continuation
      Task { @MainActor [weak self] in
        try? await Task.sleep(for: timeout)
        self?.waiters.removeValue(forKey: id)?.resume(returning: false)
      }
    }
  }
}

/// How failures print actions.
enum TestStoreText {
  /// An action as it is written: `.rows(.element(id: 1, action: .progress(1)))`.
  static func describe(_ action: Any) -> String {
    ValueText.describe(action)
  }

  /// Two actions marked `−` (expected) and `+` (received): a line each when they are short;
  /// written over several lines and compared line by line when they are long, so that the
  /// part of a long payload that differs stands out.
  static func difference(expected: Any, received: Any) -> String {
    let expectedText = describe(expected)
    let receivedText = describe(received)
    guard expectedText.count + receivedText.count > 160 else {
      return "− \(expectedText)\n+ \(receivedText)"
    }
    return LineDiff.describe(
      expected: ValueText.layout(expected), actual: ValueText.layout(received))
  }
}
