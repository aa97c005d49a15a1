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

/// Identifies the effects of one element of one `forEach`.
struct ForEachElementID<ID: Hashable & Sendable>: Hashable, Sendable {
  let site: SourceSite
  let id: ID
}

/// A reducer that runs elements of a collection; made by
/// ``Reducer/forEach(state:action:element:fileID:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let element: Element
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let site: SourceSite
  let fileID: StaticString
  let line: UInt

  /// Runs the element the action is for, then the parent; cancels the effects of elements
  /// the parent removed.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The merged effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = toElementAction.extract(action) {
      if state[keyPath: toElements][id: id] != nil {
        let effectID = ForEachElementID(site: site, id: id)
        let embed = toElementAction.embed
        elementEffect = element.reduce(
          into: &state[keyPath: toElements][id: id]!, action: elementAction
        )
        .map { embed(.element(id: id, action: $0)) }
        .scopingCancellation(to: CancelID(effectID))
        .cancellable(id: effectID)
      } else {
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
    }
    // O(1) per action: the ids are looked through only when the parent may have removed one.
    let removalsBefore = state[keyPath: toElements].removals
    let positionsBefore = state[keyPath: toElements].positionsSnapshot
    let parentEffect = parent.reduce(into: &state, action: action)
    let elements = state[keyPath: toElements]
    guard elements.removals != removalsBefore else { return .merge(elementEffect, parentEffect) }
    let removed = positionsBefore.sorted { $0.value < $1.value }.map(\.key)
      .filter { elements[id: $0] == nil }
    guard !removed.isEmpty else { return .merge(elementEffect, parentEffect) }
    return .merge(
      elementEffect,
      parentEffect,
      .cancel(ids: removed.map { ForEachElementID(site: site, id: $0) })
    )
  }
}
