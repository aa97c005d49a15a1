extension Scope {
  /// Runs `child` on one case of the parent's enum state, for the actions of `action`,
  /// only while the parent is in that case.
  ///
  /// ```swift
  /// enum State: Equatable, CasePathable {
  ///   case edit(Editor.State)
  ///   case view(Viewer.State)
  /// }
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.edit, action: \.edit) { Editor() }
  /// }
  /// ```
  ///
  /// A child action that arrives while the parent is in another case is a runtime warning
  /// naming the action and this call's file and line, and is ignored (as `ifLet` does for a
  /// `nil` child). To cancel the case's effects when the case changes, use
  /// ``Reducer/ifCaseLet(_:action:then:fileID:line:column:)-(CaseKeyPath<State,ChildState>,_,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - state: The case of the parent's state the child runs on.
  ///   - action: The parent's case that carries the child's actions.
  ///   - child: Builds the child reducer.
  ///   - fileID: Where warnings point; the caller's file by default.
  ///   - line: The caller's line by default.
  public init<ChildState, ChildAction>(
    state: CasePath<ParentState, ChildState>,
    action: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildCase: (state, fileID, line), toChildAction: action, child: child())
  }

  /// Creates a reducer that runs `child` while the parent's enum state is the case `state`
  /// names: `Scope(state: \.edit, action: \.edit) { Edit() }`.
  ///
  /// - Parameters:
  ///   - state: The case of the parent's state the child runs on, as a case key path.
  ///   - action: The parent's case that carries the child's actions, as a case key path.
  ///   - child: Builds the child reducer.
  ///   - fileID: Where warnings point; the caller's file by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  public init<ChildState, ChildAction>(
    state: CaseKeyPath<ParentState, ChildState>,
    action: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildCase: (
        CasePath(state),
        fileID, line
      ),
      toChildAction: CasePath(action),
      child: child())
  }

  /// Runs the child on the parent's current case, if it is the child's.
  @usableFromInline
  func reduceCase(into state: inout ParentState, action: Child.Action) -> Effect<ParentAction> {
    guard let toChildCase else { return .none }
    guard
      let effect = toChildCase.path.modify(&state, { child.reduce(into: &$0, action: action) })
    else {
      RuntimeWarning.report(
        """
        A 'Scope' over an enum case received a child action while the state is in another \
        case: \(ValueText.describe(toChildAction.embed(action))), state \
        \(ValueText.describe(state)). The action was ignored.
        """,
        fileID: toChildCase.fileID,
        line: toChildCase.line
      )
      return .none
    }
    return effect.map(toChildAction.embed)
  }
}
