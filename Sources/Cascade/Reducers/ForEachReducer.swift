extension Reducer {
  /// Runs an element reducer on each element of an identified collection, for its actions.
  ///
  /// The element runs before this reducer. Each element's effects are cancelled
  /// automatically when this reducer removes the element, and its cancellation ids are
  /// private to it (two rows can each run a timer with the same id). An action for an id that
  /// is not in the collection is reported as a runtime warning naming the action and this
  /// call's file and line, and is otherwise ignored.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.todos, action: \.todos) {
  ///     Todo()
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - state: The collection.
  ///   - action: The case that carries element actions.
  ///   - element: Builds the element reducer.
  ///   - fileID: Identifies this `forEach` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the elements, then this one.
  /// - Complexity: An element's action, and this reducer's insertions, cost O(1) in the number
  ///   of elements. After this reducer may have removed one, the store looks through the
  ///   effects it runs for the rows (not the rows). With `onMount` or `onDismount` work, an
  ///   insertion or removal costs O(1) too: a journal on the collection says what changed
  ///   (O(n) only when this reducer replaces the collection wholesale).
  @inlinable
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    state: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CasePath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    _ForEachReducer(
      parent: self,
      element: element(),
      toElements: state,
      toElementAction: action,
      site: SourceSite(fileID, line: line, column: column),
      fileID: fileID,
      line: line
    )
  }
}

extension Reducer {
  /// Runs an element reducer on each element of a collection, for the actions of the case
  /// `action` names: `.forEach(\.rows, action: \.rows) { Row() }`.
  ///
  /// - Parameters:
  ///   - state: The collection of element states.
  ///   - action: The case that carries element actions, as a case key path.
  ///   - element: Builds the element reducer.
  ///   - fileID: Identifies this `forEach` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the element's reducer, then this one.
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      state: state, action: CasePath(action),
      element: element, fileID: fileID, line: line,
      column: column)
  }

  /// The `state:` spelling of
  /// ``Reducer/forEach(_:action:element:fileID:line:column:)``,
  /// kept for code written before TCA's labels.
  ///
  /// - Parameters:
  ///   - state: The collection of element states.
  ///   - action: The case that carries element actions, as a case key path.
  ///   - element: Builds the element reducer.
  ///   - fileID: Identifies this `forEach` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the element's reducer, then this one.
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    state: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      state: state, action: CasePath(action),
      element: element, fileID: fileID, line: line,
      column: column)
  }
}

/// Identifies the effects of one element of one `forEach`.
struct ForEachElementID<ID: Hashable & Sendable>: Hashable, Sendable {
  let site: SourceSite
  let id: ID
}

