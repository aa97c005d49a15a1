import Cascade

// Receiving: asserting the actions that effects fed back to the actor, in the order they
// arrived (as `TestStore+Receive.swift`).

extension ActorTestStore {
  /// Asserts that the actor received `action` from an effect, and how the state changed.
  ///
  /// As `TestStore`'s `receive(_:timeout:assert:)` of an action.
  public func receive(
    _ action: Action,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await core.receive(
      action, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the actor received an action matching `matches`, and how the state changed.
  ///
  /// As `TestStore`'s `receive(_:timeout:assert:)` with a predicate.
  public func receive(
    _ matches: (Action) -> Bool,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await core.receive(
      matching: matches, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }
}
