extension DependencyValues {
  /// The scheduler effects wait on: `DispatchQueueScheduler.main` live; in a test, a test
  /// issue at first use until the test gives one (usually a `TestScheduler`).
  ///
  /// ```swift
  /// @Dependency(\.scheduler) var scheduler
  /// …
  /// return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler).map { _ in .tick }
  /// ```
  public var scheduler: any Scheduler {
    get { self[SchedulerKey.self] }
    set { self[SchedulerKey.self] = newValue }
  }

  /// The clock effects sleep on: `ContinuousClock()` live; in a test, a test issue at first
  /// use until the test gives one (`TestScheduler().clock`).
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}

enum SchedulerKey: DependencyKey {
  static var liveValue: any Scheduler { DispatchQueueScheduler.main }
}

private enum ClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
}
