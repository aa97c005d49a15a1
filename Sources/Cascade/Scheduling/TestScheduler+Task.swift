extension TestScheduler {
  /// Starts a task that is part of the calling test's settled work, like an effect a store
  /// starts: use it instead of `Task {}` for a test's own work that sleeps on the scheduler.
  ///
  /// A nonisolated operation starts at once and runs until it first suspends before this
  /// returns (`Task.immediate`; before macOS 26 and its siblings, on the next
  /// `await advance`): an observer of a `StoreActor` it starts has asked for the values, so
  /// a test that starts one and then sends sees the initial value, then each change. An
  /// operation isolated to an actor (`{ @MainActor in … }`) starts on the next
  /// `await advance`; to observe a `Store` from one, make the values before the task — a
  /// driver's `values` subscribes when it is read:
  ///
  /// ```swift
  /// let counts = store.driver(\.count).values     // subscribed: the initial value is in
  /// let reader = scheduler.task {
  ///   for await count in counts { seen.withLock { $0.append(count) } }
  /// }
  /// store.send(.incrementTapped)                  // seen, after `await advance`: [0, 1]
  /// ```
  ///
  /// The task is counted from this call, so the next `await advance` first lets it run until
  /// it sleeps (or finishes). A plain `Task {}` is not counted: whether it has reached its
  /// sleep when `advance` moves time depends on thread timing, and a sleep it registers late
  /// falls due late.
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
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    SettlingDomain.startImmediateTask(
      site: EffectSite("TestScheduler.task", fileID: fileID, line: line),
      priority: priority,
      operation: operation
    )
  }

  /// Starts a non-throwing task that is part of the calling test's settled work, like the
  /// throwing `task(priority:fileID:line:operation:)`, and started as it is.
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
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    SettlingDomain.startImmediateTask(
      site: EffectSite("TestScheduler.task", fileID: fileID, line: line),
      priority: priority,
      operation: operation
    )
  }
}
