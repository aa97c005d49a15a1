/// What a scoped ``Store`` forwards to: everything it does is done by its root store, on the
/// root's state through a composed key path, with actions embedded by a composed case path.
@MainActor
@usableFromInline
protocol ScopedRuntime<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  var state: State { get }
  func send(_ action: Action) -> StoreTask
  func driver<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Driver<Value>
  func driver<Value>(
    _ keyPath: KeyPath<State, Value>,
    removeDuplicates: @escaping (Value, Value) -> Bool
  ) -> Driver<Value>
  func signal<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Signal<Value>
  func pulse<Value>(_ keyPath: KeyPath<State, Pulse<Value>>) -> Signal<Value>
  var states: Driver<State> { get }
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>
  var runningEffectCount: Int { get }
  var cancellationIDCount: Int { get }
}

/// A scoped store's runtime: its root, the path to its state, the embedding of its actions.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: ScopedRuntime {
  let root: Store<RootState, RootAction>
  let toState: KeyPath<RootState, State>
  let toAction: CasePath<RootAction, Action>
  private let rootSend: (RootAction, EffectGroup?) -> StoreTask

  init(
    root: Store<RootState, RootAction>,
    toState: KeyPath<RootState, State>,
    toAction: CasePath<RootAction, Action>
  ) {
    self.root = root
    self.toState = toState
    self.toAction = toAction
    let core = root.core
    // The root's send specialized for its concrete types (made by its inlinable init).
    self.rootSend = core.specializedSend ?? { [unowned core] in core.send($0, task: $1) }
  }

  var state: State { root.core.read(toState) }

  func send(_ action: Action) -> StoreTask {
    rootSend(toAction.embed(action), nil)
  }

  func driver<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Driver<Value> {
    root.driver(toState.appending(path: keyPath))
  }

  func driver<Value>(
    _ keyPath: KeyPath<State, Value>,
    removeDuplicates: @escaping (Value, Value) -> Bool
  ) -> Driver<Value> {
    root.driver(toState.appending(path: keyPath), removeDuplicates: removeDuplicates)
  }

  func signal<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Signal<Value> {
    root.signal(toState.appending(path: keyPath))
  }

  func pulse<Value>(_ keyPath: KeyPath<State, Pulse<Value>>) -> Signal<Value> {
    root.pulse(toState.appending(path: keyPath))
  }

  var states: Driver<State> {
    root.driver(toState) { _, _ in false }
  }

  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    root.scope(state: toState.appending(path: state), action: toAction.appending(action))
  }

  var runningEffectCount: Int { root._runningEffectCount }
  var cancellationIDCount: Int { root._cancellationIDCount }
}

/// Identifies a scoped store in its root's cache.
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: CasePathIdentity
}
