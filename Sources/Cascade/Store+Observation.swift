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
  public func driver<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Driver<Value> {
    driver(keyPath) { $0 == $1 }
  }

  /// A driver of one field, with your own notion of "unchanged".
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - removeDuplicates: Whether a new value repeats the last delivered one (and is dropped).
  /// - Returns: A driver of the field's values.
  public func driver<Value>(
    _ keyPath: KeyPath<State, Value>,
    removeDuplicates: @escaping (Value, Value) -> Bool
  ) -> Driver<Value> {
    Driver(node: fieldNode(keyPath, isDuplicate: removeDuplicates, replays: true))
  }

  /// A signal of one field's distinct changes after subscription; the current value is not
  /// delivered.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: A signal of the field's changes.
  public func signal<Value: Equatable>(_ keyPath: KeyPath<State, Value>) -> Signal<Value> {
    Signal(node: fieldNode(keyPath, isDuplicate: { $0 == $1 }, replays: false))
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
    Signal(
      node: ObservationNode(replay: .none) { [weak core] node in
        guard let core else { return AnyCancellable {} }
        var seen = core.state[keyPath: keyPath].valueUpdatedCount
        return Self.observe(core, node) { [weak node] state in
          let pulse = state[keyPath: keyPath]
          guard pulse.valueUpdatedCount != seen else { return }
          seen = pulse.valueUpdatedCount
          node?.send(pulse.value)
        }
      }
    )
  }

  /// A driver of the whole state: the current state at once, then the state after every
  /// top-level send, with no de-duplication.
  public var states: Driver<State> {
    Driver(
      node: ObservationNode(replay: .current { [core] in core.state }) { [weak core] node in
        guard let core else { return AnyCancellable {} }
        node.send(core.state)
        return Self.observe(core, node) { [weak node] state in node?.send(state) }
      }
    )
  }

  private func fieldNode<Value>(
    _ keyPath: KeyPath<State, Value>,
    isDuplicate: @escaping (Value, Value) -> Bool,
    replays: Bool
  ) -> ObservationNode<Value> {
    ObservationNode(replay: replays ? .latest : .none) { [weak core] node in
      guard let core else { return AnyCancellable {} }
      var last = core.state[keyPath: keyPath]
      if replays { node.send(last) }
      return Self.observe(core, node) { [weak node] state in
        let value = state[keyPath: keyPath]
        guard !isDuplicate(last, value) else { return }
        last = value
        node?.send(value)
      }
    }
  }

  /// Registers `onChange` with the store's core for as long as the returned token lives.
  private static func observe<Value>(
    _ core: RootCore<State, Action>,
    _ node: ObservationNode<Value>,
    _ onChange: @escaping (State) -> Void
  ) -> AnyCancellable {
    let id = core.addObserver { [weak core] in
      guard let core else { return }
      onChange(core.state)
    }
    return AnyCancellable { [weak core] in
      Task { @MainActor in core?.removeObserver(id) }
    }
  }
}
