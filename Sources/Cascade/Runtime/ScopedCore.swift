/// A scoped store's runtime: a view of its root's core, on the root's state through a
/// composed key path, with actions embedded by a composed case path. It keeps its root alive.
final class ScopedCore<RootState, RootAction, State, Action>: StoreRuntime, @unchecked Sendable {
  // Sendable as its root is (see `StoreCore`); its own properties are immutable.
  let root: StoreCore<RootState, RootAction>
  let toState: KeyPath<RootState, State>
  let toAction: CasePath<RootAction, Action>
  private let rootSend: OwnerSetup<RootState, RootAction>.SpecializedSend

  init(
    root: StoreCore<RootState, RootAction>,
    toState: KeyPath<RootState, State>,
    toAction: CasePath<RootAction, Action>
  ) {
    self.root = root
    self.toState = toState
    self.toAction = toAction
    // The root's send specialized for its concrete types (made by its inlinable init).
    self.rootSend =
      root.setup.specializedSend ?? { root, action, task in root.send(action, task: task) }
  }

  var state: State { root.read(toState) }

  func send(_ action: Action) -> StoreTask {
    rootSend(root, toAction.embed(action), nil)
  }

  func field<Value>(_ keyPath: KeyPath<State, Value>) -> FieldAccess<Value> {
    root.field(toState.appending(path: keyPath))
  }

  func addObserver(_ notify: @escaping () -> Void) -> UInt64 {
    root.addObserver(notify)
  }

  func removeObserver(_ id: UInt64) {
    root.removeObserver(id)
  }

  func afterObservers(_ body: @escaping () -> Void) {
    root.afterObservers(body)
  }

  func watchRemovals(_ watcher: @escaping () -> Bool) {
    root.watchRemovals(watcher)
  }

  func sharedSource<Node: AnyObject>(_ key: SourceKey, make: () -> Node) -> Node {
    root.sharedSource(key, make: make)
  }

  /// Scoping a scoped store scopes its root directly, on composed paths.
  @MainActor
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    root.scope(state: toState.appending(path: state), action: toAction.appending(action))
  }

  var runningEffectCount: Int { root.runningEffectCount }
  var cancellationIDCount: Int { root.cancellationIDCount }

  func isRunning(_ id: CancelID) -> Bool { root.isRunning(id) }
  var dependencyValues: DependencyValues { root.dependencyValues }
  func attach(_ instrument: some StoreInstrument) -> AnyCancellable { root.attach(instrument) }

  func watchRunning() { root.watchRunning() }
}

/// Identifies a scoped store in its root's cache.
struct ScopeKey: Hashable {
  let state: AnyKeyPath
  let action: CasePathIdentity
}
