/// Delivers actions from a ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// effect back into the store that runs it.
///
/// Call it with `await`: `await send(.loaded(value))` from inside an effect. The action is
/// delivered on the main actor, where the store runs; `send` returns once the store has
/// processed it (and the actions it produced synchronously).
///
/// ```swift
/// return .run { send in
///   let fact = try await client.fact(for: count)
///   await send(.factResponse(fact))
/// }
/// ```
///
/// Sending after the effect was cancelled (or after its store was deallocated) does nothing.
///
/// Under `await TestScheduler.advance`, a delivery in flight keeps virtual time from moving
/// until the sending task is back, so a test sees the action at the instant it was sent.
public struct Send<Action>: Sendable {
  let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that passes each action to `deliver`.
  ///
  /// Stores create these for you; build one yourself only to call an effect's operation
  /// directly, for example in a unit test of an effect-producing helper.
  ///
  /// - Parameter deliver: Receives each action sent while the calling task is not cancelled.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the current task has been cancelled.
  ///
  /// - Parameter action: The action to deliver.
  public func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    await HeldMainActor.run(action, deliver)
  }
}
