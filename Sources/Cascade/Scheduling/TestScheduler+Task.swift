extension TestScheduler {
  /// Starts a task that is part of the calling test's settled work, like an effect a store
  /// starts: use it instead of `Task {}` for a test's own work that sleeps on the scheduler.
  ///
  /// The operation starts at once and runs until it first suspends before this returns, so a
  /// test that starts an observer and then sends sees the initial value, then each change:
  ///
  /// ```swift
  /// let reader = scheduler.task { @MainActor in
  ///   for await count in store.driver(\.count).values { seen.withValue { $0.append(count) } }
  /// }
  /// store.send(.incrementTapped)                  // seen, after `await advance`: [0, 1]
  /// ```
  ///
  /// - An operation isolated to the caller's actor — `{ @MainActor in … }` from a main-actor
  ///   test — starts in place on every OS. Its nonisolated callees (a function of yours,
  ///   `Task.sleep(for:clock:)`) still run as the test's settled work, so `advance` waits for
  ///   them. Use this form to read a `Store`, which lives on the main actor.
  /// - A nonisolated operation — a closure literal is one unless marked, even in a main-actor
  ///   test — starts on the caller's thread with `Task.immediate` (macOS 26 and its siblings,
  ///   and Linux; before that, on the next `await advance`). Its first hop to an actor is
  ///   queued there: `await store.driver(\.count).values` in such a body reads the driver
  ///   only when the main actor next runs, after the test's next synchronous sends. Mark the
  ///   body `@MainActor`, or make the values before the task (a driver's `values` subscribes
  ///   when it is read). A `StoreActor`'s `await session.values(…)` is fine: the test's own
  ///   `await session.send(…)` queues behind it.
  /// - An operation isolated to another actor starts when that actor runs it.
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
  ///   - isolation: The caller's actor: an operation isolated to it starts in place.
  ///   - operation: The task's work.
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    isolation: isolated (any Actor)? = #isolation,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    SettlingDomain.startImmediateTask(
      site: EffectSite("TestScheduler.task", fileID: fileID, line: line),
      priority: priority,
      isolation: isolation,
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
  ///   - isolation: The caller's actor: an operation isolated to it starts in place.
  ///   - operation: The task's work.
  /// - Returns: The task.
  @discardableResult
  public func task<Success: Sendable>(
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line,
    isolation: isolated (any Actor)? = #isolation,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    SettlingDomain.startImmediateTask(
      site: EffectSite("TestScheduler.task", fileID: fileID, line: line),
      priority: priority,
      isolation: isolation,
      operation: operation
    )
  }
}
