extension Reducer {
  /// Runs `reaction` after this reducer whenever it changed the value `toValue` reads.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.query) { oldQuery, newQuery, state in
  ///     state.page = 0
  ///     return .send(.search(newQuery))
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the value to watch (a key path works).
  ///   - reaction: Receives the old and new value and the state; returns an effect.
  /// - Returns: A reducer that runs this one, then `reaction` when the value changed.
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ reaction:
      @escaping (_ oldValue: Value, _ newValue: Value, _ state: inout State) -> Effect<
        Action
      >
  ) -> _OnChangeReducer<Self, Value> {
    _OnChangeReducer(base: self, toValue: toValue) { old, new, state, _ in
      reaction(old, new, &state)
    }
  }

  /// Runs the reducer `reducer` builds after this one whenever this one changed the value
  /// `toValue` reads, for the same action: TCA's shape.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.query) { oldQuery, newQuery in
  ///     Reduce { state, _ in
  ///       state.page = 0
  ///       return .send(.search(newQuery))
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Reads the value to watch (a key path works).
  ///   - reducer: Receives the old and new value; builds the reducer to run.
  /// - Returns: A reducer that runs this one, then the built one when the value changed.
  public func onChange<Value: Equatable, Reaction: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Reaction
  ) -> _OnChangeReducer<Self, Value> where Reaction.State == State, Reaction.Action == Action {
    _OnChangeReducer(base: self, toValue: toValue) { old, new, state, action in
      reducer(old, new).reduce(into: &state, action: action)
    }
  }
}

/// A reducer that reacts to a value's change; made by `onChange(of:_:)`, in either shape.
public struct _OnChangeReducer<Base: Reducer, Value: Equatable>: Reducer {
  let base: Base
  let toValue: (Base.State) -> Value
  let reaction: (Value, Value, inout Base.State, Base.Action) -> Effect<Base.Action>

  /// Runs the base reducer, then the reaction if the value changed.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - action: The action.
  /// - Returns: The base effect merged with the reaction's.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effect }
    return .merge(effect, reaction(oldValue, newValue, &state, action))
  }
}

extension _OnChangeReducer: ReducerWrapper {
  /// The reducer this one runs, whose lifetime work it forwards (``ReducerWrapper``).
  public var wrapped: Base { base }
}
