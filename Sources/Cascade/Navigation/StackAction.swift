/// The actions of a navigation stack, as its parent receives them: an element's own actions,
/// pops and pushes.
///
/// ```swift
/// enum Action: CasePathable {
///   case path(StackAction<Path.State, Path.Action>)
/// }
/// store.send(.path(.element(id: 0, action: .detail(.favoriteTapped))))
/// store.send(.path(.popFrom(id: 0)))
/// await testStore.receive(\.path[id: 0].detail.saved)
/// ```
public enum StackAction<State, Action> {
  /// `action` for the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Removes the element with `id` and every element above it, cancelling their effects. An
  /// element that returns ``Effect/dismiss`` sends this with its own id.
  case popFrom(id: StackElementID)
  /// Appends `state` with the id `id` (the parent reducer then sees it on the stack).
  case push(id: StackElementID, state: State)
}

extension StackAction: CasePathable {
  /// The cases of a stack action, for case key paths: `\.path.push`, `\.path.popFrom`, and
  /// `\.path[id: 0]` for one element's actions.
  public struct AllCasePaths: Sendable {
    /// A pushed element: its id and state.
    public var push: CasePath<StackAction, (id: StackElementID, state: State)> {
      CasePath(
        { .push(id: $0.id, state: $0.state) },
        extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } })
    }
    /// A pop of the element with this id and every element above it.
    public var popFrom: CasePath<StackAction, StackElementID> {
      CasePath(StackAction.popFrom) { if case .popFrom(let id) = $0 { id } else { nil } }
    }
    /// An action of some element: its id and the action.
    public var element: CasePath<StackAction, (id: StackElementID, action: Action)> {
      CasePath(
        { .element(id: $0.id, action: $0.action) },
        extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
    }
  }

  /// The cases of a stack action.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
