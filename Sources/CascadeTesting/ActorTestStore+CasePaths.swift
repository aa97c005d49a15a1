import Cascade

// Receiving by case: "an action of this case", with or without its payload (as
// `TestStore+CasePaths.swift`).

extension ActorTestStore {
  /// Asserts that the actor received an action of the case `casePath` extracts, whatever its
  /// payload, and how the state changed.
  ///
  /// As `TestStore`'s `receive(_:timeout:assert:)` of a case path.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await core.receive(
      casePath, described: casePath.expectationText, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the actor received the action `casePath` makes from `value`, and how the
  /// state changed.
  ///
  /// See ``TestStore/receive(_:_:timeout:assert:fileID:filePath:line:column:)-(CasePath<Action,Value>,_,_,_,_,_,_,_)``.
  public func receive<Value: Equatable>(
    _ casePath: CasePath<Action, Value>,
    _ value: Value,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await core.receive(
      casePath, value, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }
}
