import Cascade

/// The effects of one ``TestStore/send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)``: cancel them
/// or wait for them, failing the test if they outlive a timeout.
public struct TestStoreTask: Hashable, Sendable {
  /// The underlying store task.
  public let rawValue: StoreTask
  let site: SourceSite

  /// Cancels the effects of this send and waits until they have stopped.
  @MainActor
  public func cancel() async {
    rawValue.cancel()
    await TestSettling.settle()
    await rawValue.finish()
  }

  /// Waits for the effects of this send to complete, failing the test if they are still
  /// running after `timeout` of real time.
  ///
  /// It settles the test's work first, so effects that do no waiting are done before it
  /// waits; it does not move virtual time.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait.
  ///   - fileID: Where a failure is reported; the caller's file by default.
  ///   - filePath: Where a failure is reported; the caller's file by default.
  ///   - line: Where a failure is reported; the caller's line by default.
  ///   - column: Where a failure is reported; the caller's column by default.
  @MainActor
  public func finish(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await TestSettling.settle()
    guard await waitForAll([rawValue], timeout: timeout) else {
      SourceSite(fileID, filePath: filePath, line: line, column: column).fail(
        "The effects of this task did not finish within \(timeout)."
      )
      return
    }
  }

  /// Whether the task was cancelled.
  public var isCancelled: Bool { rawValue.isCancelled }

  /// Identity of the underlying store task.
  ///
  /// - Parameters:
  ///   - lhs: A task.
  ///   - rhs: Another task.
  /// - Returns: Whether both wrap the same store task.
  public static func == (lhs: TestStoreTask, rhs: TestStoreTask) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Hashes the underlying store task.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// Waits until every task has finished (`true`) or `timeout` of real time passed (`false`).
@MainActor
func waitForAll(_ tasks: [StoreTask], timeout: Duration) async -> Bool {
  if tasks.allSatisfy(\.isFinished) { return true }
  let outcome = Outcome()
  return await withCheckedContinuation { continuation in
    outcome.continuation = continuation
    Task { @MainActor in
      for task in tasks { await task.finish() }
      outcome.resolve(true)
    }
    Task { @MainActor in
      try? await Task.sleep(for: timeout)
      outcome.resolve(false)
    }
  }
}

/// The first of two racing answers.
@MainActor
private final class Outcome {
  var continuation: CheckedContinuation<Bool, Never>?

  func resolve(_ value: Bool) {
    continuation?.resume(returning: value)
    continuation = nil
  }
}
