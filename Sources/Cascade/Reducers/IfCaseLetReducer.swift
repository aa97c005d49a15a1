extension Reducer {
  /// Runs a child reducer on one case of this reducer's enum state while the state is in
  /// that case — before this reducer — and cancels the child's effects when this reducer
  /// moves the state to another case.
  ///
  /// ```swift
  /// Reduce { state, action in … }        // may switch `state` to another case
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// ```
  ///
  /// A child action that arrives while the state is in another case is a runtime warning
  /// naming the action and this call's file and line, and is ignored (this reducer still
  /// runs). The child's cancellation ids are private to it.
  ///
  /// - Parameters:
  ///   - state: The case the child runs on.
  ///   - action: The case that carries the child's actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: Identifies this `ifCaseLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: CasePath<State, ChildState>,
    action: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    _IfCaseLetReducer(
      parent: self, child: child(), toChildCase: state, toChildAction: action,
      id: SourceSite(fileID, line: line, column: column), fileID: fileID, line: line)
  }
}

extension Reducer {
  /// Runs a child reducer while the enum state is the case `state` names, for the actions of
  /// the case `action` names: `.ifCaseLet(\.loggedIn, action: \.loggedIn) { Home() }`.
  ///
  /// - Parameters:
  ///   - state: The case of the state the child runs on, as a case key path.
  ///   - action: The case that carries the child's actions, as a case key path.
  ///   - child: Builds the child reducer.
  ///   - fileID: Identifies this `ifCaseLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: CaseKeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifCaseLet(
      CasePath(state),
      action: CasePath(action),
      then: child, fileID: fileID, line: line, column: column)
  }
}

/// A reducer that runs a child on one case of enum state; made by
/// ``Reducer/ifCaseLet(_:action:then:fileID:line:column:)-(CaseKeyPath<State,ChildState>,_,_,_,_,_)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toChildCase: CasePath<Parent.State, Child.State>
  let toChildAction: CasePath<Parent.Action, Child.Action>
  let id: SourceSite
  let fileID: StaticString
  let line: UInt

  /// Runs the child (in its case, for its actions), then the parent; cancels the child's
  /// effects when the parent left the case.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The merged effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    let wasInCase = toChildCase.extract(state) != nil
    var childEffect = Effect<Parent.Action>.none
    // A removed child's dismount action reaches the parent only (see `DismountDelivery`).
    if let childAction = toChildAction.extract(action) {
      let route = DismountDelivery.route(into: Child.self, scope: id)
      if case .removed = route {
      } else if let effect = toChildCase.modify(
        &state,
        { childState in
          DismountDelivery.reduce(route) { child.reduce(into: &childState, action: childAction) }
        })
      {
        childEffect = effect.map(toChildAction.embed)
          .scopingCancellation(to: CancelID(id))
          .cancellable(id: id)
      } else {
        RuntimeWarning.report(
          """
          An 'ifCaseLet' received a child action while the state is in another case: \
          \(ValueText.describe(action)). The action was ignored.
          """,
          fileID: fileID,
          line: line
        )
      }
    }
    guard !Child._lifecycleHooks.isEmpty else {
      let parentEffect = parent.reduce(into: &state, action: action)
      let left = wasInCase && toChildCase.extract(state) == nil
      return .merge(childEffect, parentEffect, left ? .cancel(id: id) : .none)
    }
    let before = toChildCase.extract(state)
    let parentEffect = parent.reduce(into: &state, action: action)
    let after = toChildCase.extract(state)
    if before == nil, after == nil { return childEffect.merge(with: parentEffect) }
    let transition = child._childTransition(
      from: before, to: after, scope: id, site: (fileID, line),
      embed: toChildAction.embed)
    return .merge(childEffect, parentEffect, transition)
  }

  /// The parent's lifecycle work and the child's.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Parent._lifecycleHooks(depth: depth).union(Child._lifecycleHooks(depth: depth))
  }

  /// The parent's lifecycle work, and the child's while the state is in its case: mounted
  /// after the parent, dismounted before it.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The parent's state.
  /// - Returns: The lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Parent.State) -> Effect<
    Parent.Action
  > {
    guard !Child._lifecycleHooks.isEmpty, let childState = toChildCase.extract(state) else {
      return parent._lifecycleEffect(event, state: state)
    }
    return event.ordered(
      parent: { parent._lifecycleEffect(event, state: state) },
      children: {
        child._childLifecycle(
          event, state: childState, scope: id, site: (fileID, line), embed: toChildAction.embed)
      })
  }
}
