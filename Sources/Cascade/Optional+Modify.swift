extension Optional {
  /// Mutates the payload of one enum case in place: how a test asserts a change inside a
  /// presented destination or a case of enum state.
  ///
  /// ```swift
  /// await store.send(.destination(.presented(.edit(.titleChanged("Milk"))))) {
  ///   $0.destination.modify(\.edit) { $0.title = "Milk" }
  /// }
  /// ```
  ///
  /// When the value is `nil` or in another case, nothing changes and a runtime warning (a
  /// test issue under CascadeTesting) names the case it found.
  ///
  /// - Parameters:
  ///   - casePath: The case to modify.
  ///   - body: Mutates its payload.
  ///   - fileID: Where the warning points; the caller's file by default.
  ///   - line: The caller's line by default.
  public mutating func modify<Case>(
    _ casePath: CasePath<Wrapped, Case>,
    _ body: (inout Case) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard var wrapped = self, casePath.modify(&wrapped, body) != nil else {
      RuntimeWarning.report(
        """
        'modify' found \(self.map { ValueText.describe($0) } ?? "nil"), not the case it \
        was given: nothing was modified.
        """,
        fileID: fileID,
        line: line
      )
      return
    }
    self = wrapped
  }

  /// Mutates the payload of the case `keyPath` names in place:
  /// `$0.destination.modify(\.edit) { $0.title = "Milk" }`.
  ///
  /// When the value is `nil` or in another case, nothing changes and a runtime warning (a
  /// test issue under CascadeTesting) names the case it found.
  ///
  /// - Parameters:
  ///   - keyPath: The case to modify, as a case key path.
  ///   - body: Mutates its payload.
  ///   - fileID: Where the warning points; the caller's file by default.
  ///   - line: The caller's line by default.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Wrapped, Value>,
    _ body: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    modify(CasePath(keyPath), body, fileID: fileID, line: line)
  }
}
