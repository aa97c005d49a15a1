/// Runs a ``Reducer``: holds the state, processes actions, runs their effects.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.increment)
/// print(store.state.count)  // 1
/// ```
///
/// ## Semantics
/// - ``send(_:)`` runs the reducer synchronously; ``state`` holds the new state when it
///   returns. Effects start after the state is updated.
/// - Actions from `.send` effects are processed before `send` returns, in FIFO order.
/// - An action sent while the store is processing one (from an observer, from a synchronous
///   effect) is queued and processed after it, in order. The reducer never runs
///   re-entrantly, and a chain of `.send` effects of any length does not grow the stack.
/// - Effects never keep their store alive; a deallocated store cancels every effect it
///   started, and no action is delivered after.
@MainActor
public final class Store<State, Action> {
  /// The runtime of a root store; `nil` for a scoped store.
  @usableFromInline let rootCore: RootCore<State, Action>?
  /// What a scoped store forwards to; `nil` for a root store.
  @usableFromInline let scoped: (any ScopedRuntime<State, Action>)?

  /// The root runtime. Only root stores call this.
  var core: RootCore<State, Action> {
    guard let rootCore else { preconditionFailure("Cascade: a scoped store has no root core.") }
    return rootCore
  }

  /// Creates a store that runs `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - reducer: Builds the reducer, once.
  @inlinable
  public init<R: Reducer>(
    initialState: R.State,
    reducer: () -> R
  ) where R.State == State, R.Action == Action {
    let reducer = reducer()
    let core = RootCore(initialState: initialState, reducer: reducer.reduce(into:action:))
    // The core owns this closure and is its only caller, so it is alive whenever it runs.
    core.specializedSend = { [unowned(unsafe) core] in core.send($0, task: $1) }
    self.rootCore = core
    self.scoped = nil
  }

  /// Creates a scoped store that forwards to `scoped`.
  init(scoped: any ScopedRuntime<State, Action>) {
    self.rootCore = nil
    self.scoped = scoped
  }

  /// The current state, updated synchronously by ``send(_:)``.
  public var state: State {
    if let rootCore { return rootCore.state }
    return scoped.unsafelyUnwrapped.state
  }

  /// Sends an action: runs the reducer, then the actions its `.send` effects produce, then
  /// starts its asynchronous effects.
  ///
  /// - Parameter action: The action to process.
  /// - Returns: A task covering the effects this action started.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if let rootCore { return rootCore.send(action) }
    return scoped.unsafelyUnwrapped.send(action)
  }
}
