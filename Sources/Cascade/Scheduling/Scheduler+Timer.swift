extension Scheduler {
  /// Ticks every `interval` on this scheduler, as an async sequence to iterate inside a
  /// `.run`: the first tick one interval after iteration starts, then one every interval, each
  /// on its deadline (a slow loop body never makes later ticks drift). Each element is the
  /// tick's deadline. The sequence ends when the iterating task is cancelled.
  ///
  /// ```swift
  /// @Dependency(\.mainQueue) var mainQueue
  /// …
  /// return .run { send in
  ///   for await _ in mainQueue.timer(interval: .seconds(1)) {
  ///     await send(.timerTicked)
  ///   }
  /// }
  /// .cancellable(id: TimerID())
  /// ```
  ///
  /// On a ``TestScheduler`` the ticks are virtual: advancing it by three intervals delivers
  /// three ticks. Unlike ``Effect/timer(id:every:on:)``, whose ticks are actions, these
  /// arrive inside the effect, which decides what to send.
  ///
  /// - Parameter interval: The time between ticks; positive.
  /// - Returns: The ticks' deadlines.
  public func timer(interval: Duration) -> some AsyncSequence<SchedulerInstant, Never> {
    precondition(
      interval > .zero, "scheduler.timer: the interval must be positive (got \(interval)).")
    return SchedulerTicks(scheduler: self, interval: interval)
  }
}

/// The ticks of ``Scheduler/timer(interval:)``: each a sleep until the next deadline.
private struct SchedulerTicks<S: Scheduler>: AsyncSequence, Sendable {
  typealias Element = SchedulerInstant
  typealias Failure = Never

  let scheduler: S
  let interval: Duration

  func makeAsyncIterator() -> Iterator {
    Iterator(
      scheduler: scheduler, interval: interval, deadline: scheduler.now.advanced(by: interval))
  }

  struct Iterator: AsyncIteratorProtocol {
    let scheduler: S
    let interval: Duration
    var deadline: SchedulerInstant

    mutating func next() async -> SchedulerInstant? {
      do {
        try await scheduler.sleep(until: deadline)
      } catch {
        return nil
      }
      defer { deadline = deadline.advanced(by: interval) }
      return deadline
    }
  }
}
