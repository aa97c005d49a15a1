extension TestScheduler {
  /// Starts a task that is part of the calling test's settled work, like an effect a store
  /// starts: use it instead of `Task {}` for a test's own work that sleeps on the scheduler.
  ///
  /// The task is counted from this call, before it has run at all, so the next
  /// `await advance` first lets it run until it sleeps (or finishes). A plain `Task {}` is not
  /// counted: whether it has reached its sleep when `advance` moves time depends on thread
  /// timing, and a sleep it registers late falls due late.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// let task = scheduler.task { try await scheduler.sleep(for: .seconds(2)) }
  /// await scheduler.advance(by: .seconds(1))
  /// await scheduler.advance(by: .seconds(1))
  /// try await task.value   // woke at 2 s
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - fileID: Where a warning about this task points; the caller's file by default.
  ///   - line: Where a warning about this task points; the caller's line by default.
  ///   - operation: The task's work.
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: @escaping @Sendable () async throws -> Success
  ) -> Task<Success, any Error> {
    SettlingDomain.startThrowingTask(
      site: EffectSite("TestScheduler.task", fileID: fileID, line: line),
      priority: priority,
      operation: operation
    )
  }

  /// Starts a non-throwing task that is part of the calling test's settled work, like the
  /// throwing `task(priority:fileID:line:operation:)`.
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - fileID: Where a warning about this task points; the caller's file by default.
  ///   - line: Where a warning about this task points; the caller's line by default.
  ///   - operation: The task's work.
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    operation: @escaping @Sendable () async -> Success
  ) -> Task<Success, Never> {
    SettlingDomain.startTask(
      site: EffectSite("TestScheduler.task", fileID: fileID, line: line),
      priority: priority,
      operation: operation
    )
  }
}
