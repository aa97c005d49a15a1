extension Reducer where State: Codable & Sendable, Action: Codable & Sendable {
  /// Records every action this reducer handles into `recorder`, with its origin and the state
  /// after it: a run a test can replay.
  ///
  /// ```swift
  /// Store(initialState: Counter.State()) { Counter().recording(into: recorder) }
  /// ```
  ///
  /// Attach it at the root to record everything the store processes; attached to a child, it
  /// records the child's actions and states. Effects are recorded through the actions they
  /// deliver (origin ``ActionOrigin/effect``), never run again by a replay.
  ///
  /// - Parameter recorder: Where the entries go.
  /// - Returns: A reducer that behaves as this one and records.
  @inlinable
  public func recording(into recorder: ActionRecorder<State, Action>)
    -> some Reducer<State, Action>
  {
    RecordingReducer(base: self, recorder: recorder)
  }
}

/// A reducer that records what its base handles; made by ``Reducer/recording(into:)``.
///
/// Inlinable, so that it is specialized for the feature's types where the store is made
/// rather than looking up generic metadata for each entry.
@usableFromInline
struct RecordingReducer<Base: Reducer>: Reducer
where Base.State: Codable & Sendable, Base.Action: Codable & Sendable {
  @usableFromInline let base: Base
  @usableFromInline let recorder: ActionRecorder<Base.State, Base.Action>

  @inlinable
  init(base: Base, recorder: ActionRecorder<Base.State, Base.Action>) {
    self.base = base
    self.recorder = recorder
  }

  /// Runs the base reducer and records the action, its origin and the resulting state.
  ///
  /// - Parameters:
  ///   - state: The state to mutate.
  ///   - action: The action to handle.
  /// - Returns: The base reducer's effect.
  @inlinable
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    // The state before is kept once, before the first entry: copied only then.
    let before = recorder.hasStarted ? nil : state
    let effect = base.reduce(into: &state, action: action)
    let origin = recorder.originSlot.origin ?? ActionOrigin.current
    recorder.record(action, origin: origin, before: before, after: state)
    return effect
  }
}

extension RecordingReducer: RootRecording {
  @usableFromInline
  var originSlot: ActionOriginSlot { recorder.originSlot }
}

extension RecordingReducer {
  @usableFromInline static func _lifecycleHooks(depth: Int) -> _LifecycleHooks {
    Base._lifecycleHooks(depth: depth)
  }

  @usableFromInline func _lifecycleEffect(_ event: _LifecycleEvent, state: Base.State) -> Effect<
    Base.Action
  > {
    base._lifecycleEffect(event, state: state)
  }
}
