import Cascade

// Exhaustivity: asserting state with no action, and changing how strictly steps are checked
// (as `TestStore+Exhaustivity.swift`).

extension ActorTestStore {
  /// Asserts the current state, with no action.
  ///
  /// See ``TestStore/assert(_:fileID:filePath:line:column:)``.
  public func assert(
    _ update: (inout State) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    core.assert(
      update, site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs `body` with ``exhaustivity`` set to `exhaustivity`, then restores it.
  ///
  /// See ``TestStore/withExhaustivity(_:_:)``.
  public func withExhaustivity(_ exhaustivity: Exhaustivity, _ body: () async -> Void) async {
    await core.withExhaustivity(exhaustivity, body)
  }
}
