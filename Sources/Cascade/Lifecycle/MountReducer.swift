extension Reducer {
  /// Runs `effect` once when this feature's state comes to exist, and cancels it when the
  /// state goes away.
  ///
  /// A state mounts when a store is made on it (the root, and every child already in the
  /// initial state), or in the send that presents it (`ifLet`), switches to its case
  /// (`ifCaseLet`), pushes it or inserts its row (`forEach`). The effect runs in the
  /// feature's own cancellation scope, so dismissing, popping or deleting the feature cancels
  /// it in that same send. A child replaced by a value of the same identity (its `id` when it
  /// is `Identifiable`, its case when it is an enum) is not mounted again; one of another
  /// identity is dismounted and the new one mounted.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Reduce { state, action in … }
  ///     .onMount { state in
  ///       .run { [room = state.roomID] send in
  ///         for await message in await chat.messages(room) { await send(.received(message)) }
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// Mounting is decided by the operator that owns the child's presence — the store,
  /// `ifLet`, `ifCaseLet`, `forEach` — from the state before and after it ran. A `Scope` into
  /// an enum case mounts its child with its parent; a case that comes and goes needs
  /// `ifCaseLet` (or an `ifLet` of a destination enum), which sees the switch.
  ///
  /// - Parameter effect: Builds the work from the state as it mounts.
  /// - Returns: This reducer, with the mount work.
  @inlinable
  public func onMount(_ effect: @escaping (State) -> Effect<Action>) -> _MountReducer<Self> {
    _MountReducer(base: self, effect: effect)
  }
}

/// A reducer with work to run when its state mounts; made by
/// ``Reducer/onMount(_:)``.
public struct _MountReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let effect: (Base.State) -> Effect<Base.Action>

  @usableFromInline
  init(base: Base, effect: @escaping (Base.State) -> Effect<Base.Action>) {
    self.base = base
    self.effect = effect
  }

  /// Runs the base reducer.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - action: The action.
  /// - Returns: The base reducer's effect.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action)
  }

  /// The base's lifecycle work, and a mount.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Base._lifecycleHooks(depth: depth).union(.mount)
  }

  /// On mount, this work first, then the base's (its children's); on dismount, the base's.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The state.
  /// - Returns: The lifecycle effect.
  @inlinable
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Base.State) -> Effect<Base.Action> {
    guard case .mount = event else { return base._lifecycleEffect(event, state: state) }
    let own = effect(state)
    return own.merge(with: base._lifecycleEffect(event, state: state))
  }
}
