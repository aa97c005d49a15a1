/// A wait that the current test's settling domain counts as parked until it is resolved —
/// for test tooling outside the engine (CascadeTesting's ``TestActorSystem``: a remote call
/// waiting for its reply) — and the door such tooling starts its settled tasks through.
///
/// Outside a test's domain it is a plain one-shot continuation.
package final class SettledWait<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Value, Never>?
    var result: Value?
  }

  private let state = Locked(State())
  private let parking: SettlingSleeper?

  /// A wait for the current task, which will call ``wait()``.
  package init() {
    parking = SettlingHooks.parking()
  }

  /// Suspends until ``resolve(_:)``, parked in the test's domain meanwhile.
  package func wait() async -> Value {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Value? in
        if let result = state.result { return result }
        state.continuation = continuation
        parking?.parked()
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Resolves the wait with `value`; only the first call counts.
  ///
  /// - Returns: Whether this call resolved it.
  @discardableResult
  package func resolve(_ value: Value) -> Bool {
    let waiting = state.withLock { state -> (resolved: Bool, CheckedContinuation<Value, Never>?) in
      guard state.result == nil else { return (false, nil) }
      state.result = value
      defer { state.continuation = nil }
      return (true, state.continuation)
    }
    guard waiting.resolved else { return false }
    if let continuation = waiting.1 {
      parking?.woke()
      continuation.resume(returning: value)
    }
    return true
  }

  /// Starts `operation` as settled work of the current test (a plain task outside one).
  ///
  /// - Parameters:
  ///   - fileID: Where a warning about the task points.
  ///   - line: Where a warning about the task points.
  ///   - operation: The work.
  package static func startTask(
    fileID: StaticString, line: UInt, _ operation: @escaping @Sendable () async -> Void
  ) {
    _ = SettlingHooks.startTask(
      site: EffectSite("a test network delivery", fileID: fileID, line: line), priority: nil,
      operation: operation)
  }
}
