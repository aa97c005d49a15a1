// combine-schedulers' spellings, for a TCA 1.x app written before `\.continuousClock`:
// `.immediate` and `.test` where a scheduler is expected.

extension Scheduler where Self == ImmediateScheduler {
  /// A new ``ImmediateScheduler``: work runs at once (combine-schedulers' `.immediate`).
  ///
  /// ```swift
  /// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
  ///   $0.mainQueue = .immediate
  /// }
  /// ```
  public static var immediate: ImmediateScheduler { ImmediateScheduler() }
}

extension Scheduler where Self == TestScheduler {
  /// A new ``TestScheduler`` at time zero (combine-schedulers' `DispatchQueue.test`); keep it
  /// to advance it.
  ///
  /// ```swift
  /// let mainQueue: TestScheduler = .test
  /// ```
  public static var test: TestScheduler { TestScheduler() }
}

extension DependencyValues {
  /// The scheduler effects wait on, by combine-schedulers' name: reads and writes
  /// ``scheduler`` (one dependency, so a test that sets either sets both).
  ///
  /// ```swift
  /// @Dependency(\.mainQueue) var mainQueue
  /// …
  /// return .run { send in
  ///   try await mainQueue.sleep(for: .milliseconds(300))
  ///   await send(.search)
  /// }
  /// ```
  public var mainQueue: any Scheduler {
    get { scheduler }
    set { scheduler = newValue }
  }

  /// The scheduler effects wait on, by combine-schedulers' run-loop name: reads and writes
  /// ``scheduler``, as ``mainQueue`` does.
  public var mainRunLoop: any Scheduler {
    get { scheduler }
    set { scheduler = newValue }
  }
}
