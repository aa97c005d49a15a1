extension SharedSequence {
  /// Delivers a value at once, then at most one value per `interval`, as RxCocoa's
  /// `throttle(_:latest:scheduler:)`.
  ///
  /// ```swift
  /// store.driver(\.query).throttle(for: .milliseconds(300), scheduler: scheduler)
  /// ```
  ///
  /// A value that arrives while no window is open is delivered at once and opens an
  /// `interval`-long window. With `latest`, the last value that arrived inside the window is
  /// delivered when it ends, and opens the next one; without, values inside a window are
  /// dropped, and one arriving exactly as the window ends passes (`now - lastSent >=
  /// interval`, as RxSwift decides). A completion while a value waits for its window's end is held until then: the
  /// value is delivered and the sequence completes at that instant (RxSwift's marble).
  ///
  /// This is RxSwift's throttle, not ``Effect/throttle(id:for:scheduler:latest:)``'s: there,
  /// `latest: false` delivers the *first* value of the window when the window ends (TCA's
  /// meaning); here it drops every value inside the window. A tap throttle moved from a view
  /// into a reducer changes meaning with it.
  ///
  /// - Parameters:
  ///   - interval: The window.
  ///   - scheduler: The clock the windows run on.
  ///   - latest: Whether a window's end delivers the last value it saw.
  /// - Returns: The same trait, throttled: a driver replays the latest value it delivered.
  public func throttle(for interval: Duration, scheduler: any Scheduler, latest: Bool = true)
    -> Self
  {
    Self(
      node: node.throttle(
        for: interval, scheduler: scheduler, latest: latest, replay: Strategy.replay()))
  }

  /// Delivers a value once `dueTime` has passed without a newer one, as RxCocoa's
  /// `debounce(_:scheduler:)`.
  ///
  /// ```swift
  /// store.driver(\.query).debounce(for: .milliseconds(300), scheduler: scheduler)
  /// ```
  ///
  /// Completion delivers a waiting value at once, then completes.
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time a value must be followed by.
  ///   - scheduler: The clock to wait on.
  /// - Returns: The same trait, debounced: a driver replays the latest value it delivered.
  public func debounce(for dueTime: Duration, scheduler: any Scheduler) -> Self {
    Self(node: node.debounce(for: dueTime, scheduler: scheduler, replay: Strategy.replay()))
  }

  /// Delivers each value, and the completion, `dueTime` after it arrived — RxCocoa's
  /// `delay(_:scheduler:)`.
  ///
  /// ```swift
  /// store.driver(\.banner).delay(.seconds(2), scheduler: scheduler).drive { hide($0) }
  /// ```
  ///
  /// - Parameters:
  ///   - dueTime: How late each value arrives.
  ///   - scheduler: The clock to wait on.
  /// - Returns: The same trait, delayed; values waiting when the last subscriber leaves are
  ///   dropped.
  public func delay(_ dueTime: Duration, scheduler: any Scheduler) -> Self {
    Self(node: node.delay(dueTime, scheduler: scheduler, replay: Strategy.replay()))
  }

  /// The values of the first `duration` of each connection, then the end — RxSwift's
  /// `take(for:scheduler:)`.
  ///
  /// - Parameters:
  ///   - duration: How long to deliver.
  ///   - scheduler: The clock to measure it on.
  /// - Returns: The same trait.
  public func take(for duration: Duration, scheduler: any Scheduler) -> Self {
    Self(node: node.take(for: duration, scheduler: scheduler, replay: Strategy.replay()))
  }

  /// Drops the values of the first `duration` of each connection — RxSwift's
  /// `skip(_:scheduler:)` with a time; a value arriving exactly at its end passes.
  ///
  /// - Parameters:
  ///   - duration: How long to drop values.
  ///   - scheduler: The clock to measure it on.
  /// - Returns: The same trait.
  public func skip(for duration: Duration, scheduler: any Scheduler) -> Self {
    Self(node: node.skip(for: duration, scheduler: scheduler, replay: Strategy.replay()))
  }
}
