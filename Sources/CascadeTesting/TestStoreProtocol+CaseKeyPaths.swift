import Cascade

// TCA's key-path spelling of actions in tests: `send(\.counter.incrementBy, 3)`,
// `receive(\.delegate.saved)`, `receive(\.response.success, items)`.

extension TestStoreProtocol {
  /// Sends the action the case `action` names, made from `value`, and asserts how the
  /// state changed: `await store.send(\.game.cellTapped, (row: 0, column: 0))`.
  ///
  /// - Parameters:
  ///   - action: The case of the action to send, as a case key path.
  ///   - value: Its payload.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  /// - Returns: A task for the effects this action started.
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      CasePath(action).embed(value), assert: assert, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Sends the action of a case without a payload, by its case key path, and asserts how the
  /// state changed: `await store.send(\.rows[id: id].deleteTapped)`.
  ///
  /// - Parameters:
  ///   - action: The case of the action to send, as a case key path.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  /// - Returns: A task for the effects this action started.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      CasePath(action).embed(()), assert: assert, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Asserts that the store received an action of the case `action` names, whatever its
  /// payload, and how the state changed: `await store.receive(\.delegate.saved)`.
  ///
  /// A failure names this line and the action that arrived.
  ///
  /// - Parameters:
  ///   - action: The case the next received action must be, as a case key path.
  ///   - timeout: How long to wait for work outside Cascade's schedulers.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public func receive<Value>(
    _ action: CaseKeyPath<Action, Value>,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await _core.receive(
      CasePath(action), described: caseKeyPathExpectation, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the store received the action the case `action` names made from `value`,
  /// and how the state changed: `await store.receive(\.response.success, items)`.
  ///
  /// - Parameters:
  ///   - action: The case the next received action must be, as a case key path.
  ///   - value: Its expected payload.
  ///   - timeout: How long to wait for work outside Cascade's schedulers.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public func receive<Value: Equatable>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      CasePath(action), value, timeout: timeout, assert: assert, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// What a failing `receive` of a case key path expected: a key path has no readable name.
let caseKeyPathExpectation = "an action of the case this receive names"
