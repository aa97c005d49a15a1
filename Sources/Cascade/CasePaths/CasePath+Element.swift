extension CasePath {
  /// The case path into the actions of one element of a `forEach` collection — TCA's
  /// `\.rows[id: x]` — for `receive` and scoping, from a ``CasePath`` value. With case key
  /// paths, write `\.rows[id: todo.id].doneTapped` instead.
  ///
  /// ```swift
  /// let rows: CasePath<Action, IdentifiedAction<Int, Todo.Action>> = CasePath(\.rows)
  /// await store.receive(rows.element(id: todo.id).appending(CasePath(\.doneTapped)))
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
  /// `receive` and scoping, from a ``CasePath`` value. With case key paths, write
  /// `\.path[id: 0].saved` instead.
  ///
  /// ```swift
  /// let path: CasePath<Action, StackAction<Path.State, Path.Action>> = CasePath(\.path)
  /// await store.receive(path.element(id: 0).appending(CasePath(\.saved)))
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
