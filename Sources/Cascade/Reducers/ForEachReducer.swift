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
  ///   .forEach(state: \.todos, action: Action.rowsCase) {
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
  ///   effects it runs for the rows (not the rows). Elements with `onMount` or `onDismount`
  ///   work cost O(n) an insertion: their ids from before this reducer ran are kept.
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
  /// `action` names: `.forEach(state: \.rows, action: \.rows) { Row() }`.
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
    action: @autoclosure () -> CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      state: state, action: CasePath(action(), fileID: fileID, line: line, column: column),
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
/// ``Reducer/forEach(state:action:element:fileID:line:column:)-(_,()->CaseKeyPath<Action,IdentifiedAction<ID,ElementAction>>,_,_,_,_)``.
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
      let route =
        Element._lifecycleHooks.contains(.dismount) && DismountDelivery.isDelivering
        ? dismountRoute(for: id) : .normal
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

  /// The ids of `before` that `elements` no longer has, in their old order (only the
  /// removed ones are sorted).
  @usableFromInline
  func removedIDs(_ before: [ID: Int], now elements: IdentifiedArray<ID, Element.State>) -> [ID] {
    before.filter { elements[id: $0.key] == nil }.sorted { $0.value < $1.value }.map(\.key)
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

  /// Where an action for the element `id` goes while a dismount's action is reduced.
  @usableFromInline
  func dismountRoute(for id: ID) -> DismountDelivery.Route {
    DismountDelivery.route(for: ForEachElementID(site: site, id: id))
  }

  /// Cancels the effects of the elements with ids `removed`.
  @usableFromInline
  func cancelling(_ removed: [ID]) -> Effect<Parent.Action> {
    guard !removed.isEmpty else { return .none }
    return .cancel(ids: removed.map { ForEachElementID(site: site, id: $0) })
  }

  /// The parent's run when the rows have lifecycle work: rows the parent removed are
  /// cancelled and dismounted (with their state as it was before the parent ran), rows it
  /// inserted are mounted — all in this send. The ids are looked through only when the
  /// collection's insertion or removal stamp changed.
  // Specialized but not inlined: inlined into `reduce`, it made each insertion of a row with
  // lifecycle work about 20% slower (the benchmark's rows).
  @inlinable @inline(never)
  func reduceMounting(
    into state: inout Parent.State, action: Parent.Action, elementEffect: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let (removals, insertions, positions) = withElements(of: &state) {
      ($0.removals, $0.insertions, $0.positionsSnapshot)
    }
    // Kept only for dismount work: holding it makes a parent's in-place edit copy the rows.
    let snapshot =
      Element._lifecycleHooks.contains(.dismount) ? withElements(of: &state) { $0.elements } : nil
    let parentEffect = parent.reduce(into: &state, action: action)
    let (removalsAfter, insertionsAfter) = withElements(of: &state) {
      ($0.removals, $0.insertions)
    }
    guard removalsAfter != removals || insertionsAfter != insertions else {
      return elementEffect.merge(with: parentEffect)
    }
    let changes = membershipChanges(
      from: positions, before: snapshot, to: withElements(of: &state) { $0 },
      removedAny: removalsAfter != removals)
    return .merge(elementEffect, parentEffect, changes)
  }

  /// The cancellations, dismounts and mounts of the rows that left or joined.
  @usableFromInline
  func membershipChanges(
    from positions: [ID: Int],
    before snapshot: [Element.State]?,
    to elements: IdentifiedArray<ID, Element.State>,
    removedAny: Bool
  ) -> Effect<Parent.Action> {
    var effects: [Effect<Parent.Action>] = []
    if removedAny {
      let removed = removedIDs(positions, now: elements)
      effects.append(cancelling(removed))
      for id in removed {
        guard let snapshot, let position = positions[id] else { continue }
        effects.append(lifecycle(.dismount, of: snapshot[position], id: id))
      }
    }
    for id in inserted(since: positions, in: elements, onlyAdded: !removedAny) {
      effects.append(lifecycle(.mount, of: elements[id: id]!, id: id))
    }
    return .merge(effects)
  }

  /// The ids of `elements` that `positions` did not have, in order. When nothing was
  /// removed, the new ids are the count's difference, looked for from the end (appends).
  @usableFromInline
  func inserted(
    since positions: [ID: Int], in elements: IdentifiedArray<ID, Element.State>, onlyAdded: Bool
  ) -> [ID] {
    guard onlyAdded else { return elements.ids.filter { positions[$0] == nil } }
    var remaining = elements.count - positions.count
    var found: [ID] = []
    var index = elements.count
    while remaining > 0, index > 0 {
      index -= 1
      let id = elements[index][keyPath: elements.id]
      if positions[id] == nil {
        found.append(id)
        remaining -= 1
      }
    }
    return found.reversed()
  }

  @usableFromInline
  func lifecycle(_ event: _LifecycleEvent, of elementState: Element.State, id: ID) -> Effect<
    Parent.Action
  > {
    let embed = toElementAction.embed
    return element._childLifecycle(
      event, state: elementState, scope: ForEachElementID(site: site, id: id), site: (fileID, line),
      embed: { embed(.element(id: id, action: $0)) })
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
