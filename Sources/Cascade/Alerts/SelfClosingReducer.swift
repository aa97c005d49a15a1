extension Reducer {
  /// Presents an alert that needs no reducer: a button's action reaches this reducer as
  /// `.presented(action)` while the alert is still present, and the alert is `nil` when
  /// that send returns — no `.dismiss` follows (TCA's order). `.dismiss` (the UI closing it
  /// otherwise) runs this reducer, then sets it to `nil`.
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   switch action {
  ///   case .deleteTapped:
  ///     state.alert = AlertState(
  ///       title: "Delete?", buttons: [.destructive("Delete", action: .confirm), .cancel("Cancel")])
  ///     return .none
  ///   case .alert(.presented(.confirm)):
  ///     state.todos.removeAll()
  ///     return .none
  ///   case .alert:
  ///     return .none
  ///   }
  /// }
  /// .ifLet(\.$alert, action: \.alert)
  /// ```
  ///
  /// A button action that arrives while no alert is present is a runtime warning at this
  /// call's file and line, and this reducer still runs.
  ///
  /// - Parameters:
  ///   - state: The alert's presentation (`\.$alert` for `@Presents var alert`).
  ///   - action: The case that carries the alert's actions.
  ///   - fileID: Where warnings point; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A reducer that runs this one, then closes the alert.
  ///
  /// The same call presents a ``ConfirmationDialogState`` (`\.$dialog`): one function for
  /// both, generic over ``SelfClosingPresentation``, so that a body chaining many `ifLet`s
  /// leaves the type checker one candidate per link instead of two.
  public func ifLet<Presented: SelfClosingPresentation>(
    state: WritableKeyPath<State, Presents<Presented>>,
    action: CasePath<Action, PresentationAction<Presented.ButtonAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> _SelfClosingReducer<Self, Presented, Presented.ButtonAction> {
    _SelfClosingReducer(
      parent: self, toPresentation: state, toPresentationAction: action,
      kind: Presented.presentationKind, fileID: fileID, line: line)
  }
}

extension Reducer {
  /// Presents an alert or confirmation dialog that closes itself, for the actions of the case
  /// `action` names: `.ifLet(\.$alert, action: \.alert)`.
  ///
  /// - Parameters:
  ///   - state: The alert's presentation (`\.$alert` for `@Presents var alert`).
  ///   - action: The case that carries the alert's actions, as a case key path.
  ///   - fileID: Where warnings point; the caller's file by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs this one, then closes the alert.
  public func ifLet<Presented: SelfClosingPresentation>(
    _ state: WritableKeyPath<State, Presents<Presented>>,
    action: CaseKeyPath<Action, PresentationAction<Presented.ButtonAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _SelfClosingReducer<Self, Presented, Presented.ButtonAction> {
    ifLet(
      state: state, action: CasePath(action),
      fileID: fileID, line: line)
  }

  /// The `state:` spelling of an alert's or dialog's `ifLet(\.$alert, action: \.alert)`,
  /// kept for code written before TCA's labels.
  ///
  /// - Parameters:
  ///   - state: The alert's presentation (`\.$alert` for `@Presents var alert`).
  ///   - action: The case that carries the alert's actions, as a case key path.
  ///   - fileID: Where warnings point; the caller's file by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs this one, then closes the alert.
  public func ifLet<Presented: SelfClosingPresentation>(
    state: WritableKeyPath<State, Presents<Presented>>,
    action: CaseKeyPath<Action, PresentationAction<Presented.ButtonAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _SelfClosingReducer<Self, Presented, Presented.ButtonAction> {
    ifLet(
      state: state, action: CasePath(action),
      fileID: fileID, line: line)
  }
}

/// A presentation that closes itself when any of its buttons is tapped and needs no reducer:
/// ``AlertState`` and ``ConfirmationDialogState``, presented with the reducer-less
/// `ifLet(state:action:)`.
public protocol SelfClosingPresentation {
  /// The action its buttons send.
  associatedtype ButtonAction
  /// What warnings call it: "alert", "confirmation dialog".
  static var presentationKind: String { get }
}

extension AlertState: SelfClosingPresentation {
  /// The action the alert's buttons send.
  public typealias ButtonAction = Action
  /// "alert", as warnings name it.
  public static var presentationKind: String { "alert" }
}

extension ConfirmationDialogState: SelfClosingPresentation {
  /// The action the dialog's buttons send.
  public typealias ButtonAction = Action
  /// "confirmation dialog", as warnings name it.
  public static var presentationKind: String { "confirmation dialog" }
}

/// Runs a parent with a presented alert or dialog that closes itself when any of its
/// buttons is tapped; made by the reducer-less `ifLet(state:action:)`.
public struct _SelfClosingReducer<Parent: Reducer, Presented, ButtonAction>: Reducer {
  let parent: Parent
  let toPresentation: WritableKeyPath<Parent.State, Presents<Presented>>
  let toPresentationAction: CasePath<Parent.Action, PresentationAction<ButtonAction>>
  let kind: String
  let fileID: StaticString
  let line: UInt

  /// Runs the parent, then sets the presentation to `nil` after any of its actions — unless
  /// the parent presented a new alert or dialog meanwhile, which stays.
  ///
  /// - Parameters:
  ///   - state: The parent's state.
  ///   - action: The parent's action.
  /// - Returns: The parent's effects.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard let presentationAction = toPresentationAction.extract(action) else {
      return parent.reduce(into: &state, action: action)
    }
    let presentation = toPresentation.appending(path: \.wrappedValue)
    if case .presented = presentationAction, state[keyPath: presentation] == nil {
      RuntimeWarning.report(
        """
        An \(kind) button's action arrived while no \(kind) was presented: \
        \(ValueText.describe(action)). The \(kind) had already closed; this reducer ran anyway.
        """,
        fileID: fileID,
        line: line
      )
    }
    let shown = state[keyPath: presentation].map(ephemeralID(of:))
    let effect = parent.reduce(into: &state, action: action)
    // Closed unless the parent presented a new one while handling the button (TCA's outcome).
    if state[keyPath: presentation].map(ephemeralID(of:)) == shown {
      state[keyPath: presentation] = nil
    }
    return effect
  }
}

extension _SelfClosingReducer {
  /// The wrapped reducer's lifecycle work.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Parent._lifecycleHooks(depth: depth)
  }

  /// The wrapped reducer's lifecycle effect.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The state.
  /// - Returns: The wrapped reducer's lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Parent.State) -> Effect<
    Parent.Action
  > {
    parent._lifecycleEffect(event, state: state)
  }
}
