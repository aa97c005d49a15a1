/// Applies every ``BindingAction``: put it first in a form's body.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.title): state.isDirty = true; return .none
///     case .binding: return .none
///     case .saveTapped: …
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  /// A binding reducer.
  public init() {}

  /// Sets the field a binding action names; ignores other actions.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - action: The action.
  /// - Returns: `.none`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action._binding?.apply(&state)
    return .none
  }
}