/// A reducer that runs elements of a collection; made by
/// ``Reducer/forEach(_:action:element:fileID:line:column:)``.
///
/// Its `reduce` is inlinable, so that it is specialized for the feature's types where the
/// store is made rather than looking up generic metadata on each action. What is
/// rare — wrapping an element's effect, a warning, cancelling removed elements — is out of line.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let toElements:
    WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let site: SourceSite
  @usableFromInline let fileID: StaticString
  @usableFromInline let line: UInt
  /// Where the collection is in the parent's state when it is a stored property (nearly
  /// always): reached at that offset, it costs a load, where a key path projection costs a
  /// call into the runtime and generic metadata lookups, three times an action.
  @usableFromInline let elementsOffset: Int?

  @inlinable
  init(
    parent: Parent,
    element: Element,
    toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    site: SourceSite,
    fileID: StaticString,
    line: UInt
  ) {
    self.parent = parent
    self.element = element
    self.toElements = toElements
    self.toElementAction = toElementAction
    self.site = site
    self.fileID = fileID
    self.line = line
    self.elementsOffset = MemoryLayout<Parent.State>.offset(of: toElements)
  }

  /// Runs the element the action is for, then the parent; cancels the effects of elements
  /// the parent removed.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The merged effects.
  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = toElementAction.extract(action) {
      // A removed row's dismount action reaches the parent only (see `DismountDelivery`).
      let route = DismountDelivery.route(into: Element.self, row: id, at: site)
      if case .removed = route {
      } else if let effect = withElements(
        of: &state,
        { elements in
          DismountDelivery.reduce(route) {
            elements.modifyElement(id: id) { element.reduce(into: &$0, action: elementAction) }
          }
        })
      {
        if case .none = effect.operation {} else { elementEffect = wrap(effect, of: id) }
      } else {
        reportMissingElement(action)
      }
    }
    if !Element._lifecycleHooks.isEmpty {
      return reduceMounting(into: &state, action: action, elementEffect: elementEffect)
    }
    // O(1) per action, insertions included: nothing of the collection is kept across the
    // parent (a copy of its id table would make the parent's next insertion copy it). When the
    // parent may have removed an element, the store cancels the rows it runs effects for
    // that are no longer in the collection.
    let removalsBefore = withElements(of: &state) { $0.removals }
    let parentEffect = parent.reduce(into: &state, action: action)
    let removalsAfter = withElements(of: &state) { $0.removals }
    guard removalsAfter != removalsBefore else {
      return elementEffect.merge(with: parentEffect)
    }
    return .merge(
      elementEffect, parentEffect, cancellingRows(notIn: state[keyPath: toElements]))
  }

  /// Runs `body` on the collection in `state` (see `withProperty(of:at:_:_:)`).
  @inlinable
  func withElements<R>(
    of state: inout Parent.State,
    _ body: (inout IdentifiedArray<ID, Element.State>) -> R
  ) -> R {
    withProperty(of: &state, at: elementsOffset, toElements, body)
  }

  /// An element's effect, its actions wrapped for the parent and its ids private to it.
  @usableFromInline
  func wrap(_ effect: Effect<Element.Action>, of id: ID) -> Effect<Parent.Action> {
    let effectID = ForEachElementID(site: site, id: id)
    let embed = toElementAction.embed
    return
      effect
      .map { embed(.element(id: id, action: $0)) }
      .scopingCancellation(to: CancelID(effectID))
      .cancellable(id: effectID)
  }

  /// Warns about an action for an element that is not in the collection.
  @usableFromInline
  func reportMissingElement(_ action: Parent.Action) {
    RuntimeWarning.report(
      """
      A 'forEach' received an action for an element that is not in the collection: \
      \(ValueText.describe(action)). The action was ignored. Cancel an element's effects when \
      you remove it, and send element actions only for present ids.
      """,
      fileID: fileID,
      line: line
    )
  }

  /// Cancels the effects of this `forEach`'s rows whose ids are not in `elements`, when the
  /// store runs it.
  @usableFromInline
  func cancellingRows(notIn elements: IdentifiedArray<ID, Element.State>)
    -> Effect<Parent.Action>
  {
    let (site, positions) = (site, elements.positionsSnapshot)
    return Effect(
      .cancelMatching(
        CancelFilter { id in
          guard let row = id.value(as: ForEachElementID<ID>.self), row.site == site else {
            return false
          }
          return positions[row.id] == nil
        }))
  }

  /// The parent's run when the rows have lifecycle work: rows the parent removed are
  /// cancelled and dismounted (with their state as it was removed), rows it inserted are
  /// mounted — all in this send. A journal on the collection (``MembershipJournal``) says
  /// which, so nothing of the collection is copied; a collection the parent replaced
  /// wholesale is compared with the one from before, which the journal kept.
  // Specialized but not inlined: inlined into `reduce`, it made each insertion of a row with
  // lifecycle work about 20% slower (the benchmark's rows).
  @inlinable @inline(never)
  func reduceMounting(
    into state: inout Parent.State, action: Parent.Action, elementEffect: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let (removals, insertions) = withElements(of: &state) { ($0.removals, $0.insertions) }
    let journal = withElements(of: &state) { elements in
      let journal = MembershipJournal(
        elements, keepsRemoved: Element._lifecycleHooks.contains(.dismount))
      elements.journal = journal
      return journal
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let (kept, removalsAfter, insertionsAfter) = withElements(of: &state) { elements in
      let kept = elements.journal === journal
      if kept { elements.journal = nil }
      return (kept, elements.removals, elements.insertions)
    }
    let (events, before) = journal.close()
    guard removalsAfter != removals || insertionsAfter != insertions else {
      return elementEffect.merge(with: parentEffect)
    }
    let after = withElements(of: &state) { $0 }
    let changes: (removed: [(ID, Element.State?)], inserted: [ID])
    if kept {
      changes = MembershipJournal.changes(events, after: after)
    } else if let before {
      changes = replaced(before, by: after)
    } else {
      reportLostJournal()
      changes = MembershipJournal.changes(events, after: after, unknownAreNew: true)
    }
    let rows = membershipChanges(changes, in: after)
    return elementEffect.merge(with: parentEffect).merge(with: rows)
  }

  /// The rows that left and joined when the parent replaced the collection wholesale.
  @usableFromInline
  func replaced(
    _ before: IdentifiedArray<ID, Element.State>, by after: IdentifiedArray<ID, Element.State>
  ) -> (removed: [(ID, Element.State?)], inserted: [ID]) {
    let keeps = Element._lifecycleHooks.contains(.dismount)
    let removed = before.filter { after[id: $0[keyPath: before.id]] == nil }.map {
      ($0[keyPath: before.id], keeps ? $0 : nil)
    }
    let inserted = after.ids.filter { before.index(id: $0) == nil }
    return (removed, inserted)
  }

  /// Warns that a parent edited a copy of the rows, then replaced them with a collection
  /// made anew, in one action: the rows it removed are not known for sure.
  @usableFromInline
  func reportLostJournal() {
    RuntimeWarning.report(
      """
      A 'forEach' with onMount/onDismount work could not tell which rows its parent removed: \
      the parent changed a copy of the rows, then replaced them with a collection made anew, in \
      one action. Rows it did not touch before are mounted as new, and rows removed that way \
      may not be dismounted; change the rows in place (state.rows.remove(id:)) or assign back \
      the copy you changed.
      """,
      fileID: fileID,
      line: line
    )
  }

  /// The cancellations, dismounts and mounts of the rows that left or joined.
  @inlinable
  func membershipChanges(
    _ changes: (removed: [(ID, Element.State?)], inserted: [ID]),
    in elements: IdentifiedArray<ID, Element.State>
  ) -> Effect<Parent.Action> {
    // The removed rows' effects, found by the store as for rows without lifecycle work (in
    // the order they started): one filter, not an id per row.
    // Collected into an array only from the second effect that does something: most
    // actions change one row, and most rows' work is `.none`.
    var first: Effect<Parent.Action> =
      changes.removed.isEmpty ? .none : cancellingRows(notIn: elements)
    var more: [Effect<Parent.Action>] = []
    func add(_ effect: Effect<Parent.Action>) {
      if case .none = effect.operation { return }
      if case .none = first.operation { first = effect } else { more.append(effect) }
    }
    for (id, last) in changes.removed {
      guard let last else { continue }
      add(rowLifecycle(.dismount, of: last, id: id))
    }
    for id in changes.inserted {
      add(rowLifecycle(.mount, of: elements[id: id]!, id: id))
    }
    return more.isEmpty ? first : .merge(CollectionOfOne(first) + more)
  }

  @usableFromInline
  func lifecycle(
    _ event: _LifecycleEvent, of elementState: Element.State, id: ID,
    built: Effect<Element.Action>? = nil
  ) -> Effect<Parent.Action> {
    let embed = toElementAction.embed
    return element._childLifecycle(
      event, state: elementState, scope: ForEachElementID(site: site, id: id), site: (fileID, line),
      embed: { embed(.element(id: id, action: $0)) }, built: built)
  }

  /// A row's lifecycle work, built here (specialized for the feature) so that a row whose work
  /// is `.none` costs nothing more.
  @inlinable
  func rowLifecycle(_ event: _LifecycleEvent, of elementState: Element.State, id: ID) -> Effect<
    Parent.Action
  > {
    let built = element._lifecycleEffect(event, state: elementState)
    if case .none = built.operation { return .none }
    return lifecycle(event, of: elementState, id: id, built: built)
  }

  /// The parent's lifecycle work and the rows'.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Parent._lifecycleHooks(depth: depth).union(Element._lifecycleHooks(depth: depth))
  }

  /// The parent's lifecycle work, and every row's: mounted after the parent, in order, and
  /// dismounted before it.
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
    let elements = state[keyPath: toElements]
    return event.ordered(
      parent: { parent._lifecycleEffect(event, state: state) },
      children: {
        .merge(elements.ids.map { lifecycle(event, of: elements[id: $0]!, id: $0) })
      })
  }
}
