/// A reducer that runs another reducer of the same state and action inside its own
/// ``Reducer/reduce(into:action:)``, and forwards that reducer's lifetime work.
///
/// A hand-written combinator — logging around a feature, a reducer that runs its child only
/// while signed in — is legal and common, but Cascade cannot see what its `reduce` calls: the
/// child's ``Reducer/onMount(_:)`` and ``Reducer/onDismount(_:)`` would never run. Conforming
/// is the one rule that keeps them, and it fits in a line: name the child `wrapped`.
///
/// ```swift
/// struct Logging<Wrapped: Reducer>: ReducerWrapper {
///   let wrapped: Wrapped
///
///   func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
///     print("received", action)
///     return wrapped.reduce(into: &state, action: action)
///   }
/// }
/// ```
///
/// A store made on a reducer that holds a child with lifetime work in a stored property
/// without conforming reports a runtime warning naming that reducer's type, once per type.
/// (A child built inside `reduce` each time is not seen: hold it, or build the combinator
/// from `Scope`, `ifLet` and `forEach`.)
public protocol ReducerWrapper: Reducer {
  /// The reducer this one runs.
  associatedtype Wrapped: Reducer where Wrapped.State == State, Wrapped.Action == Action

  /// The reducer whose lifetime work this one forwards.
  var wrapped: Wrapped { get }
}

extension ReducerWrapper {
  /// The wrapped reducer's lifetime work.
  ///
  /// - Parameter depth: How many reducers built with `body` the question has passed through.
  /// - Returns: The kinds of lifecycle work in the wrapped reducer's tree.
  @inlinable
  public static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Wrapped._lifecycleHooks(depth: depth)
  }

  /// The wrapped reducer's lifecycle effect.
  ///
  /// - Parameters:
  ///   - event: Mount or dismount.
  ///   - state: The state.
  /// - Returns: The wrapped reducer's lifecycle effect.
  public func _lifecycleEffect(_ event: _LifecycleEvent, state: State) -> Effect<Action> {
    wrapped._lifecycleEffect(event, state: state)
  }
}
