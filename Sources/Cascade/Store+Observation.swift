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
    if let scoped { return scoped.driver(keyPath) }
    return Driver(node: sharedFieldNode(keyPath, replays: true))
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
    if let scoped { return scoped.driver(keyPath, removeDuplicates: removeDuplicates) }
    return Driver(node: fieldNode(keyPath, isDuplicate: removeDuplicates, replays: true))
  }

  /// A signal of one field's distinct changes after subscription; the current value is not
  /// delivered.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A signal of the field's changes.
  @inlinable
  public func signal<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Signal<Value> {
    if let scoped { return scoped.signal(keyPath) }
    return Signal(node: sharedFieldNode(keyPath, replays: false))
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
    if let scoped { return scoped.pulse(keyPath) }
    let countPath = keyPath.appending(path: \.valueUpdatedCount)
    let node = core.sharedSource(.init(keyPath: keyPath, kind: "pulse")) {
      ObservationNode<Value>(replay: .none) { [weak core] node in
        guard let core else { return AnyCancellable {} }
        let offset = MemoryLayout<State>.offset(of: countPath)
        let seen = LastValue(core.read(countPath, offset: offset))
        return Self.observe(core) { [unowned(unsafe) core] in
          let count = core.read(countPath, offset: offset)
          guard count != seen.value else { return }
          seen.value = count
          node.send(core.read(keyPath).value)
        }
      }
    }
    return Signal(node: node)
  }

  /// A driver of the whole state: the current state at once, then the state after every
  /// top-level send, with no de-duplication.
  public var states: Driver<State> {
    if let scoped { return scoped.states }
    let node = core.sharedSource(.init(keyPath: \State.self, kind: "states")) {
      ObservationNode(replay: .current { [weak core] in core?.state }) { [weak core] node in
        guard let core else { return AnyCancellable {} }
        node.send(core.state)
        return Self.observe(core) { [unowned(unsafe) core] in node.send(core.state) }
      }
    }
    return Driver(node: node)
  }

  @inlinable
  func fieldNode<Value>(
    _ keyPath: KeyPath<State, Value>,
    isDuplicate: @escaping (Value, Value) -> Bool,
    replays: Bool
  ) -> ObservationNode<Value> {
    ObservationNode(replay: replays ? .latest : .none) { [weak core = rootCore] node in
      guard let core else { return AnyCancellable {} }
      let offset = MemoryLayout<State>.offset(of: keyPath)
      let last = LastValue(core.read(keyPath, offset: offset))
      if replays { node.send(last.value) }
      return Self.observe(core) { [unowned(unsafe) core] in
        let value = core.read(keyPath, offset: offset)
        guard !isDuplicate(last.value, value) else { return }
        last.value = value
        node.send(value)
      }
    }
  }

  /// A shared node of one field compared with `==`.
  @inlinable
  func sharedFieldNode<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>,
    replays: Bool
  ) -> ObservationNode<Value> {
    rootCore.unsafelyUnwrapped.sharedSource(
      .init(keyPath: keyPath, kind: replays ? "driver" : "signal")
    ) {
      fieldNode(keyPath, isDuplicate: { $0 == $1 }, replays: replays)
    }
  }

  /// Registers `onChange` with the store's core for as long as the returned token lives.
  ///
  /// `onChange` captures the core `unowned(unsafe)`: the core owns the closure and is its only
  /// caller, so the core is alive whenever it runs (a strong capture would be a cycle). It
  /// holds its node strongly: the core drops the closure exactly when the node disconnects
  /// (the node's upstream token, returned here, removes the observer), so there is no cycle.
  @usableFromInline
  static func observe(
    _ core: RootCore<State, Action>,
    _ onChange: @escaping () -> Void
  ) -> AnyCancellable {
    let id = core.addObserver(onChange)
    return AnyCancellable { [weak core] in
      Task { @MainActor in core?.removeObserver(id) }
    }
  }
}
