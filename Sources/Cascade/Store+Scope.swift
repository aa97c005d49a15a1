extension Store {
  /// A store for one child feature: it reads its state from this store and sends its actions
  /// into it, with no copy of the state and no subscription of its own.
  ///
  /// ```swift
  /// let counterStore = appStore.scope(state: \.counter, action: \.counter)
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
  /// This store keeps the child store for as long as it lives itself, so that observation
  /// through a child scoped inside `observe {}` or a view's body — which does not hold it —
  /// keeps working after the render. (Each child key is kept once: the cost is one store per
  /// distinct child.)
  ///
  /// - Parameters:
  ///   - state: The child's state inside this store's.
  ///   - action: The case of this store's actions that carries the child's.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let child = runtime.scope(state: state, action: action)
    keep(child, as: ScopeKey(state: state, action: action.identity))
    return child
  }

  /// A store of a part of this store's state and the actions of the case `action` names:
  /// `store.scope(state: \.counter, action: \.counter)`. The same store as the
  /// ``CasePath`` form returns for the case path the key path stands for.
  ///
  /// - Parameters:
  ///   - state: The child's state inside this store's.
  ///   - action: The case of this store's actions that carries the child's, as a case key path.
  /// - Returns: The child store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(state: state, action: CasePath(action))
  }

  /// Keeps a store scoped from this one (not this store itself: a scope to `\.self` with an
  /// equal case path may return it).
  func keep(_ child: AnyObject, as key: AnyHashable) {
    guard child !== self, scopedChildren[key] !== child else { return }
    scopedChildren[key] = child
  }
}
