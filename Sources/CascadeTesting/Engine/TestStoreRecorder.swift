import Cascade
import Foundation

/// Sits inside a test store's reducer: records the state each action produced, telling the
/// action the test sent apart from the actions the store received from effects.
///
/// A `TestStore`'s reducer records on the main actor; an `ActorTestStore`'s on its actor.
/// The test reads on the main actor. Everything goes through one lock.
// Unchecked: values cross threads only under the lock, and only for an ActorTestStore,
// whose State and Action are Sendable; a TestStore's recorder never leaves the main actor.
final class TestStoreRecorder<State, Action>: @unchecked Sendable {
  struct Received {
    let action: Action
    let state: State
  }

  private struct Storage {
    var expectingSend = false
    var received: [Received] = []
    /// Every action received, asserted or not: it only grows.
    var receivedCount: UInt64 = 0
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0
  }

  private let lock = NSLock()
  private var unguarded = Storage()
  // The states are fields of their own, under the same lock, rather than parts of `Storage`:
  // a `Storage` made whole would be built on the stack first, two states wide.
  /// The state after the last action the reducer ran (the initial state before any).
  private var latest: State
  /// The state right after the sent action, while a send is under way.
  private var sent: State?
  private let ledger: TestStoreLedger

  init(initialState: InitialState<State>, ledger: TestStoreLedger) {
    self.latest = initialState.value
    self.sent = nil
    self.ledger = ledger
  }

  /// The storage, under the lock.
  private var storage: Guard { Guard(recorder: self) }

  private struct Guard {
    let recorder: TestStoreRecorder

    func withLock<R>(_ body: (inout Storage) -> R) -> R {
      recorder.lock.lock()
      defer { recorder.lock.unlock() }
      return body(&recorder.unguarded)
    }
  }

  func record(_ action: Action, _ state: State) {
    let waiting = storage.withLock { storage -> [CheckedContinuation<Void, Never>]? in
      latest = state
      if storage.expectingSend {
        storage.expectingSend = false
        sent = state
        return nil
      }
      storage.received.append(Received(action: action, state: state))
      storage.receivedCount += 1
      defer { storage.waiters = [:] }
      return Array(storage.waiters.values)
    }
    guard let waiting else { return }
    ledger.recordReceived(TestStoreText.describe(action))
    for waiter in waiting { waiter.resume() }
  }

  /// The next action the reducer runs is the one the test sends (call on the store's
  /// isolation, right before sending).
  func beginSend() {
    storage.withLock { storage in
      storage.expectingSend = true
      sent = nil
    }
  }

  /// The state right after the reducer handled the sent action (before any action that the
  /// send produced); call on the store's isolation right after sending.
  func endSend() -> State? {
    storage.withLock { storage in
      storage.expectingSend = false
      defer { sent = nil }
      return sent
    }
  }

  var received: [Received] { storage.withLock { $0.received } }

  var latestState: State { storage.withLock { _ in latest } }

  func removeReceived(first count: Int) {
    storage.withLock { $0.received.removeFirst(count) }
    ledger.removeReceived(count)
  }

  func removeReceived(at index: Int) {
    storage.withLock { _ = $0.received.remove(at: index) }
    ledger.removeReceived(at: index)
  }

  /// The actions received and not yet asserted, with how many the recorder has received in
  /// all: what ``waitForAction(after:timeout:)`` compares with.
  var receivedSoFar: (received: [Received], total: UInt64) {
    storage.withLock { ($0.received, $0.receivedCount) }
  }

  /// Waits until the recorder has received more than `total` actions in all, or `timeout`
  /// of real time passes. An action received since the caller read `total` (on an
  /// `ActorTestStore`'s actor, between the read and the wait) ends the wait at once.
  func waitForAction(after total: UInt64, timeout: Duration) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let id = storage.withLock { storage -> UInt64? in
        guard storage.receivedCount == total else { return nil }
        storage.nextWaiter += 1
        storage.waiters[storage.nextWaiter] = continuation
        return storage.nextWaiter
      }
      guard let id else { return continuation.resume() }
      Task { [weak self] in
        try? await Task.sleep(for: timeout)
        self?.storage.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
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
