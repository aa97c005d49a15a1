extension Store {
  /// A driver of one field: the current value at once, then each distinct change.
  ///
  /// ```swift
  /// store.driver(\.count).drive { label.text = "\($0)" }.store(in: &cancellables)
  /// ```
  ///
  /// Only the field is read on each notification; the rest of the state is neither copied
  /// nor retained, so observing a small field of a large state costs O(1) per send.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A driver of the field's distinct values.
  @inlinable
  public func driver<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Driver<Value> {
    Driver(node: sharedFieldNode(keyPath, replays: true))
  }

  /// A driver of one field, with your own notion of "unchanged".
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - removeDuplicates: Whether a new value repeats the last delivered one (and is dropped).
  /// - Returns: A driver of the field's values.
  @inlinable
  public func driver<Value>(
    _ keyPath: KeyPath<State, Value>,
    removeDuplicates: @escaping (Value, Value) -> Bool
  ) -> Driver<Value> {
    Driver(node: fieldNode(access(keyPath), isDuplicate: removeDuplicates, replays: true))
  }

  /// A signal of one field's distinct changes after subscription; the current value is not
  /// delivered.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A signal of the field's changes.
  @inlinable
  public func signal<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Signal<Value> {
    Signal(node: sharedFieldNode(keyPath, replays: false))
  }

  /// A signal of a ``Pulse`` field: its value once for every notification in which the field
  /// was assigned since the subscriber last saw it — even to an equal value.
  ///
  /// Changes to any other part of the state are ignored, and nothing is replayed: a view that
  /// subscribes again does not show the last alert again (unlike ReactorKit's `pulse`).
  ///
  /// ```swift
  /// store.pulse(\.$alert).compactMap { $0 }.emit { showAlert($0) }
  /// ```
  ///
  /// - Parameter keyPath: The pulse, written with `$`: `\.$alert`.
  /// - Returns: A signal of the pulse's assignments.
  public func pulse<Value>(_ keyPath: KeyPath<State, Pulse<Value>>) -> Signal<Value> {
    let pulse = access(keyPath)
    let count = access(keyPath.appending(path: \.valueUpdatedCount))
    let node = runtime.sharedSource(.init(keyPath: pulse.key, kind: "pulse")) {
      TraitNode<Value>(replay: .none) { [weak runtime] node in
        guard let runtime else { return AnyCancellable {} }
        let onAssignment = count.changes(isDuplicate: ==) { _ in node.send(pulse.read().value) }
        return Self.observeFromNow(runtime, onAssignment)
      }
    }
    return Signal(node: node)
  }

  /// A driver of the whole state: the current state at once, then the state after every
  /// top-level send, with no de-duplication.
  public var states: Driver<State> {
    let key = access(\State.self).key
    let node = runtime.sharedSource(.init(keyPath: key, kind: "states")) {
      TraitNode(replay: .current { [weak runtime] in runtime?.state }) {
        [weak runtime] node in
        guard let runtime else { return AnyCancellable {} }
        node.send(runtime.state)
        // Unowned: the core owns this closure and is its only caller.
        return Self.observe(runtime) { [unowned(unsafe) runtime] in node.send(runtime.state) }
      }
    }
    return Driver(node: node)
  }

  /// How to read `keyPath`: for a root store, a closure built here, in the caller's module,
  /// that loads the field at its offset; for a scoped store, its root's access on the
  /// composed key path.
  @inlinable
  func access<Value>(_ keyPath: KeyPath<State, Value>) -> FieldAccess<Value> {
    guard isRoot else { return runtime.field(keyPath) }
    // Unretained: a field access is only read while the store is alive (see `FieldAccess`),
    // and reading through a guaranteed reference retains nothing — a retain of a core that
    // is also held weakly takes the slow path, on every notification.
    let core = Unmanaged.passUnretained(rootCore)
    let offset = MemoryLayout<State>.offset(of: keyPath)
    return FieldAccess(key: keyPath) { Self.read(keyPath, offset: offset, of: core) }
  }

  /// Reads a field of an unretained core (see ``access(_:)``); nonisolated, so that the
  /// closure handed to the guaranteed reference carries no main-actor check.
  @inlinable
  nonisolated static func read<Value>(
    _ keyPath: KeyPath<State, Value>,
    offset: Int?,
    of core: Unmanaged<StoreCore<State, Action>>
  ) -> Value {
    core._withUnsafeGuaranteedRef { $0.read(keyPath, offset: offset) }
  }

  @inlinable
  func fieldNode<Value>(
    _ field: FieldAccess<Value>,
    isDuplicate: @escaping (Value, Value) -> Bool,
    replays: Bool
  ) -> TraitNode<Value> {
    TraitNode(replay: replays ? .latest : .none) { [weak runtime] node in
      guard let runtime else { return AnyCancellable {} }
      let onChange = field.changes(isDuplicate: isDuplicate) { node.send($0) }
      if replays { node.send(field.read()) }
      return Self.observeFromNow(runtime, onChange)
    }
  }

  /// A shared node of one field compared with `==`.
  @inlinable
  func sharedFieldNode<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>,
    replays: Bool
  ) -> TraitNode<Value> {
    let field = access(keyPath)
    return runtime.sharedSource(.init(keyPath: field.key, kind: replays ? "driver" : "signal")) {
      fieldNode(field, isDuplicate: { $0 == $1 }, replays: replays)
    }
  }

  /// ``observe(_:_:)`` for an observer that compares with the value it read first
  /// (`FieldAccess.changes`), then one comparison at once.
  ///
  /// A store hears of `@Shared` changes from its first observer on: a value written on
  /// another thread after this observer's first read but before the store listened was
  /// announced to no one, and would reach the observer only with the next send. The
  /// comparison catches it; a write after registering is announced, and compares equal here
  /// or there, so nothing is delivered twice.
  @usableFromInline
  static func observeFromNow(
    _ runtime: any StoreRuntime<State, Action>,
    _ onChange: @escaping () -> Void
  ) -> AnyCancellable {
    let token = observe(runtime, onChange)
    onChange()
    return token
  }

  /// Registers `onChange` with the store's root core for as long as the returned token
  /// lives.
  ///
  /// The core owns `onChange` and is its only caller, so whatever `onChange` reads of the
  /// store is alive whenever it runs. It holds its node strongly: the core drops the closure
  /// exactly when the node disconnects (the node's upstream token, returned here, removes the
  /// observer), so there is no cycle.
  @usableFromInline
  static func observe(
    _ runtime: any StoreRuntime<State, Action>,
    _ onChange: @escaping () -> Void
  ) -> AnyCancellable {
    let id = runtime.addObserver(onChange)
    return AnyCancellable { [weak runtime] in
      SettlingHooks.performPromptlyOnMainActor(
        site: EffectSite("a driver's observer removal", fileID: #fileID, line: #line)
      ) {
        runtime?.removeObserver(id)
      }
    }
  }
}
