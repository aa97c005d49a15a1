extension Reducer {
  /// Runs a child reducer on an optional part of the state while it is present.
  ///
  /// The child runs before this reducer. Its effects are cancelled automatically when this
  /// reducer sets the child state to `nil`, and its cancellation ids are private to it. A
  /// child action that arrives while the child state is `nil` is reported as a runtime
  /// warning naming the action and this call's file and line, and is otherwise ignored.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.editor, action: \.editor) {
  ///     Editor()
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The optional child state.
  ///   - action: The case that carries the child's actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: Identifies this `ifLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  ///
  /// Disfavored against the `@Presents` form (`ifLet(state:action:destination:)`), which
  /// takes the same trailing closure: a body chaining many `ifLet`s then type-checks in time
  /// proportional to the chain (30 links in well under a second), where the two candidates
  /// per link made it exponential (12 links: 5.6 s).
  @_disfavoredOverload
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    state: WritableKeyPath<State, ChildState?>,
    action: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    _IfLetReducer(
      parent: self,
      child: child(),
      toChildState: state,
      toChildAction: action,
      id: SourceSite(fileID, line: line, column: column),
      fileID: fileID,
      line: line
    )
  }
}

extension Reducer {
  /// Runs a child reducer on an optional part of the state while it is present, for the
  /// actions of the case `action` names: `.ifLet(\.editor, action: \.editor) { Editor() }`.
  ///
  /// - Parameters:
  ///   - state: The optional child state.
  ///   - action: The case that carries the child's actions, as a case key path.
  ///   - child: Builds the child reducer.
  ///   - fileID: Identifies this `ifLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      state: state, action: CasePath(action),
      then: child, fileID: fileID, line: line,
      column: column)
  }

  /// The `state:` spelling of
  /// ``Reducer/ifLet(_:action:then:fileID:line:column:)``,
  /// kept for code written before TCA's labels.
  ///
  /// - Parameters:
  ///   - state: The optional child state.
  ///   - action: The case that carries the child's actions, as a case key path.
  ///   - child: Builds the child reducer.
  ///   - fileID: Identifies this `ifLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  @_disfavoredOverload
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    state: WritableKeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      state: state, action: CasePath(action),
      then: child, fileID: fileID, line: line,
      column: column)
  }
}

/// A reducer that runs an optional child; made by ``Reducer/ifLet(_:action:then:fileID:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
  @usableFromInline let toChildAction: CasePath<Parent.Action, Child.Action>
  @usableFromInline let id: SourceSite
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  /// Where the child is in the parent's state when it is a stored property: read at that
  /// offset it costs a load, where a key path projection is a runtime call (and a generic
  /// metadata lookup) on each of this reducer's reads.
  @usableFromInline let childOffset: Int?

  @inlinable
  init(
    parent: Parent, child: Child, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: CasePath<Parent.Action, Child.Action>, id: SourceSite, fileID: StaticString,
    line: UInt
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.id = id
    self.fileID = fileID
    self.line = line
    self.childOffset = MemoryLayout<Parent.State>.offset(of: toChildState)
  }

  /// The child's state as it is in `state`.
  @inlinable
  func childState(in state: inout Parent.State) -> Child.State? {
    withProperty(of: &state, at: childOffset, toChildState) { $0 }
  }

  /// Runs the child (when present and the action is its), then the parent; cancels the
  /// child's effects if the parent removed the child state.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The merged effects.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let hooks = Child._lifecycleHooks
    // Kept only for lifecycle work: holding the child while it runs copies what it edits.
    let initial = hooks.isEmpty ? nil : childState(in: &state)
    let wasPresent = hooks.isEmpty ? childState(in: &state) != nil : initial != nil
    var childEffect = Effect<Parent.Action>.none
    // The child as its own action leaves it: what a dismount in this send sees.
    var before = initial
    if let childAction = toChildAction.extract(action) {
      // A removed child's dismount action reaches the parent only (see `DismountDelivery`).
      let route = DismountDelivery.route(into: Child.self, scope: id)
      if case .removed = route {
      } else if wasPresent {
        let effect = DismountDelivery.reduce(route) {
          withProperty(of: &state, at: childOffset, toChildState) { childState in
            Self.reduceChild(
              child, &childState, childAction, keeping: &before, if: hooks.contains(.dismount))
          }
        }
        if case .none = effect.operation {} else { childEffect = wrap(effect) }
      } else {
        reportAbsentChild(action)
      }
    }
    guard !hooks.isEmpty else {
      let parentEffect = parent.reduce(into: &state, action: action)
      if wasPresent, childState(in: &state) == nil {
        return .merge(childEffect, parentEffect, .cancel(id: id))
      }
      return childEffect.merge(with: parentEffect)
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let after = childState(in: &state)
    switch (before, after) {
    case (nil, nil):
      return childEffect.merge(with: parentEffect)
    case (let before?, let after?) where LifecycleIdentity.same(before, after):
      return childEffect.merge(with: parentEffect)
    default:
      break
    }
    return .merge(childEffect, parentEffect, transition(from: before, to: after))
  }

  /// Runs the child on its state in place; a copy of the result goes to `kept` when the
  /// child has dismount work (so a dismount in this send sees it without another read).
  @inlinable
  static func reduceChild(
    _ child: Child, _ childState: inout Child.State?, _ action: Child.Action,
    keeping kept: inout Child.State?, if keeps: Bool
  ) -> Effect<Child.Action> {
    let effect = child.reduce(into: &childState!, action: action)
    if keeps { kept = childState }
    return effect
  }

  /// The child's effect, embedded and in its cancellation scope.
  @usableFromInline
  func wrap(_ effect: Effect<Child.Action>) -> Effect<Parent.Action> {
    effect
      .map(toChildAction.embed)
      .scopingCancellation(to: CancelID(id))
      .cancellable(id: id)
  }

  /// The mount, dismount or both that the child's change from `before` to `after` asks for.
  @usableFromInline
  func transition(from before: Child.State?, to after: Child.State?) -> Effect<Parent.Action> {
    child._childTransition(
      from: before, to: after, scope: id, site: (fileID, line), embed: toChildAction.embed)
  }

  @usableFromInline
  func reportAbsentChild(_ action: Parent.Action) {
    RuntimeWarning.report(
      """
      An 'ifLet' received a child action while its child state was nil: \
      \(ValueText.describe(action)). The action was ignored. Send child actions only while \
      the child is present, and cancel its effects when you remove it.
      """,
      fileID: fileID,
      line: line
    )
  }

  /// The parent's lifecycle work and the child's.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Parent._lifecycleHooks(depth: depth).union(Child._lifecycleHooks(depth: depth))
  }

  /// The parent's lifecycle work, and the child's when it is present: mounted after the
  /// parent, dismounted before it.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The parent's state.
  /// - Returns: The lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Parent.State) -> Effect<
    Parent.Action
  > {
    guard !Child._lifecycleHooks.isEmpty, let childState = state[keyPath: toChildState] else {
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
