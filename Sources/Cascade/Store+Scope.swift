extension Store {
  /// A store for one child feature: it reads its state from this store and sends its actions
  /// into it, with no copy of the state and no subscription of its own.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: App.Action.counterCase)
  /// counterStore.send(.incrementTapped)      // sends .counter(.incrementTapped) to the app
  /// counterStore.driver(\.count).drive { … } // the app's driver of \.counter.count
  /// ```
  ///
  /// Scoping again to the same child (the same key path and the same case path, which is
  /// identified by where it was written) returns the same store while it is alive. A scoped
  /// store keeps its root alive; scoping a scoped store scopes its root directly, so a send
  /// from a store five levels deep costs one composed embedding plus a root send. Drivers and
  /// signals on a scoped store are the root's, on composed key paths: they behave, and are
  /// shared, exactly as on the root.
  ///
  /// - Parameters:
  ///   - state: The child's state inside this store's.
  ///   - action: The case of this store's actions that carries the child's.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    runtime.scope(state: state, action: action)
  }
}
