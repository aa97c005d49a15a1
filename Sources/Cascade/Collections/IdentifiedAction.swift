/// The action of one element of a collection: its id, and its own action.
///
/// ```swift
/// enum Action: CasePathable {
///   case rows(IdentifiedActionOf<Todo>)
/// }
/// store.send(.rows(.element(id: todo.id, action: .toggled)))
/// await testStore.receive(\.rows[id: todo.id].toggled)
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: CasePathable {
  /// The cases of an element action, for case key paths; `\.rows[id: id]` reaches one
  /// element's actions.
  public struct AllCasePaths: Sendable {}

  /// The cases of an element action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension IdentifiedAction.AllCasePaths where ID: Sendable {
  /// An action of some element: its id and the action.
  public var element: CasePath<IdentifiedAction, (id: ID, action: Action)> {
    CasePath(
      { .element(id: $0.id, action: $0.action) },
      extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
  }
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}

/// The element actions of a reducer's collection, as TCA spells it:
/// `case rows(IdentifiedActionOf<Todo>)`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
