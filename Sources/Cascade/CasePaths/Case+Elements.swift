extension Case {
  /// The actions of one element of a `forEach` collection, by its id: TCA's `\.rows[id: id]`.
  ///
  /// ```swift
  /// await store.send(\.rows[id: todo.id].toggleTapped)
  /// ```
  ///
  /// - Parameter id: The element's id.
  public subscript<ID: Hashable & Sendable, ElementAction>(
    id id: ID
  ) -> Case<ElementAction> where Value == IdentifiedAction<ID, ElementAction> {
    appending(.element(id: id))
  }

  /// The actions of one element of a navigation stack, by its id: TCA's `\.path[id: 0]`.
  ///
  /// ```swift
  /// await store.receive(\.path[id: 0].detail.saved)
  /// ```
  ///
  /// - Parameter id: The stack element's id.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction> where Value == StackAction<ElementState, ElementAction> {
    appending(.element(id: id))
  }
}
