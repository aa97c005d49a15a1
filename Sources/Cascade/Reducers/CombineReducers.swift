/// Runs several reducers in order on the same state and merges their effects.
///
/// Use it to group reducers where a single reducer is expected, for example to apply a
/// modifier to all of them:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   CombineReducers {
///     Analytics()
///     Core()
///   }
///   ._printChanges()
/// }
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers that `build` lists.
  ///
  /// - Parameter build: The reducers, run top to bottom for every action.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  /// Runs every reducer in order.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to handle.
  /// - Returns: The merged effects.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

extension CombineReducers: ReducerWrapper {
  /// The reducers this one runs, whose lifetime work it forwards (``ReducerWrapper``).
  @inlinable
  public var wrapped: Reducers { reducers }
}
