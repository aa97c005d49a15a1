/// The actions of a navigation stack, as its parent receives them: an element's own actions,
/// pops and pushes.
///
/// ```swift
/// enum Action {
///   case path(StackAction<Path.State, Path.Action>)
///   static let pathCase = CasePath(Action.path) { if case .path(let a) = $0 { a } else { nil } }
/// }
/// store.send(.path(.element(id: 0, action: .detail(.favoriteTapped))))
/// store.send(.path(.popFrom(id: 0)))
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

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
