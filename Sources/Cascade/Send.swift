/// Delivers actions from a ``Effect/run(priority:operation:catch:fileID:filePath:line:column:)``
/// effect back into the store that runs it.
///
/// Call it with `await`: `await send(.loaded(value))` from inside an effect. The action is
/// delivered where the store runs — the main actor for a ``Store``, the actor itself for a
/// ``StoreActor`` — and `send` returns once the store has processed it (and the actions it
/// produced synchronously).
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
  let deliver: @Sendable (sending Action) async -> Void

  /// Creates a `Send` that passes each action to `deliver`.
  ///
  /// Stores create these for you; build one yourself only to call an effect's operation
  /// directly, for example in a unit test of an effect-producing helper.
  ///
  /// - Parameter deliver: Receives each action sent while the calling task is not cancelled.
  public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = { action in await SettlingHooks.deliverOnMainActor(action, deliver) }
  }

  /// Creates a `Send` that hands each action to `deliver`, which takes it to the store's
  /// isolation.
  init(delivering deliver: @escaping @Sendable (sending Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the current task has been cancelled.
  ///
  /// - Parameter action: The action to deliver.
  public func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    await deliver(action)
  }
}
