/// Describes how a feature's state changes in response to an action, and what effects follow.
///
/// Implement either ``reduce(into:action:)`` for a leaf feature, or ``body-swift.property``
/// to build a feature from other reducers:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case increment, decrement }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .increment: state.count += 1
///     case .decrement: state.count -= 1
///     }
///     return .none
///   }
/// }
/// ```
///
/// A reducer is a value: its store calls it on the store's isolation (the main actor for a
/// ``Store``, the actor for a ``StoreActor``), one action at a time, never re-entrantly.
///
/// It refines `SendableMetatype`: a reducer's *type* may be used from any isolation, so
/// generic code can capture `Child.Type` in a ``CasePath``'s `@Sendable` closures without a
/// `#SendableMetatypes` warning. Values need not be `Sendable`. A conformance cannot be
/// isolated to an actor, and in a module whose default isolation is the main actor a
/// reducer is nonisolated, so the same feature runs in a `Store` or a `StoreActor`.
public protocol Reducer<State, Action>: SendableMetatype {
  /// The state this reducer evolves.
  associatedtype State
  /// The actions this reducer handles.
  associatedtype Action
  /// The reducer that ``body-swift.property`` builds; `Never` when ``reduce(into:action:)`` is
  /// implemented directly.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run afterwards.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to handle.
  /// - Returns: The effect to run once the state has been updated.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is built from, run in order for every action.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Which lifecycle work this reducer type holds (``onMount(_:)``,
  /// ``onDismount(_:)``), anywhere in its tree, `depth` named features below the operator
  /// that asks. Implemented by Cascade's operators; a reducer built with `body` forwards to
  /// its body one level deeper. Not for calling.
  ///
  /// - Parameter depth: How many reducers built with `body` the question has passed through.
  /// - Returns: The kinds of lifecycle work in the tree.
  static func _lifecycleHooks(depth: Int) -> _LifecycleHooks

  /// The effect this reducer's tree runs when `state` mounts or dismounts. Implemented by
  /// Cascade's operators; a reducer built with `body` forwards to it. Not for calling.
  ///
  /// - Parameters:
  ///   - event: Whether the state came to exist or went away.
  ///   - state: The state, as it is (mount) or was last (dismount).
  /// - Returns: The effect of the `onMount` or `onDismount` work in the tree, children's
  ///   included.
  func _lifecycleEffect(_ event: _LifecycleEvent, state: State) -> Effect<Action>
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  ///
  /// Cascade never reads it; calling it directly is a programming error and traps.
  public var body: Body {
    fatalError(
      "'\(Self.self)' implements 'reduce(into:action:)'; its 'body' must not be called."
    )
  }
}

extension Reducer {
  /// Which lifecycle work this reducer type holds, anywhere in its tree. Not for calling.
  @inlinable
  public static var _lifecycleHooks: _LifecycleHooks { _lifecycleHooks(depth: 0) }

  /// No lifecycle work: the default of a reducer that implements `reduce(into:action:)`.
  ///
  /// - Parameter depth: Unused.
  /// - Returns: No hooks.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks { [] }

  /// No lifecycle work: the default of a reducer that implements `reduce(into:action:)`.
  ///
  /// - Parameters:
  ///   - event: Unused.
  ///   - state: Unused.
  /// - Returns: `.none`.
  @inlinable
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: State) -> Effect<Action> {
    .none
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// The lifecycle work of ``body-swift.property``.
  ///
  /// A few levels down the answer is folded by the compiler; below that, or in a feature
  /// that contains itself (a tree of rows that are the same feature), it is worked out once
  /// per type and looked up (see `LifecycleHooksTable`).
  ///
  /// - Parameter depth: How many reducers built with `body` the question has passed through.
  /// - Returns: The kinds of lifecycle work in the body's tree.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    guard depth < LifecycleHooksTable.foldedDepth else {
      return LifecycleHooksTable.hooks(of: Self.self) { Body._lifecycleHooks(depth: 0) }
    }
    return Body._lifecycleHooks(depth: depth + 1)
  }

  /// The lifecycle effect of ``body-swift.property``; the body is not built when the tree
  /// holds no lifecycle work.
  ///
  /// - Parameters:
  ///   - event: Whether the state came to exist or went away.
  ///   - state: The state.
  /// - Returns: The body's lifecycle effect.
  @inlinable
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: State) -> Effect<Action> {
    guard !Self._lifecycleHooks.isEmpty else { return .none }
    return body._lifecycleEffect(event, state: state)
  }

  /// Runs ``body-swift.property``.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to handle.
  /// - Returns: The merged effects of the body's reducers.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of `R`'s state and actions, as TCA spells a body's type:
/// `var body: some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
