/// Ticks of a clock at a fixed interval, as an async sequence: the first one `interval` after
/// iteration starts, then one every `interval`, each on its deadline — a slow loop body never
/// makes later ticks drift (swift-clocks' `clock.timer(interval:)`).
///
/// ```swift
/// @Dependency(\.clock) var clock
/// …
/// return .run { send in
///   for await _ in clock.timer(interval: .seconds(1)) {
///     await send(.timerTicked)
///   }
/// }
/// .cancellable(id: TimerID())
/// ```
///
/// On a ``TestScheduler``'s clock the ticks are virtual: advancing the scheduler by three
/// seconds delivers three ticks, however the advance is cut up. The sequence ends when the
/// task iterating it is cancelled.
///
/// Its elements are the time since iteration started (`interval`, `2 × interval`, …), not the
/// clock's `Instant`: a timer made from `any Clock<Duration>` — the `\.clock` dependency —
/// cannot name its clock's instant type.
public struct ClockTimer: AsyncSequence, Sendable {
  /// The time since iteration started, at each tick.
  public typealias Element = Duration
  /// A timer never fails; cancellation ends it.
  public typealias Failure = Never

  /// Starts the clock: returns a sleep until an offset from that start.
  private let start: @Sendable () -> @Sendable (Duration) async throws -> Void
  private let interval: Duration

  init<C: Clock>(clock: C, interval: Duration) where C.Duration == Duration {
    precondition(interval > .zero, "clock.timer: the interval must be positive (got \(interval)).")
    self.interval = interval
    self.start = {
      let origin = clock.now
      return { offset in try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil) }
    }
  }

  /// The ticks, from now.
  ///
  /// - Returns: An iterator whose first tick is one interval from now.
  public func makeAsyncIterator() -> Iterator {
    Iterator(sleep: start(), interval: interval)
  }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol {
    let sleep: @Sendable (Duration) async throws -> Void
    let interval: Duration
    var elapsed = Duration.zero

    /// Waits for the next tick's deadline.
    ///
    /// - Returns: The time since iteration started, or `nil` once the task is cancelled.
    public mutating func next() async -> Duration? {
      let deadline = elapsed + interval
      do {
        try await sleep(deadline)
      } catch {
        return nil
      }
      elapsed = deadline
      return deadline
    }
  }
}

extension Clock where Duration == Swift.Duration {
  /// Ticks every `interval` on this clock, on deadlines; see ``ClockTimer``.
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
  /// ```
  ///
  /// - Parameter interval: The time between ticks; positive.
  /// - Returns: The ticks.
  public func timer(interval: Duration) -> ClockTimer {
    ClockTimer(clock: self, interval: interval)
  }
}
