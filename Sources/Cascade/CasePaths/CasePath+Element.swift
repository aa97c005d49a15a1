extension CasePath {
  /// The case path into the actions of one element of a `forEach` collection — TCA's
  /// `\.rows[id: x]` — for `receive` and scoping.
  ///
  /// ```swift
  /// await store.receive(Action.rowsCase.element(id: todo.id).appending(Todo.Action.doneCase))
  /// ```
  ///
  /// - Parameter id: The element's id.
  /// - Returns: A case path whose value is that element's action.
  public func element<ID: Hashable & Sendable, ElementAction>(
    id: ID
  ) -> CasePath<Root, ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    appending(.element(id: id))
  }

  /// The case path into the actions of one element of a stack — TCA's `\.path[id: 0]` — for
  /// `receive` and scoping.
  ///
  /// ```swift
  /// await store.receive(Action.pathCase.element(id: 0).appending(Detail.Action.savedCase))
  /// ```
  ///
  /// - Parameter id: The stack element's id.
  /// - Returns: A case path whose value is that element's action.
  public func element<ElementState, ElementAction>(
    id: StackElementID
  ) -> CasePath<Root, ElementAction> where Value == StackAction<ElementState, ElementAction> {
    appending(.element(id: id))
  }

  /// The actions of the element `id` of a `forEach` collection.
  static func element<ID: Hashable & Sendable>(id: ID) -> CasePath<Root, Value>
  where Root == IdentifiedAction<ID, Value> {
    CasePath(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case .element(id, let action) = $0 else { return nil }
        return action
      },
      identity: .element(AnyHashableSendable(id)))
  }

  /// The actions of the stack element `id`.
  static func element<ElementState>(id: StackElementID) -> CasePath<Root, Value>
  where Root == StackAction<ElementState, Value> {
    CasePath(
      embed: { .element(id: id, action: $0) },
      extract: {
        guard case .element(id, let action) = $0 else { return nil }
        return action
      },
      identity: .stackElement(id.rawValue))
  }
}
