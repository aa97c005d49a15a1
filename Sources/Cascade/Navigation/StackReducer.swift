extension Reducer {
  /// Runs the elements of a navigation stack, routing each element's actions by id, and
  /// pushes and pops on `.push` and `.popFrom`.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) {
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
  /// - Complexity: An element's action costs O(depth) to find the element and O(1) beyond;
  ///   the ids are compared only when the stack's ids changed.
  @inlinable
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

extension Reducer {
  /// Runs the reducer of each element of a navigation stack, for the actions of the case
  /// `action` names: `.forEach(\.path, action: \.path) { Path() }`.
  ///
  /// - Parameters:
  ///   - state: The stack's state.
  ///   - action: The case that carries stack actions, as a case key path.
  ///   - destination: Builds the element reducer.
  ///   - fileID: Identifies this `forEach` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the elements' reducer, then this one.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      state: state, action: CasePath(action),
      destination: destination, fileID: fileID,
      line: line, column: column)
  }

  /// The `state:` spelling of
  /// ``Reducer/forEach(_:action:destination:fileID:line:column:)``,
  /// kept for code written before TCA's labels.
  ///
  /// - Parameters:
  ///   - state: The stack's state.
  ///   - action: The case that carries stack actions, as a case key path.
  ///   - destination: Builds the element reducer.
  ///   - fileID: Identifies this `forEach` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the elements' reducer, then this one.
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    state: WritableKeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      state: state, action: CasePath(action),
      destination: destination, fileID: fileID,
      line: line, column: column)
  }
}

