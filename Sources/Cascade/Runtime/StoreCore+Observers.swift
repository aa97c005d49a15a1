extension StoreCore {

  /// Notifies every observer once, then processes what they sent, then notifies again for
  /// that, until nothing is left: observers see one notification per top-level send.
  @usableFromInline
  func notifyObservers() {
    while observing.hasObservers {
      // Walk a copy: an observer may add or remove observers while notified (a tracked
      // field goes dormant when it changed), which must not touch the list being walked.
      let round = observing.observers
      round.notifyAll()
      if !observing.afterNotification.isEmpty { runAfterNotification() }
      guard loop.pendingCount > 0 else { return }
      drain()
    }
  }

  /// Runs the one-shot work observers asked for once all of them were notified.
  @usableFromInline
  func runAfterNotification() {
    let work = observing.afterNotification
    observing.afterNotification = []
    for body in work { body() }
  }

  @usableFromInline
  func afterObservers(_ body: @escaping () -> Void) {
    observing.afterNotification.append(body)
  }

  @usableFromInline
  func watchRemovals(_ watcher: @escaping () -> Bool) {
    let watch = observing.removalWatch ?? RemovalWatch()
    observing.removalWatch = watch
    watch.add(watcher)
  }

  /// Calls `notify` after every top-level send (it reads ``state`` itself).
  ///
  /// - Returns: The id that removes it.
  @usableFromInline
  func addObserver(_ notify: @escaping () -> Void) -> UInt64 {
    observing.observers.add(notify)
  }

  @usableFromInline
  func removeObserver(_ id: UInt64) {
    observing.observers.remove(id)
  }

  var observerCount: Int { observing.observers.count }

  /// Reads one field in place, without copying the rest of the state: through the state's
  /// address, as a read of the property itself copies the whole state first where the types
  /// are not known (the key path might run code that changes it) — for a large state, a
  /// stack frame as large.
  @inlinable
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    Self.read(keyPath, in: &state)
  }

  /// A key path applied to an `inout` root, which the compiler knows nothing else changes
  /// meanwhile, so reads in place.
  @inlinable
  static func read<Value>(_ keyPath: KeyPath<State, Value>, in root: inout State) -> Value {
    root[keyPath: keyPath]
  }

  /// Reads one field through its byte offset in the state when it has one (a stored
  /// property: `MemoryLayout<State>.offset(of:)`), which is a single load instead of a
  /// key-path walk; through the key path otherwise (a computed property).
  @inlinable
  func read<Value>(_ keyPath: KeyPath<State, Value>, offset: Int?) -> Value {
    guard let offset else { return Self.read(keyPath, in: &state) }
    return withUnsafeBytes(of: &state) { $0.load(fromByteOffset: offset, as: Value.self) }
  }

  @usableFromInline
  func sharedSource<Node: AnyObject>(_ key: SourceKey, make: () -> Node) -> Node {
    observing.sharedSources.object(for: key, make: make)
  }

  func scopedStore<Child: AnyObject>(_ key: ScopeKey, make: () -> Child) -> Child {
    observing.scopedStores.object(for: key, make: make)
  }
}

/// Identifies a shared observation source: a key path from the root state, and its kind.
@usableFromInline
struct SourceKey: Hashable {
  let keyPath: AnyKeyPath
  let kind: String

  @usableFromInline
  init(keyPath: AnyKeyPath, kind: String) {
    self.keyPath = keyPath
    self.kind = kind
  }
}

extension StoreCore {
  /// Replaces the state from outside any action (a stubbed store's test), and ends as a send
  /// does: observers notified, removed rows' stores checked; inside a send, the send's own
  /// ending follows.
  func replaceState(_ newState: State) {
    state = newState
    runNow(.none, in: EffectContext(task: .top))
  }
}
