/// A reducer built from a closure.
///
/// ```swift
/// Reduce<State, Action> { state, action in
///   state.count += 1
///   return .none
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer that runs `reduce` for every action.
  ///
  /// - Parameter reduce: Mutates the state for an action and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps an existing reducer, erasing its type.
  ///
  /// - Parameter reducer: The reducer to run.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = reducer.reduce(into:action:)
  }

  /// Runs the closure.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to handle.
  /// - Returns: The closure's effect.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
