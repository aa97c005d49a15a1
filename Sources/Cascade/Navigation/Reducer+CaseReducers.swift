// TCA's closure-less forms for an enum feature (`CaseReducer`): the child's reducer is the
// enum's `body`, found through its state's type.

extension Reducer {
  /// Runs a presented enum feature while it is present, and dismisses it on `.dismiss` —
  /// TCA's `.ifLet(\.$destination, action: \.destination)` for a `@Reducer enum`.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: \.destination)
  /// ```
  ///
  /// The same as `ifLet(\.$destination, action: \.destination) { Destination.body }`.
  ///
  /// - Parameters:
  ///   - state: The `@Presents` child state (`\.$destination`).
  ///   - action: The case that carries the child's presentation actions.
  ///   - fileID: Identifies this `ifLet` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs the child, then this one.
  public func ifLet<ChildState: CaseReducerState, ChildAction>(
    _ state: WritableKeyPath<State, Presents<ChildState>>,
    action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, ChildState.StateReducer.Body>
  where ChildState.StateReducer.Action == ChildAction {
    ifLet(
      state: state, action: CasePath(action),
      destination: { ChildState.StateReducer.body }, fileID: fileID, line: line, column: column)
  }

  /// Runs an enum feature for each element of a navigation stack — TCA's
  /// `.forEach(\.path, action: \.path)` for a `@Reducer enum Path`.
  ///
  /// ```swift
  /// .forEach(\.path, action: \.path)
  /// ```
  ///
  /// The same as `forEach(\.path, action: \.path) { Path.body }`.
  ///
  /// - Parameters:
  ///   - state: The stack (`\.path`).
  ///   - action: The case that carries the stack's actions.
  ///   - fileID: Identifies this `forEach` and where warnings point; the caller's by default.
  ///   - line: The caller's line by default.
  ///   - column: The caller's column by default.
  /// - Returns: A reducer that runs each element, then this one.
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ state: WritableKeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, ElementState.StateReducer.Body>
  where ElementState.StateReducer.Action == ElementAction {
    forEach(
      state: state, action: CasePath(action),
      destination: { ElementState.StateReducer.body }, fileID: fileID, line: line,
      column: column)
  }
}
