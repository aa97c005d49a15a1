/// The action of one element of a collection: its id, and its own action.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedAction<Todo.State.ID, Todo.Action>)
///   static let rowsCase = CasePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }
/// }
/// store.send(.rows(.element(id: todo.id, action: .toggled)))
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}
