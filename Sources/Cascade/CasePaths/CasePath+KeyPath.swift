extension CasePath {
  /// The case path a case key path names: `CasePath(\Case<Action>.login)`, or, where the
  /// type is known, `CasePath(\.login.twoFactor)`.
  ///
  /// The key path is resolved once and remembered, so building a reducer body from case key
  /// paths on every action costs a lookup, not a walk of the enum's cases. The result is the
  /// same as appending the links' case paths by hand, with the same identity for cached
  /// scoped stores.
  ///
  /// - Parameter keyPath: The case key path.
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = CaseKeyPathCache.casePath(keyPath)
  }

  /// The case path of the case key path written at a call site, evaluated once per site
  /// (see `CaseKeyPathSites`).
  @inlinable
  init(
    _ keyPath: @autoclosure () -> CaseKeyPath<Root, Value>, fileID: StaticString, line: UInt,
    column: UInt
  ) {
    self = CaseKeyPathSites.casePath(fileID: fileID, line: line, column: column, keyPath)
  }
}

/// Marks the column of a call site's state case key path, so that a call taking two (a state
/// case and an action case) keeps one entry for each in `CaseKeyPathSites`.
@usableFromInline let stateKeyPathColumn: UInt = 1 << 40
