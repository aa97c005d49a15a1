extension Effect {
  /// Starts this effect only if no other effect with the same `id` starts within `dueTime`.
  ///
  /// Each debounced effect cancels the in-flight one with its id (whether still waiting or
  /// already running) and waits `dueTime` before starting: only the last of a burst runs,
  /// `dueTime` after it, as in The Composable Architecture.
  ///
  /// ```swift
  /// case .queryChanged(let query):
  ///   state.query = query
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: SearchID(), for: .milliseconds(300), scheduler: scheduler)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Identifies the burst; also cancels the effect with ``cancel(id:)``.
  ///   - dueTime: The quiet time required before starting.
  ///   - scheduler: The clock to wait on.
  /// - Returns: The debounced effect.
  public func debounce(
    id: some Hashable & Sendable,
    for dueTime: Duration,
    scheduler: any Scheduler
  ) -> Effect {
    delay(for: dueTime, scheduler: scheduler).cancellable(id: id, cancelInFlight: true)
  }
}
