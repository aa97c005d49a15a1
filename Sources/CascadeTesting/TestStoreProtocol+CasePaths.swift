import Cascade

// Receiving by case: "an action of this case", with or without its payload (TCA's
// `store.receive(\.delegate.startMeeting)`).

extension TestStoreProtocol {
  /// Asserts that the store received an action of the case `casePath` extracts, whatever
  /// its payload, and how the state changed: the `CasePath` form of
  /// `receive(\.delegate.startMeeting)`, for a case path a helper built.
  ///
  /// ```swift
  /// let startMeeting: CasePath<Action, Void> = CasePath(\.delegate.startMeeting)
  /// await store.receive(startMeeting)
  /// ```
  ///
  /// - Parameters:
  ///   - casePath: The case the next received action must be.
  ///   - timeout: How long to wait for work outside Cascade's schedulers; time the main
  ///     actor was held by other work does not count.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration = .seconds(1),
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await _core.receive(
      casePath, described: casePath.expectationText, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// Asserts that the store received the action `casePath` makes from `value`, and how the
  /// state changed. A received action of another case, or of this case with another
  /// payload, fails with the difference.
  ///
  /// The `CasePath` form of `receive(\.loaded, [item])`.
  ///
  /// ```swift
  /// await store.receive(CasePath(\.loaded), [item]) { $0.items = [item] }
  /// ```
  ///
  /// - Parameters:
  ///   - casePath: The case the next received action must be.
  ///   - value: Its expected payload.
  ///   - timeout: How long to wait for work outside Cascade's schedulers; time the main
  ///     actor was held by other work does not count.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
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
    await _core.receive(
      casePath, value, timeout: timeout, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }
}
