extension Reducer {
  /// Prints every action this reducer receives and the state change it caused, as a
  /// readable diff of only the fields that changed. A debugging aid.
  ///
  /// ```
  /// received action: Counter.Action.incrementTapped
  ///   − count: 0
  ///   + count: 1
  /// ```
  ///
  /// Each action copies the state once to compare it: leave this out of release builds.
  ///
  /// - Parameter output: Receives each printed block; standard output by default.
  /// - Returns: A reducer that behaves like this one and prints its changes.
  public func _printChanges(
    to output: @escaping (String) -> Void = { print($0) }
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, output: output)
  }
}

/// A reducer that prints the changes of its base; made by ``Reducer/_printChanges(to:)``.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let output: (String) -> Void

  /// Runs the base reducer, then prints the action and the diff it caused.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to handle.
  /// - Returns: The base reducer's effect.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    let change =
      Diff.describe(expected: before, actual: state)?
      .split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
      ?? "  (No state changes)"
    output("received action: \(ValueText.describe(action))\n\(change)")
    return effect
  }
}

extension _PrintChangesReducer: ReducerWrapper {
  /// The reducer this one runs, whose lifetime work it forwards (``ReducerWrapper``).
  public var wrapped: Base { base }
}
