/// An action enum with a case for ``BindingAction``s, so that ``BindingReducer`` and
/// `store.binding(\.field)` can set fields of the state.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)   // satisfies `binding(_:)`
///   case saveTapped
/// }
/// ```
public protocol BindableAction {
  /// The state whose fields the bindings set.
  associatedtype State

  /// The action that carries `action` (the enum case).
  ///
  /// - Parameter action: A binding action.
  /// - Returns: This enum's action for it.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is the binding case. Found by default
  /// from the case's payload type (no name matching); implement it to skip that lookup.
  var _binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The payload of the case whose payload is a `BindingAction<State>`, if this is it.
  public var _binding: BindingAction<State>? {
    Mirror(reflecting: self).children.first?.value as? BindingAction<State>
  }
}
