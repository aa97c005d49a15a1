extension BindingAction: CasePathable {
  /// A binding action's "cases": one a field of the state, as TCA's, so a case key path can
  /// name the field a binding sets.
  ///
  /// ```swift
  /// await store.send(\.view.binding.email, "a@b.c") { $0.email = "a@b.c" }
  /// await store.receive(\.binding.title) { $0.title = "Milk" }
  /// ```
  ///
  /// The case path of a field embeds a value as `.set(\.field, value)` and extracts the value
  /// of an action that sets that field (`nil` for an action setting another).
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the binding actions that set `keyPath`.
    ///
    /// - Parameter keyPath: A field of the state.
    /// - Returns: The case path from a binding action to the value it sets that field to.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value> & Sendable
    ) -> CasePath<BindingAction, Value> {
      CasePath<BindingAction, Value>(
        { .set(keyPath, $0) },
        extract: { action in
          (action.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath)
            ? action.value as? Value : nil
        })
    }
  }

  /// The fields a binding action can set, as cases: `\.binding.title`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
