#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Reducer {
  /// Runs a presented child — a sheet, an alert, an editor — while it is present, and
  /// dismisses it on `.dismiss`.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .editTapped: state.editor = Editor.State(); return .none
  ///   case .editor(.dismiss): return .none        // the editor is still present here
  ///   case .editor: return .none
  ///   }
  /// }
  /// .ifLet(\.$editor, action: \.editor) {
  ///   Editor()
  /// }
  /// ```
  ///
  /// - `.presented(action)` runs the child, then this reducer; only while the child is
  ///   present. One that arrives while it is absent is a runtime warning naming the action
  ///   and this call's file and line, and is otherwise ignored (this reducer still runs).
  /// - An alert or confirmation dialog — the presented state itself, or the case of a
  ///   destination enum it is in (`case alert(AlertState<…>)`) — is dismissed by its button:
  ///   the button's action runs the child and this reducer while it is present, and it is
  ///   `nil` when the send returns, unless this reducer presented something new meanwhile.
  ///   Other cases stay presented.
  /// - `.dismiss` runs this reducer while the child is still present, then sets it to `nil`.
  ///   A child that returns ``Effect/dismiss`` sends it, so the parent — and a `TestStore` —
  ///   receives it as an action.
  /// - The child's state becoming `nil`, by `.dismiss` or any other means, cancels every
  ///   effect the child started. Its cancellation ids are private to it.
  ///
  /// - Parameters:
  ///   - state: The presentation (`\.$editor` for `@Presents var editor`).
  ///   - action: The case that carries the child's presentation actions.
  ///   - destination: Builds the child reducer.
  ///   - fileID: Identifies this `ifLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    state: WritableKeyPath<State, Presents<ChildState>>,
    action: CasePath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> destination: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    _PresentationReducer(
      parent: self,
      child: destination(),
      toPresentation: state,
      toPresentationAction: action,
      id: SourceSite(fileID, line: line, column: column),
      fileID: fileID,
      line: line
    )
  }
}

extension Reducer {
  /// Runs a presented child's reducer while it is present, for the actions of the case
  /// `action` names: `.ifLet(\.$destination, action: \.destination) { Destination() }`.
  ///
  /// - Parameters:
  ///   - state: The `@Presents` child state (`\.$destination`).
  ///   - action: The case that carries the child's presentation actions, as a case key path.
  ///   - destination: Builds the child reducer.
  ///   - fileID: Identifies this `ifLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, Presents<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> destination: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      state: state, action: CasePath(action),
      destination: destination, fileID: fileID,
      line: line, column: column)
  }

  /// The `state:` spelling of
  /// ``Reducer/ifLet(_:action:destination:fileID:line:column:)``,
  /// kept for code written before TCA's labels.
  ///
  /// - Parameters:
  ///   - state: The `@Presents` child state (`\.$destination`).
  ///   - action: The case that carries the child's presentation actions, as a case key path.
  ///   - destination: Builds the child reducer.
  ///   - fileID: Identifies this `ifLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    state: WritableKeyPath<State, Presents<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> destination: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Child>
  where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      state: state, action: CasePath(action),
      destination: destination, fileID: fileID,
      line: line, column: column)
  }
}

/// A reducer that runs a presented child; made by
/// ``Reducer/ifLet(_:action:destination:fileID:line:column:)``.
public struct _PresentationReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let toPresentation: WritableKeyPath<Parent.State, Presents<Child.State>>
  let toPresentationAction: CasePath<Parent.Action, PresentationAction<Child.Action>>
  let id: SourceSite
  let fileID: StaticString
  let line: UInt

  /// Runs the child for its actions, the parent, then the dismissal; cancels the child's
  /// effects when it is gone.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The merged effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let presentation = toPresentation.appending(path: \.wrappedValue)
    let wasPresent = state[keyPath: presentation] != nil
    // An alert or dialog (alone, or a destination's case) closes on any of its buttons.
    var closingAlert: UUID?
    var childEffect = Effect<Parent.Action>.none
    let presentationAction = toPresentationAction.extract(action)
    switch presentationAction {
    case .presented(let childAction)?:
      // A removed child's dismount action reaches the parent only (see `DismountDelivery`).
      let route = DismountDelivery.route(into: Child.self, scope: id)
      if case .removed = route { break }
      let target =
        wasPresent
        ? EphemeralTarget(
          state: state[keyPath: presentation]!, action: childAction) : nil
      if case .otherCase(let stateCase, let actionCase)? = target {
        warn(
          "received a child action of the case '\(actionCase)' while the '\(stateCase)' "
            + "case is presented", action)
      } else if wasPresent {
        if case .closes(let id)? = target { closingAlert = id }
        let embed = toPresentationAction.embed
        childEffect = DismountDelivery.reduce(route) {
          PresentationMark.presenting {
            child.reduce(into: &state[keyPath: presentation]!, action: childAction)
          }
        }
        .map { embed(.presented($0)) }
        .replacingDismiss(with: embed(.dismiss))
        .scopingCancellation(to: CancelID(id))
        .cancellable(id: id)
      } else {
        warn("received a child action while nothing was presented", action)
      }
    case .dismiss?:
      if !wasPresent { warn("received '.dismiss' while nothing was presented", action) }
    case nil:
      break
    }
    let before = Child._lifecycleHooks.isEmpty ? nil : state[keyPath: presentation]
    let parentEffect = parent.reduce(into: &state, action: action)
    if case .dismiss? = presentationAction { state[keyPath: presentation] = nil }
    if let closingAlert, let now = state[keyPath: presentation],
      ephemeralID(of: now) == closingAlert
    {
      // Unless the parent presented something new while handling the button (TCA's rule).
      state[keyPath: presentation] = nil
    }
    guard !Child._lifecycleHooks.isEmpty else {
      let removed = wasPresent && state[keyPath: presentation] == nil
      return .merge(childEffect, parentEffect, removed ? .cancel(id: id) : .none)
    }
    let after = state[keyPath: presentation]
    // Nothing presented before or after: no transition to work out (the generic path).
    if before == nil, after == nil { return childEffect.merge(with: parentEffect) }
    let embed = toPresentationAction.embed
    let transition = child._childTransition(
      from: before, to: after, scope: id, site: (fileID, line),
      embed: { embed(.presented($0)) }, dismiss: embed(.dismiss))
    return .merge(childEffect, parentEffect, transition)
  }

  /// The parent's lifecycle work and the presented child's.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Parent._lifecycleHooks(depth: depth).union(Child._lifecycleHooks(depth: depth))
  }

  /// The parent's lifecycle work, and the child's while it is presented: mounted after the
  /// parent, dismounted before it.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The parent's state.
  /// - Returns: The lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Parent.State) -> Effect<
    Parent.Action
  > {
    guard !Child._lifecycleHooks.isEmpty,
      let childState = state[keyPath: toPresentation].wrappedValue
    else { return parent._lifecycleEffect(event, state: state) }
    let embed = toPresentationAction.embed
    return event.ordered(
      parent: { parent._lifecycleEffect(event, state: state) },
      children: {
        child._childLifecycle(
          event, state: childState, scope: id, site: (fileID, line),
          embed: { embed(.presented($0)) },
          dismiss: embed(.dismiss))
      })
  }

  private func warn(_ what: String, _ action: Parent.Action) {
    RuntimeWarning.report(
      """
      An 'ifLet' of a presentation \(what): \(ValueText.describe(action)). The action was \
      ignored. Send a child's actions only while it is presented.
      """,
      fileID: fileID,
      line: line
    )
  }
}
