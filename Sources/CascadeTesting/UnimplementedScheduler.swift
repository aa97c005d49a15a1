import Cascade

/// A scheduler that fails the test when any work is scheduled on it.
///
/// Inject it where a feature must not touch time in a given test, so that an unexpected
/// timer, debounce, delay or sleep shows up as a failure naming the scheduler, at the line
/// that created it:
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature(scheduler: UnimplementedScheduler("search debounce"))
/// }
/// ```
///
/// Repeating work never runs; one-shot work runs at once after the failure is reported, so
/// that a sleep on it (or on its `clock`) ends instead of hanging. ``now`` stays at `.zero`.
public final class UnimplementedScheduler: Scheduler {
  /// The name failures mention.
  public let name: String
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates a scheduler that reports a failure, named `name`, for any scheduled work.
  ///
  /// - Parameters:
  ///   - name: How failures refer to this scheduler.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  public init(
    _ name: String = "UnimplementedScheduler",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    CascadeTestingHooks.install()
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Always `SchedulerInstant(.zero)`.
  public var now: SchedulerInstant { SchedulerInstant(.zero) }

  /// Reports a failure, then runs `action` at once, so that code sleeping on this scheduler
  /// (or on its `clock`) goes on instead of hanging after the test has failed.
  ///
  /// - Parameters:
  ///   - deadline: The requested deadline, included in the failure message.
  ///   - action: Run at once, after the failure is reported.
  /// - Returns: A token with nothing to cancel.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    fail("work was scheduled at \(deadline)")
    action()
    return NoopCancellable()
  }

  /// Reports a failure; `action` never runs.
  ///
  /// - Parameters:
  ///   - deadline: The requested first run, included in the failure message.
  ///   - interval: The requested interval, included in the failure message.
  ///   - action: Never run.
  /// - Returns: A token with nothing to cancel.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    interval: Duration,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    fail("repeating work was scheduled at \(deadline) every \(interval)")
    return NoopCancellable()
  }

  private func fail(_ what: String) {
    TestFailure.report(
      "Unimplemented scheduler '\(name)': \(what), but this test says nothing may use it.",
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}
