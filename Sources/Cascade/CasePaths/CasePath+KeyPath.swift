extension CasePath {
  /// The case path a case key path names: `CasePath(\Case<Action>.login)`, or, where the
  /// type is known, `CasePath(\.login.twoFactor)`.
  ///
  /// The key path is resolved once and remembered by its object, so building a reducer body
  /// from case key paths on every action costs a lookup, not a walk of the enum's cases. The result is the
  /// same as appending the links' case paths by hand, with the same identity for cached
  /// scoped stores.
  ///
  /// - Parameter keyPath: The case key path.
  @inlinable
  public init(_ keyPath: CaseKeyPath<Root, Value>) {
    self = CaseKeyPathCache.casePath(keyPath)
  }
}
