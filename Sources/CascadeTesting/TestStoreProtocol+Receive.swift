import Cascade

// Receiving: asserting the actions that effects fed back, in the order they arrived.

extension TestStoreProtocol {
  /// Asserts that the store received `action` from an effect, and how the state changed.
  ///
  /// The test's effects are settled first (see "Effects that do no waiting" in the Testing
  /// article): an action they can send without virtual time moving is there. When it is not,
  /// and no running effect can send it before time moves, the step fails at once; `timeout`
  /// of real time bounds only effects waiting outside Cascade's schedulers. Actions that
  /// effects produce on a `TestScheduler` arrive only when the test advances it.
  ///
  /// - Parameters:
  ///   - action: The action expected next.
  ///   - timeout: How long to wait for effects waiting outside Cascade's schedulers; time
  ///     the main actor was held by other work does not count.
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
    await _core.receive(
      action, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the store received an action matching `matches`, and how the state changed.
  ///
  /// - Parameters:
  ///   - matches: Whether a received action is the expected one.
  ///   - timeout: How long to wait for effects waiting outside Cascade's schedulers; time
  ///     the main actor was held by other work does not count.
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
    await _core.receive(
      matching: matches, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }
}
