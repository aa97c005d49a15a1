import Cascade

// RxTest's spellings of virtual time, in Cascade's units: a time is a `Duration` since the
// scheduler's origin (`.seconds(210)` where RxTest writes `210`), as `start` and `record`
// count it.

extension TestScheduler {
  /// Runs `action` when virtual time reaches `time`: RxTest's `scheduleAt(210) { … }`.
  ///
  /// ```swift
  /// scheduler.scheduleAt(.seconds(300)) { relay.accept(1) }
  /// scheduler.start()
  /// ```
  ///
  /// The work runs on the main actor, as an RxTest test's does (it may touch a relay or a
  /// store): move time from the main actor — a `@MainActor` test — or the program stops at
  /// the first item.
  ///
  /// - Parameters:
  ///   - time: The time since the scheduler's origin.
  ///   - action: The work.
  /// - Returns: A token that cancels the work.
  @MainActor
  @discardableResult
  public func scheduleAt(_ time: Duration, action: @escaping @MainActor () -> Void)
    -> any Cancellable
  {
    schedule(after: SchedulerInstant(time)) { MainActor.assumeIsolated(action) }
  }

  /// Moves virtual time to `time`, running everything due on the way: RxTest's
  /// `advanceTo(210)`.
  ///
  /// - Parameters:
  ///   - time: The time since the scheduler's origin; one before ``TestScheduler/now`` is
  ///     reported and ignored.
  ///   - isolation: The caller's actor; on the main actor, stores receive at once.
  ///   - fileID: Where a misuse warning points; the caller's file by default.
  ///   - line: Where a misuse warning points; the caller's line by default.
  public func advanceTo(
    _ time: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    advance(to: SchedulerInstant(time), isolation: isolation, fileID: fileID, line: line)
  }

  /// Runs every pending item, moving time to each, until none is left: RxTest's `start()`
  /// (``TestScheduler/run(isolation:fileID:line:)``).
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor; on the main actor, stores receive at once.
  ///   - fileID: Where a warning points; the caller's file by default.
  ///   - line: Where a warning points; the caller's line by default.
  public func start(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    run(isolation: isolation, fileID: fileID, line: line)
  }
}
