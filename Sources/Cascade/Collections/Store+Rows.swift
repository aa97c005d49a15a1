extension Store {
  /// A store per element of a collection, in its order — TCA's
  /// `ForEach(store.scope(state: \.rows, action: \.rows))`.
  ///
  /// ```swift
  /// for row in store.scope(state: \.todos, action: \.todos) {
  ///   row.send(.toggled)   // sends .todos(.element(id: row.id, action: .toggled))
  /// }
  /// ```
  ///
  /// Each row store reads its element and sends its actions wrapped in
  /// `.element(id:action:)`; its ``id`` is the element's id. Row stores are cached by id: the
  /// same element gets the same store on every call. This store holds a row store until the
  /// send that removes its element (through the collection's own removal methods, or by
  /// giving it a new collection) — at the latest until this is next called; a row store kept
  /// elsewhere past its element's removal shows the last state it read, and an action it
  /// sends is a runtime warning of the `forEach`.
  ///
  /// - Parameters:
  ///   - state: The collection.
  ///   - action: The case that carries its elements' actions.
  /// - Returns: The row stores, in the collection's order.
  /// - Complexity: O(n) in the number of elements.
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CasePath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    // A tracked read: a view re-scopes when the collection changes.
    let rows = self[dynamicMember: state]
    // Let go of the stores of elements that have left the collection.
    scopedChildren = scopedChildren.filter { key, _ in
      guard let key = key.base as? RowScopeKey, key.state == state else { return true }
      return rows.index(id: key.id.base as! ID) != nil
    }
    return zip(rows.ids, rows).map { id, element in
      let key = RowScopeKey(state: state, id: AnyHashableSendable(id))
      if let cached = scopedChildren[key] as? Store<ElementState, ElementAction> {
        return cached
      }
      let child = runtime.scope(
        state: state.appending(path: \.[row: id, lastKnown: LastKnown(element)]),
        action: action.element(id: id))
      keepElement(child, as: key, id: id, of: state) {
        let collection = runtime.field(state)
        return ElementStores(
          removals: { collection.read().removals },
          contains: { collection.read().index(id: $0.base as! ID) != nil })
      }
      return child
    }
  }

  /// One store per element of a collection, for the actions of the case `action` names:
  /// `store.scope(state: \.rows, action: \.rows)`.
  ///
  /// - Parameters:
  ///   - state: The collection of element states.
  ///   - action: The case that carries element actions, as a case key path.
  /// - Returns: The element stores, in the collection's order.
  public func scope<ID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    scope(state: state, action: CasePath(action))
  }
}

/// Identifies the store of one element of a collection among the stores a store keeps.
private struct RowScopeKey: Hashable {
  let state: AnyKeyPath
  let id: AnyHashableSendable
}

extension IdentifiedArray {
  /// The element with `id`, or the last one read through `lastKnown` once it is removed: the
  /// key path of a row store.
  subscript(row id: ID, lastKnown lastKnown: LastKnown<Element>) -> Element {
    if let element = self[id: id] {
      lastKnown.value = element
      return element
    }
    return lastKnown.value
  }
}
