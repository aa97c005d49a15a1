/// Runs a child reducer on a part of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.counter, action: \.counter) {
///     Counter()
///   }
///   Reduce { state, action in … }   // the parent, after the child
/// }
/// ```
///
/// Actions that are not the child's case pass through untouched; the child's effects are
/// mapped back into parent actions.
///
/// For a parent whose state is an enum, `Scope(state: \.edit, action: \.edit)` runs the child only
/// while the parent is in that case (see `Scope+EnumState.swift`).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  /// The child's state as a field; `nil` when it is an enum case (``toChildCase``).
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>?
  @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child
  /// The child's state as a case of the parent's enum state, with where it was scoped.
  @usableFromInline let toChildCase:
    (path: CasePath<ParentState, Child.State>, fileID: StaticString, line: UInt)?

  /// Creates a reducer that runs `child` on `state` for the actions of `action`.
  ///
  /// - Parameters:
  ///   - state: The child's state inside the parent's.
  ///   - action: The parent's case that carries the child's actions.
  ///   - child: Builds the child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = state
    self.toChildAction = action
    self.child = child()
    self.toChildCase = nil
  }

  /// Creates a reducer that runs `child` on `state` for the actions of the case `action`
  /// names: `Scope(state: \.counter, action: \.counter) { Counter() }`.
  ///
  /// - Parameters:
  ///   - state: The child's state inside the parent's.
  ///   - action: The parent's case that carries the child's actions, as a case key path.
  ///   - child: Builds the child reducer.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: state,
      action: CasePath(action),
      child: child)
  }

  @usableFromInline
  init(
    toChildCase: (path: CasePath<ParentState, Child.State>, fileID: StaticString, line: UInt),
    toChildAction: CasePath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildState = nil
    self.toChildAction = toChildAction
    self.child = child
    self.toChildCase = toChildCase
  }

  /// Runs the child for its actions; does nothing for other actions.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The child's effect, mapped into parent actions.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(action) else { return .none }
    guard let toChildState else { return reduceCase(into: &state, action: childAction) }
    return child.reduce(into: &state[keyPath: toChildState], action: childAction)
      .map(toChildAction.embed)
  }
}

extension Scope {
  /// The child's lifecycle work.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Child._lifecycleHooks(depth: depth)
  }

  /// The child's lifecycle effect: a field's child mounts and dismounts with its parent; an
  /// enum case's, with its parent while the state is in that case.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The parent's state.
  /// - Returns: The child's lifecycle effect, embedded.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: ParentState) -> Effect<
    ParentAction
  > {
    guard !Child._lifecycleHooks.isEmpty else { return .none }
    if let toChildState {
      return child._lifecycleEffect(event, state: state[keyPath: toChildState])
        .map(toChildAction.embed)
    }
    guard let childState = toChildCase?.path.extract(state) else { return .none }
    return child._lifecycleEffect(event, state: childState).map(toChildAction.embed)
  }
}
