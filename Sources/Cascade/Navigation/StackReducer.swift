extension Reducer {
  /// Runs the elements of a navigation stack, routing each element's actions by id, and
  /// pushes and pops on `.push` and `.popFrom`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(state: \.path, action: Action.pathCase) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// - `.element(id:action:)` runs that element, then this reducer. An id that is not on the
  ///   stack is a runtime warning naming the action and this call's file and line, and is
  ///   otherwise ignored (this reducer still runs).
  /// - `.popFrom(id:)` runs this reducer while the elements are still there, then removes
  ///   the element and every element above it. An element that returns ``Effect/dismiss``
  ///   sends it with its own id.
  /// - `.push(id:state:)` appends the state with that id, then runs this reducer; an id
  ///   already on the stack is a runtime warning, and nothing is pushed.
  /// - An element leaving the stack, by a pop or any other means, has every effect it
  ///   started cancelled. Each element's cancellation ids are private to it.
  ///
  /// - Parameters:
  ///   - state: The stack.
  ///   - action: The case that carries the stack's actions.
  ///   - destination: Builds the element reducer.
  ///   - fileID: Identifies this `forEach` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the elements, then this one.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    state: WritableKeyPath<State, StackState<ElementState>>,
    action: CasePath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _StackReducer(
      parent: self,
      element: destination(),
      toStack: state,
      toStackAction: action,
      site: SourceSite(fileID, line: line, column: column),
      fileID: fileID,
      line: line
    )
  }
}

/// A reducer that runs the elements of a stack; made by
/// ``Reducer/forEach(state:action:destination:fileID:line:column:)``.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toStack: WritableKeyPath<Parent.State, StackState<Element.State>>
  let toStackAction: CasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  let site: SourceSite
  let fileID: StaticString
  let line: UInt

  /// Runs the element an action is for, pushes, the parent, then pops; cancels the effects
  /// of elements that left the stack.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The merged effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let idsBefore = state[keyPath: toStack].ids
    var elementEffect = Effect<Parent.Action>.none
    let stackAction = toStackAction.extract(action)
    switch stackAction {
    case .element(let id, let elementAction)?:
      if state[keyPath: toStack][id: id] != nil {
        let embed = toStackAction.embed
        let effectID = ForEachElementID(site: site, id: id)
        elementEffect = element.reduce(
          into: &state[keyPath: toStack][id: id]!, action: elementAction
        )
        .map { embed(.element(id: id, action: $0)) }
        .replacingDismiss(with: embed(.popFrom(id: id)))
        .scopingCancellation(to: CancelID(effectID))
        .cancellable(id: effectID)
      } else {
        warn("received an action for an element that is not on the stack", action)
      }
    case .push(let id, let elementState)?:
      if idsBefore.contains(id) {
        warn("received a push with an id already on the stack", action)
      } else {
        state[keyPath: toStack].append(elementState, id: id)
      }
    case .popFrom(let id)?:
      if !idsBefore.contains(id) { warn("received a pop from an id not on the stack", action) }
    case nil:
      break
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    if case .popFrom(let id)? = stackAction { state[keyPath: toStack].pop(from: id) }
    let stack = state[keyPath: toStack]
    let removed = idsBefore.filter { stack[id: $0] == nil }
    guard !removed.isEmpty else { return .merge(elementEffect, parentEffect) }
    return .merge(
      elementEffect,
      parentEffect,
      .cancel(ids: removed.map { ForEachElementID(site: site, id: $0) })
    )
  }

  private func warn(_ what: String, _ action: Parent.Action) {
    RuntimeWarning.report(
      """
      A 'forEach' of a stack \(what): \(ValueText.describe(action)). The action was ignored. \
      Send an element's actions only while it is on the stack.
      """,
      fileID: fileID,
      line: line
    )
  }
}
