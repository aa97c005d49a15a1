/// Builds a reducer from a list of reducers, run top to bottom with their effects merged.
///
/// Supports `if`, `if`/`else`, `switch` and `for` (an array of reducers of one type).
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Passes a single reducer through.
  ///
  /// - Parameter reducer: A reducer of the builder's state and action.
  /// - Returns: The same reducer.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action {
    reducer
  }

  /// Starts a block with its first reducer.
  ///
  /// - Parameter first: The first reducer.
  /// - Returns: The same reducer.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action {
    first
  }

  /// Appends a reducer to those accumulated so far.
  ///
  /// - Parameters:
  ///   - accumulated: The reducers so far.
  ///   - next: The reducer to run after them.
  /// - Returns: A reducer that runs both in order.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0,
    next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// An empty block: a reducer that does nothing.
  ///
  /// - Returns: A reducer that returns `.none` and leaves the state alone.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  /// An `if` without `else`.
  ///
  /// - Parameter wrapped: The reducer when the condition held.
  /// - Returns: A reducer that runs `wrapped` when present.
  @inlinable
  public static func buildOptional<R: Reducer>(_ wrapped: R?) -> _Optional<R>
  where R.State == State, R.Action == Action {
    _Optional(wrapped)
  }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter first: The branch's reducer.
  /// - Returns: A reducer that runs it.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    first: First
  ) -> _Conditional<First, Second> {
    .first(first)
  }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// - Parameter second: The branch's reducer.
  /// - Returns: A reducer that runs it.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    second: Second
  ) -> _Conditional<First, Second> {
    .second(second)
  }

  /// A `for` loop over reducers of one type.
  ///
  /// - Parameter reducers: The reducers, in order.
  /// - Returns: A reducer that runs them all in order.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> _Array<R>
  where R.State == State, R.Action == Action {
    _Array(reducers)
  }

  /// Two reducers run in order; built by ``ReducerBuilder``, not by hand.
  public struct _Sequence<R0: Reducer, R1: Reducer>: Reducer
  where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @usableFromInline init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    /// Runs the first reducer, then the second, and merges their effects.
    ///
    /// - Parameters:
    ///   - state: The state to mutate.
    ///   - action: The action to handle.
    /// - Returns: Both effects, merged.
    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
      let first = r0.reduce(into: &state, action: action)
      return first.merge(with: r1.reduce(into: &state, action: action))
    }

    /// Both reducers' lifecycle work.
    @inlinable
    public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
      R0._lifecycleHooks(depth: depth).union(R1._lifecycleHooks(depth: depth))
    }

    /// Both reducers' lifecycle effects, in order.
    ///
    /// - Parameters:
    ///   - event: Mount or dismount.
    ///   - state: The state.
    /// - Returns: The merged lifecycle effects.
    public func _lifecycleEffect(_ event: _LifecycleEvent, state: R0.State) -> Effect<R0.Action> {
      .merge(r0._lifecycleEffect(event, state: state), r1._lifecycleEffect(event, state: state))
    }
  }

  /// An optional reducer; built by ``ReducerBuilder``, not by hand.
  public struct _Optional<Wrapped: Reducer>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @usableFromInline init(_ wrapped: Wrapped?) {
      self.wrapped = wrapped
    }

    /// Runs the wrapped reducer when there is one.
    ///
    /// - Parameters:
    ///   - state: The state to mutate.
    ///   - action: The action to handle.
    /// - Returns: The wrapped reducer's effect, or `.none`.
    @inlinable
    public func reduce(
      into state: inout Wrapped.State,
      action: Wrapped.Action
    ) -> Effect<Wrapped.Action> {
      wrapped?.reduce(into: &state, action: action) ?? .none
    }

    /// The wrapped reducer's lifecycle work.
    @inlinable
    public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
      Wrapped._lifecycleHooks(depth: depth)
    }

    /// The wrapped reducer's lifecycle effect, when it is there.
    ///
    /// - Parameters:
    ///   - event: Mount or dismount.
    ///   - state: The state.
    /// - Returns: The lifecycle effect.
    public func _lifecycleEffect(_ event: _LifecycleEvent, state: Wrapped.State) -> Effect<
      Wrapped.Action
    > {
      wrapped?._lifecycleEffect(event, state: state) ?? .none
    }
  }

  /// One of two reducers; built by ``ReducerBuilder``, not by hand.
  public enum _Conditional<First: Reducer, Second: Reducer>: Reducer
  where First.State == Second.State, First.Action == Second.Action {
    /// The first branch was taken.
    case first(First)
    /// The second branch was taken.
    case second(Second)

    /// Runs the branch that was taken.
    ///
    /// - Parameters:
    ///   - state: The state to mutate.
    ///   - action: The action to handle.
    /// - Returns: The branch's effect.
    @inlinable
    public func reduce(into state: inout First.State, action: First.Action) -> Effect<
      First.Action
    > {
      switch self {
      case .first(let first): first.reduce(into: &state, action: action)
      case .second(let second): second.reduce(into: &state, action: action)
      }
    }

    /// Either branch's lifecycle work.
    @inlinable
    public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
      First._lifecycleHooks(depth: depth).union(Second._lifecycleHooks(depth: depth))
    }

    /// The current branch's lifecycle effect.
    ///
    /// - Parameters:
    ///   - event: Mount or dismount.
    ///   - state: The state.
    /// - Returns: The lifecycle effect.
    public func _lifecycleEffect(_ event: _LifecycleEvent, state: First.State) -> Effect<
      First.Action
    > {
      switch self {
      case .first(let first): first._lifecycleEffect(event, state: state)
      case .second(let second): second._lifecycleEffect(event, state: state)
      }
    }
  }

  /// Reducers of one type run in order; built by ``ReducerBuilder``, not by hand.
  public struct _Array<Element: Reducer>: Reducer {
    @usableFromInline let reducers: [Element]

    @usableFromInline init(_ reducers: [Element]) {
      self.reducers = reducers
    }

    /// Runs every reducer in order and merges their effects.
    ///
    /// - Parameters:
    ///   - state: The state to mutate.
    ///   - action: The action to handle.
    /// - Returns: The merged effects.
    @inlinable
    public func reduce(
      into state: inout Element.State,
      action: Element.Action
    ) -> Effect<Element.Action> {
      .merge(reducers.map { $0.reduce(into: &state, action: action) })
    }

    /// The elements' lifecycle work.
    @inlinable
    public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
      Element._lifecycleHooks(depth: depth)
    }

    /// Every element's lifecycle effect, in order.
    ///
    /// - Parameters:
    ///   - event: Mount or dismount.
    ///   - state: The state.
    /// - Returns: The merged lifecycle effects.
    public func _lifecycleEffect(_ event: _LifecycleEvent, state: Element.State) -> Effect<
      Element.Action
    > {
      .merge(reducers.map { $0._lifecycleEffect(event, state: state) })
    }
  }
}

/// A reducer that does nothing: the state is untouched and the effect is `.none`.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates the reducer.
  @inlinable
  public init() {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - state: Left as it is.
  ///   - action: Ignored.
  /// - Returns: `.none`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}
