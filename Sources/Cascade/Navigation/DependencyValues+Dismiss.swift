extension DependencyValues {
  /// Dismisses the feature whose effect calls it (TCA's `\.dismiss`): see ``DismissEffect``.
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// …
  /// return .run { _ in await dismiss() }
  /// ```
  ///
  /// The same value live and in tests: what it dismisses is found where it is called. Set
  /// it (`$0.dismiss = DismissEffect { … }`) to watch calls instead.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

private enum DismissKey: DependencyKey {
  static var liveValue: DismissEffect { DismissEffect() }
  static var testValue: DismissEffect { DismissEffect() }
}