/// A reducer that runs the elements of a stack; made by
/// ``Reducer/forEach(_:action:destination:fileID:line:column:)``.
///
/// Inlinable and reaching the stack at its offset, as `forEach` over a collection is (see
/// `_ForEachReducer`); wrapping an element's effect, warnings and cancellation are out of line.
public struct _StackReducer<Parent: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toStack: WritableKeyPath<Parent.State, StackState<Element.State>>
  @usableFromInline let toStackAction:
    CasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let site: SourceSite
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  /// The stack's offset in the parent's state, when it is a stored property.
  @usableFromInline let stackOffset: Int?

  @inlinable
  init(
    parent: Parent,
    element: Element,
    toStack: WritableKeyPath<Parent.State, StackState<Element.State>>,
    toStackAction: CasePath<Parent.Action, StackAction<Element.State, Element.Action>>,
    site: SourceSite,
    fileID: StaticString,
    line: UInt
  ) {
    self.parent = parent
    self.element = element
    self.toStack = toStack
    self.toStackAction = toStackAction
    self.site = site
    self.fileID = fileID
    self.line = line
    self.stackOffset = MemoryLayout<Parent.State>.offset(of: toStack)
  }

  /// Runs the element an action is for, pushes, the parent, then pops; cancels the effects
  /// of elements that left the stack.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The merged effects.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let idsBefore = withProperty(of: &state, at: stackOffset, toStack) { $0.ids }
    var elementEffect = Effect<Parent.Action>.none
    let stackAction = toStackAction.extract(action)
    switch stackAction {
    case .element(let id, let elementAction)?:
      // A removed element's dismount action reaches the parent only (see `DismountDelivery`).
      let route = DismountDelivery.route(into: Element.self, row: id, at: site)
      if case .removed = route { break }
      let effect = withProperty(of: &state, at: stackOffset, toStack) { stack in
        DismountDelivery.reduce(route) {
          stack.modifyElement(id: id) { elementState in
            PresentationMark.presenting {
              element.reduce(into: &elementState, action: elementAction)
            }
          }
        }
      }
      if let effect {
        if case .none = effect.operation {} else { elementEffect = wrap(effect, of: id) }
      } else {
        warn("received an action for an element that is not on the stack", action)
      }
    case .push(let id, let elementState)?:
      if idsBefore.contains(id) {
        warn("received a push with an id already on the stack", action)
      } else {
        withProperty(of: &state, at: stackOffset, toStack) { $0.append(elementState, id: id) }
      }
    case .popFrom(let id)?:
      if !idsBefore.contains(id) { warn("received a pop from an id not on the stack", action) }
    case nil:
      break
    }
    if !Element._lifecycleHooks.isEmpty {
      return reduceMounting(
        into: &state, action: action, stackAction: stackAction, idsBefore: idsBefore,
        elementEffect: elementEffect)
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = withProperty(of: &state, at: stackOffset, toStack) { stack in
      if case .popFrom(let id)? = stackAction { stack.pop(from: id) }
      return stack.ids
    }
    // The same ids (an unchanged array is compared by identity, in O(1)): nothing left.
    guard idsAfter != idsBefore else {
      return elementEffect.merge(with: parentEffect)
    }
    return .merge(elementEffect, parentEffect, cancellingRemoved(idsBefore, now: idsAfter))
  }

  /// An element's effect, its actions wrapped for the parent, `.dismiss` turned into a pop
  /// and its ids private to it.
  @usableFromInline
  func wrap(_ effect: Effect<Element.Action>, of id: StackElementID) -> Effect<Parent.Action> {
    let embed = toStackAction.embed
    let effectID = ForEachElementID(site: site, id: id)
    return
      effect
      .map { embed(.element(id: id, action: $0)) }
      .replacingDismiss(with: embed(.popFrom(id: id)))
      .scopingCancellation(to: CancelID(effectID))
      .cancellable(id: effectID)
  }

  /// Cancels the effects of the elements whose ids were in `before` and are not in `after`.
  @usableFromInline
  func cancellingRemoved(_ before: [StackElementID], now after: [StackElementID])
    -> Effect<Parent.Action>
  {
    cancelling(removedIDs(before, now: after))
  }

  /// The ids of `before` that `after` no longer has, bottom first.
  @usableFromInline
  func removedIDs(_ before: [StackElementID], now after: [StackElementID]) -> [StackElementID] {
    let remaining = Set(after)
    return before.filter { !remaining.contains($0) }
  }

  /// Cancels the effects of the elements with ids `removed`.
  @usableFromInline
  func cancelling(_ removed: [StackElementID]) -> Effect<Parent.Action> {
    guard !removed.isEmpty else { return .none }
    return .cancel(ids: removed.map { ForEachElementID(site: site, id: $0) })
  }

  /// The parent's run when the elements have lifecycle work: popped elements are cancelled
  /// and dismounted (with their state before the parent ran), pushed ones mounted, in this
  /// send.
  @usableFromInline
  func reduceMounting(
    into state: inout Parent.State,
    action: Parent.Action,
    stackAction: StackAction<Element.State, Element.Action>?,
    idsBefore: [StackElementID],
    elementEffect: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    // Taken after a pushed element was appended and an element's action ran, so a dismount
    // sees the element's last state; kept only for dismount work.
    let snapshot =
      Element._lifecycleHooks.contains(.dismount)
      ? withProperty(of: &state, at: stackOffset, toStack) { $0 } : nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let idsAfter = withProperty(of: &state, at: stackOffset, toStack) { stack in
      if case .popFrom(let id)? = stackAction { stack.pop(from: id) }
      return stack.ids
    }
    var effects = [elementEffect, parentEffect]
    if idsAfter != idsBefore {
      // A pushed element is not in `idsBefore`: it is mounted below, never dismounted here.
      let removed = removedIDs(idsBefore, now: idsAfter)
      effects.append(cancelling(removed))
      for id in removed.reversed() {
        guard let old = snapshot?[id: id] else { continue }
        effects.append(lifecycle(.dismount, of: old, id: id))
      }
      let existing = Set(idsBefore)
      let stack = withProperty(of: &state, at: stackOffset, toStack) { $0 }
      for id in idsAfter where !existing.contains(id) {
        effects.append(lifecycle(.mount, of: stack[id: id]!, id: id))
      }
    }
    return .merge(effects)
  }

  @usableFromInline
  func lifecycle(_ event: _LifecycleEvent, of elementState: Element.State, id: StackElementID)
    -> Effect<Parent.Action>
  {
    let embed = toStackAction.embed
    return element._childLifecycle(
      event, state: elementState, scope: ForEachElementID(site: site, id: id), site: (fileID, line),
      embed: { embed(.element(id: id, action: $0)) }, dismiss: embed(.popFrom(id: id)))
  }

  /// The parent's lifecycle work and the stack elements'.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Parent._lifecycleHooks(depth: depth).union(Element._lifecycleHooks(depth: depth))
  }

  /// The parent's lifecycle work, and every stack element's: mounted after the parent,
  /// bottom first, and dismounted before it, top first.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The parent's state.
  /// - Returns: The lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Parent.State) -> Effect<
    Parent.Action
  > {
    guard !Element._lifecycleHooks.isEmpty else {
      return parent._lifecycleEffect(event, state: state)
    }
    let stack = state[keyPath: toStack]
    let ids = event == .mount ? stack.ids : stack.ids.reversed()
    return event.ordered(
      parent: { parent._lifecycleEffect(event, state: state) },
      children: { .merge(ids.map { lifecycle(event, of: stack[id: $0]!, id: $0) }) })
  }

  @usableFromInline
  func warn(_ what: String, _ action: Parent.Action) {
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
