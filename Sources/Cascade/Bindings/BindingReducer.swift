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
///
/// When the bindings travel inside a nested view action (`case view(View)`, with
/// `View: BindableAction`), name that case: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action>: Reducer {
  private let toBinding: (Action) -> BindingAction<State>?

  /// A binding reducer for an action that is itself bindable (`case binding(…)`).
  public init() where Action: BindableAction, Action.State == State {
    toBinding = { $0._binding }
  }

  /// A binding reducer for bindings inside a nested view action, TCA's
  /// `BindingReducer(action: \.view)`.
  ///
  /// - Parameters:
  ///   - action: The case that carries the bindable view action.
  public init<ViewAction: BindableAction>(
    action: CaseKeyPath<Action, ViewAction>
  ) where ViewAction.State == State {
    let path = CasePath(action)
    toBinding = { path.extract($0)?._binding }
  }

  /// Sets the field a binding action names; ignores other actions.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - action: The action.
  /// - Returns: `.none`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    toBinding(action)?.apply(&state)
    return .none
  }
}
