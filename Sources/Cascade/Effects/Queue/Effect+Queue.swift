extension Effect {
  /// Runs this effect in the queue `id`: at most as many effects of the queue run at once as
  /// `policy` allows, and a new one cancels the oldest, waits, or is dropped.
  ///
  /// ```swift
  /// case .downloadTapped(let file):
  ///   return .run { send in await send(.downloaded(file, try await client.fetch(file))) }
  ///     .queued(QueueID.downloads, .runOldest(2, whenFull: .suspendNew))
  /// ```
  ///
  /// The queue id is also a cancellation id: `.cancel(id:)` with it cancels every effect of
  /// the queue, running or waiting, and ``Store/isRunning(_:)`` is `true` while any runs or
  /// waits. Like cancellation ids, queue ids are private to each row of a `forEach` and to a
  /// presented child. A waiting effect belongs to the action that queued it: that action's
  /// ``StoreTask`` and a test store's `finish()` wait for it.
  ///
  /// With `minimumGap`, two effects of the queue start at least that long apart, measured on
  /// `scheduler` — the store's `\.scheduler` dependency when `nil` (a `TestScheduler` in a
  /// test). The queue's last start is kept while the queue is idle, and dropped the next
  /// time any queue is used after the gap has passed.
  ///
  /// - Parameters:
  ///   - id: The queue, shared by every effect queued with an equal id.
  ///   - policy: How many run at once, and what a new one does when that many run. The
  ///     count must be at least 1.
  ///   - minimumGap: The least time between two starts; none by default.
  ///   - scheduler: Where the gap is measured; the store's scheduler by default.
  /// - Returns: The effect, queued.
  public func queued(
    _ id: some Hashable & Sendable,
    _ policy: EffectQueuePolicy,
    minimumGap: Duration? = nil,
    scheduler: (any Scheduler)? = nil
  ) -> Self {
    precondition(
      policy.limit >= 1, "Effect.queued: a queue runs at least one effect (got \(policy.limit)).")
    if case .none = operation { return .none }
    return Effect(
      QueueOperation(
        id: CancelID(id), policy: policy, minimumGap: minimumGap, scheduler: scheduler,
        effect: self))
  }
}
