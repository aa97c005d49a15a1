/// A scheduler seen as a Swift `Clock`, so code written against `any Clock<Duration>` runs
/// on a Cascade scheduler — on a ``TestScheduler``'s virtual time in tests.
///
/// ```swift
/// struct Ticker: Reducer {
///   let clock: any Clock<Duration>          // ContinuousClock() in the app
///   // …
///   return .run { send in
///     while true {
///       try await clock.sleep(for: .seconds(1))
///       await send(.tick)
///     }
///   }
/// }
///
/// // In a test:
/// let scheduler = TestScheduler()
/// let store = TestStore(initialState: Ticker.State()) { Ticker(clock: scheduler.clock) }
/// ```
///
/// Sleeping on the clock is ``Scheduler/sleep(until:fileID:line:)`` on its scheduler: on a
/// `TestScheduler` it wakes when `advance` reaches the deadline, throws `CancellationError`
/// when its task is cancelled, and is settled by `await advance` like any scheduler sleep —
/// no `Task.yield()`s, unlike a clock that is not driven by the test's executor. On an
/// ``ImmediateScheduler`` the clock never waits (like swift-clocks' `ImmediateClock`).
///
/// The clock's instants are the scheduler's (``SchedulerInstant``), so `clock.now` is
/// `scheduler.now` and a deadline computed from one means the same on the other.
public struct SchedulerClock: Clock, Sendable {
  /// The clock's instants: the scheduler's.
  public typealias Instant = SchedulerInstant

  /// The scheduler this clock reads and sleeps on.
  public let scheduler: any Scheduler

  /// Creates the clock of `scheduler`.
  ///
  /// - Parameter scheduler: The scheduler to read and sleep on.
  public init(_ scheduler: any Scheduler) {
    self.scheduler = scheduler
  }

  /// The scheduler's current instant.
  public var now: SchedulerInstant { scheduler.now }

  /// `.zero`: a scheduler runs work at its exact deadline (virtual time), or as soon as it
  /// can after it (real time); the clock adds no granularity of its own.
  public var minimumResolution: Duration { .zero }

  /// Suspends the current task until the scheduler reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to wake.
  ///   - tolerance: Ignored: schedulers run work at (or as soon as possible after) the
  ///     deadline.
  /// - Throws: `CancellationError` if the task is cancelled before or while sleeping.
  public func sleep(until deadline: SchedulerInstant, tolerance: Duration? = nil) async throws {
    try await scheduler.sleep(until: deadline)
  }
}

extension SchedulerInstant: InstantProtocol {}

extension Scheduler {
  /// This scheduler as a Swift `Clock`: pass it wherever `any Clock<Duration>` (or a generic
  /// `C: Clock` with `C.Duration == Duration`) is expected.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let feature = Search(clock: scheduler.clock)
  /// try await Task.sleep(for: .seconds(1), clock: scheduler.clock)
  /// ```
  public var clock: SchedulerClock { SchedulerClock(self) }
}
