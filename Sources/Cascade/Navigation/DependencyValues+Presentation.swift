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

  /// Whether the feature reading it is presented (TCA's `\.isPresented`): `true` in the
  /// reducer of a child an `ifLet` of a presentation runs, or of a stack element, and in
  /// its effects; `false` at the root. The question to ask before `await dismiss()` in a
  /// feature that also runs at the root.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// …
  /// case .closeTapped:
  ///   return isPresented ? .run { _ in await dismiss() } : .none
  /// ```
  ///
  /// Set it (`$0.isPresented = true`) to test a feature as if presented, without its parent.
  public var isPresented: Bool {
    get {
      self[IsPresentedKey.self]
        ?? (PresentationMark.isPresenting || DismissEffect.presentation != nil)
    }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum IsPresentedKey: DependencyKey {
  static var liveValue: Bool? { nil }
  static var testValue: Bool? { nil }
}

private enum DismissKey: DependencyKey {
  static var liveValue: DismissEffect { DismissEffect() }
  static var testValue: DismissEffect { DismissEffect() }
}
