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
/// Nothing scheduled on it ever runs; ``now`` stays at `.zero`.
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
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Always `SchedulerInstant(.zero)`.
  public var now: SchedulerInstant { SchedulerInstant(.zero) }

  /// Reports a failure; `action` never runs.
  ///
  /// - Parameters:
  ///   - deadline: The requested deadline, included in the failure message.
  ///   - action: Never run.
  /// - Returns: A token with nothing to cancel.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    fail("work was scheduled at \(deadline)")
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
