import Cascade

extension TestStore {
  /// Starts recording what a `@Pulse` field emits: assert that it fired, how many times, and
  /// with which values — including the same value assigned twice.
  ///
  /// ```swift
  /// let alerts = store.pulses(\.$alert)
  /// await store.send(.saveFailed) { $0.alert = "Disk full" }
  /// await store.send(.saveFailed) { $0.alert = "Disk full" }
  /// #expect(alerts.values == ["Disk full", "Disk full"])
  /// ```
  ///
  /// The recording sees what `Store.pulse(_:)` emits: one value per top-level send (or
  /// received action) in which the pulse was assigned, nothing replayed from before it began.
  /// The state assertions still apply: a pulse is `Equatable` over its value and its count,
  /// so an `assert` closure that does not assign it fails when it fired.
  ///
  /// - Parameter keyPath: The pulse's projection, `\.$alert`.
  /// - Returns: A recording that lives until it is released or ``PulseRecording/stop()``.
  public func pulses<Value>(_ keyPath: KeyPath<State, Pulse<Value>>) -> PulseRecording<Value> {
    let recording = PulseRecording<Value>()
    recording.subscription = store.pulse(keyPath).emit { [weak recording] value in
      recording?.values.append(value)
    }
    return recording
  }
}

/// The values a pulse emitted since `TestStore.pulses(_:)` began recording it.
@MainActor
public final class PulseRecording<Value> {
  /// Every value emitted so far, in order.
  public internal(set) var values: [Value] = []
  var subscription: AnyCancellable?

  init() {}

  /// How many times the pulse fired.
  public var count: Int { values.count }

  /// Stops recording; ``values`` keeps what was recorded.
  public func stop() {
    subscription = nil
  }
}
