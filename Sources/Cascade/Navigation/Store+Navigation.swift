extension Store {
  /// The store of a presented child while it is presented, `nil` otherwise.
  ///
  /// This store keeps the child store while the child is presented, and lets it go at the
  /// first call that finds it dismissed.
  ///
  /// ```swift
  /// if let editor = store.scope(state: \.$editor, action: \.editor) {
  ///   editor.send(.titleChanged("Milk"))   // sends .editor(.presented(.titleChanged("Milk")))
  /// }
  /// ```
  ///
  /// The child store reads its state from this store and sends its actions wrapped in
  /// `.presented`; it is the same store for as long as it is held, and observable like any
  /// store (`editor.title` in `observe {}`). Called inside observation tracking, the call
  /// registers interest in the presentation, so a view re-scopes when the child appears or
  /// goes. A child store kept past the dismissal keeps showing the last state it read (a view
  /// being dismissed may still read it); an action it sends then is a runtime warning of the
  /// `ifLet`, and is ignored.
  ///
  /// - Parameters:
  ///   - state: The presentation (`\.$editor`).
  ///   - action: The case that carries the child's presentation actions.
  /// - Returns: The child store, or `nil` when nothing is presented.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, Presents<ChildState>>,
    action: CasePath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scopeWhilePresent(
      state: state.appending(path: \.wrappedValue),
      action: action.appending(PresentationAction.presentedCase))
  }

  /// The presented child's store while it is present, for the actions of the case `action`
  /// names: `store.scope(state: \.$destination, action: \.destination)`.
  ///
  /// - Parameters:
  ///   - state: The `@Presents` child state (`\.$destination`).
  ///   - action: The case that carries the child's presentation actions, as a case key path.
  /// - Returns: The child's store, or `nil` when nothing is presented.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, Presents<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: CasePath(action))
  }

  /// The store of an optional part of the state while it is present, `nil` otherwise: a
  /// plain optional field (`\.child`), or one case of an enum state
  /// (`\.destination?.edit`, through a `@dynamicMemberLookup` ``CasePathable`` enum), as
  /// TCA scopes them.
  ///
  /// ```swift
  /// if let edit = store.scope(state: \.destination?.edit, action: \.destination.edit) {
  ///   edit.send(.titleChanged("Milk"))
  /// }
  /// ```
  ///
  /// It behaves as the scope to a `@Presents` child does: the same store while the part is
  /// present, let go at the first call that finds it gone; kept past that, it shows the last
  /// state it read, and an action it sends reaches the parent, whose `ifLet` reports it.
  ///
  /// - Parameters:
  ///   - state: The optional part of the state.
  ///   - action: The case that carries the part's actions, as a case key path.
  /// - Returns: The part's store, or `nil` while the part is `nil`.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scopeWhilePresent(state: state, action: CasePath(action))
  }

  /// The store of an optional part of the state, for the actions `action` carries, while
  /// the part is present: what the `@Presents` and the optional scopes both return.
  private func scopeWhilePresent<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // Tracks presence only: the child store's own reads track the child's fields.
    let key = NavigationScopeKey(state: state, element: nil)
    guard self[dynamicMember: state.appending(path: \.isPresentForScope)],
      let current = currentState[keyPath: state]
    else {
      scopedChildren[key] = nil
      return nil
    }
    let child = runtime.scope(
      state: state.appending(path: \.[presentOr: LastKnown(current)]), action: action)
    keep(child, as: key)
    return child
  }

  /// The store of one stack element while it is on the stack, `nil` otherwise.
  ///
  /// ```swift
  /// for id in store.path.ids {
  ///   if let element = store.scope(state: \.path, action: \.path, id: id) { … }
  /// }
  /// ```
  ///
  /// The element's store sends its actions wrapped in `.element(id:action:)` with `id`. This
  /// store holds it until the send that pops the element. As with a presented child, an
  /// element store kept elsewhere past the pop shows the last state it read, and an action
  /// it sends is a runtime warning of the `forEach`.
  ///
  /// - Parameters:
  ///   - state: The stack.
  ///   - action: The case that carries the stack's actions.
  ///   - id: The element's id.
  /// - Returns: The element's store, or `nil` when `id` is not on the stack.
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CasePath<Action, StackAction<ElementState, ElementAction>>,
    id: StackElementID
  ) -> Store<ElementState, ElementAction>? {
    let stack = currentState[keyPath: state]
    // Let go of the stores of elements that have left this stack.
    scopedChildren = scopedChildren.filter { key, _ in
      guard let key = key.base as? NavigationScopeKey, key.state == state,
        let element = key.element
      else { return true }
      return stack[contains: element]
    }
    guard self[dynamicMember: state.appending(path: \.[contains: id])],
      let current = stack[id: id]
    else { return nil }
    let elementCase = CasePath<StackAction<ElementState, ElementAction>, ElementAction>(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case .element(id, let elementAction) = $0 else { return nil }
        return elementAction
      },
      identity: .stackElement(id.rawValue)
    )
    let child = runtime.scope(
      state: state.appending(path: \.[element: id, lastKnown: LastKnown(current)]),
      action: action.appending(elementCase)
    )
    keepElement(child, as: NavigationScopeKey(state: state, element: id), id: id, of: state) {
      let stack = runtime.field(state)
      return ElementStores(
        removals: { stack.read().removals },
        contains: { stack.read()[contains: $0.base as! StackElementID] })
    }
    return child
  }

  /// The store of one stack element, for the actions of the case `action` names:
  /// `store.scope(state: \.path, action: \.path, id: id)`.
  ///
  /// - Parameters:
  ///   - state: The stack's state.
  ///   - action: The case that carries stack actions, as a case key path.
  ///   - id: The element's id.
  /// - Returns: The element's store, or `nil` when no element has that id.
  public func scope<ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    id: StackElementID
  ) -> Store<ElementState, ElementAction>? {
    scope(
      state: state, action: CasePath(action), id: id)
  }
}

/// Identifies a store scoped to a presentation (`element == nil`) or to one stack element,
/// among the stores a store keeps.
private struct NavigationScopeKey: Hashable {
  let state: AnyKeyPath
  let element: StackElementID?
}

/// A store is identified by the object it is — `sheet(item:)` can present an optional child
/// store, and a scope that returns the same cached store keeps the same identity — except a
/// row store (``Store/scope(state:action:)-(KeyPath<State,IdentifiedArray<ID,ElementState>>,_)``),
/// whose id is its element's, as `ForEach` over row stores expects.
extension Store: Identifiable {
  /// The element's id for a row store; otherwise this store's own identity.
  nonisolated public var id: AnyHashableSendable {
    rowID ?? AnyHashableSendable(ObjectIdentifier(self))
  }
}
