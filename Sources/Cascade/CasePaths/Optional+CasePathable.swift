extension Optional: CasePathable {
  /// The cases of an optional, for case key paths: `\.some`, `\.none`.
  public struct AllCasePaths: Sendable {
    /// The wrapped value.
    public var some: CasePath<Optional, Wrapped> {
      CasePath(Optional.some) { $0 }
    }
    /// No value.
    public var none: CasePath<Optional, Void> {
      CasePath(Optional.none) { $0 == nil ? () : nil }
    }
  }

  /// The cases of an optional.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
