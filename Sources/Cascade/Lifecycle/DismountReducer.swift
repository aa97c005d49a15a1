extension Reducer {
  /// Runs `effect` once when this feature's state goes away: dismissed, popped, its row
  /// deleted, or replaced by a state of another identity.
  ///
  /// It runs in the send that removed the state, after every other effect of the feature was
  /// cancelled, and it is not cancelled with them: its `.run` work (leave a chat room, save a
  /// draft) goes on after the feature is gone.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onDismount { state in
  ///     .run { [room = state.roomID] _ in await chat.leave(room) }
  ///   }
  /// ```
  ///
  /// Its actions reach the parent's reducer as the removed child's actions, once each —
  /// `.sheet(.presented(.delegate(.closed)))`, `.rows(.element(id:action:))`,
  /// `.path(.element(id:action:))` — without running the removed child's reducer again (it is
  /// gone, even if a child of the same id took its place), as TCA's `onDismount` sends from
  /// `onDisappear`. A test store receives them like any other action. A timer or `dismiss`
  /// needs the feature that is gone: it is not started, and a runtime warning names the
  /// operator that removed the child. A root store's state never goes away: its `onDismount`
  /// does not run.
  ///
  /// - Parameter effect: Builds the work from the state as it last was.
  /// - Returns: This reducer, with the dismount work.
  @inlinable
  public func onDismount(_ effect: @escaping (State) -> Effect<Action>) -> _DismountReducer<Self> {
    _DismountReducer(base: self, effect: effect)
  }
}

/// A reducer with work to run when its state goes away; made by
/// ``Reducer/onDismount(_:)``.
public struct _DismountReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let effect: (Base.State) -> Effect<Base.Action>
  // No call site is kept: a body holding `onMount` and `onDismount` and two more words is
  // copied through value witnesses on every send. A timer or `dismiss` is reported at the
  // operator that removed the child (see `DismountLeaves`).

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

  /// The base's lifecycle work, and a dismount.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Base._lifecycleHooks(depth: depth).union(.dismount)
  }

  /// On dismount, the base's (its children's) first, then this work; on mount, the base's.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The state.
  /// - Returns: The lifecycle effect.
  @inlinable
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: Base.State) -> Effect<Base.Action> {
    let inner = base._lifecycleEffect(event, state: state)
    guard case .dismount = event else { return inner }
    return inner.merge(with: effect(state))
  }
}

/// Checks a dismount's effect for what needs the feature that is gone: a timer (an operator
/// that makes actions itself, which reaches a rewrite as a leaf) or `dismiss` is not started,
/// and is reported at the operator that removed the feature.
struct DismountLeaves<Action>: EffectRewrite {
  let fileID: StaticString
  let line: UInt

  func leaf(_ effect: Effect<Action>) -> Effect<Action> {
    switch effect.operation {
    case .operator, .dismiss:
      RuntimeWarning.report(
        """
        An 'onDismount' of a child this operator removed returned a timer or 'dismiss', \
        which needs the feature that is gone. It was not started.
        """,
        fileID: fileID,
        line: line
      )
      return .none
    default:
      return effect
    }
  }
}
