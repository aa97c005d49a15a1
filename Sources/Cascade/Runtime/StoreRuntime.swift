/// What a ``Store`` runs on: the ``StoreCore`` of a root store, or a ``ScopedCore`` that
/// views a slice of one. Every `Store` API is written once, against these requirements.
@usableFromInline
protocol StoreRuntime<State, Action>: AnyObject, Sendable {
  associatedtype State
  associatedtype Action

  /// The dependencies the root store captured.
  var dependencyValues: DependencyValues { get }

  /// The current state.
  var state: State { get }
  /// Sends a top-level action.
  func send(_ action: Action) -> StoreTask
  /// How to read one field, and the key path from the root state that identifies it.
  func field<Value>(_ keyPath: KeyPath<State, Value>) -> FieldAccess<Value>
  /// Calls `notify` after every top-level send of the root store.
  func addObserver(_ notify: @escaping () -> Void) -> UInt64
  func removeObserver(_ id: UInt64)
  /// Calls `body` once, after every observer of the current notification round has run.
  func afterObservers(_ body: @escaping () -> Void)
  /// Calls `watcher` after each send of the root store during which an identified
  /// collection lost an element, until it returns `false`.
  func watchRemovals(_ watcher: @escaping () -> Bool)
  /// The root store's shared observation source for `key`, made by `make` if it has none.
  func sharedSource<Node: AnyObject>(_ key: SourceKey, make: () -> Node) -> Node
  /// The store of one child feature (see `Store.scope(state:action:)`).
  @MainActor
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>
  /// Whether an effect with the cancellation id `id` runs, or waits in a queue, in the root.
  func isRunning(_ id: CancelID) -> Bool
  /// Makes effects that start or end outside a send notify the observers, for observers of
  /// ``isRunning(_:)``.
  func watchRunning()
  /// Attaches an instrument to the root store.
  func attach(_ instrument: some StoreInstrument) -> AnyCancellable
  var runningEffectCount: Int { get }
  var cancellationIDCount: Int { get }
}

/// How to read one field of a store's state.
@usableFromInline
struct FieldAccess<Value> {
  /// The field's key path from the root state: drivers of the same field share one source.
  @usableFromInline let key: AnyKeyPath
  /// Reads the field; call it only while the store is alive.
  @usableFromInline let read: () -> Value

  @usableFromInline
  init(key: AnyKeyPath, read: @escaping () -> Value) {
    self.key = key
    self.read = read
  }
}

extension StoreCore: StoreRuntime {
  @usableFromInline
  func field<Value>(_ keyPath: KeyPath<State, Value>) -> FieldAccess<Value> {
    let offset = MemoryLayout<State>.offset(of: keyPath)
    // Unowned: a field access is only read while the store is alive (see `read`).
    return FieldAccess(key: keyPath) { [unowned(unsafe) self] in read(keyPath, offset: offset) }
  }

  @MainActor
  @usableFromInline
  func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scopedStore(ScopeKey(state: state, action: action.identity)) {
      Store(
        runtime: ScopedCore(root: self, toState: state, toAction: action),
        rowID: action.identity.elementID)
    }
  }
}
