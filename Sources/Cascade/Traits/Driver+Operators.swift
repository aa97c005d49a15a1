extension Driver {
  /// A driver that delivers `value` to each subscriber, then completes — RxCocoa's
  /// `Driver.just`.
  ///
  /// ```swift
  /// query.flatMapLatest { $0.isEmpty ? .just([]) : search($0).asDriver(onErrorJustReturn: []) }
  /// ```
  ///
  /// - Parameter value: The one value.
  /// - Returns: The driver.
  public static func just(_ value: Value) -> Driver<Value> {
    Driver(node: .just(value, replay: .latest))
  }

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
  /// dropped. Completion drops a value waiting for its window's end.
  ///
  /// - Parameters:
  ///   - interval: The window.
  ///   - scheduler: The clock the windows run on.
  ///   - latest: Whether a window's end delivers the last value it saw.
  /// - Returns: The throttled driver; it replays the latest value it delivered.
  public func throttle(for interval: Duration, scheduler: any Scheduler, latest: Bool = true)
    -> Driver<Value>
  {
    Driver(
      node: node.throttle(for: interval, scheduler: scheduler, latest: latest, replay: .latest))
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
  /// - Returns: The debounced driver; it replays the latest value it delivered.
  public func debounce(for dueTime: Duration, scheduler: any Scheduler) -> Driver<Value> {
    Driver(node: node.debounce(for: dueTime, scheduler: scheduler, replay: .latest))
  }

  /// Delivers the values of the driver `transform` makes of the latest value, ending the
  /// subscription to the previous one first — RxCocoa's `flatMapLatest`.
  ///
  /// ```swift
  /// let results = store.driver(\.query)
  ///   .throttle(for: .milliseconds(300), scheduler: scheduler)
  ///   .flatMapLatest { search($0).asDriver(onErrorJustReturn: []) }
  /// ```
  ///
  /// Ending the previous inner driver's subscription cancels its work when it was its only
  /// subscriber (an `asDriver` iteration is cancelled). The result completes when this driver
  /// and the latest inner driver have both completed.
  ///
  /// - Parameter transform: Makes the inner driver of a value.
  /// - Returns: A driver of the latest inner driver's values; it replays the latest one.
  public func flatMapLatest<T>(_ transform: @escaping @MainActor (Value) -> Driver<T>)
    -> Driver<T>
  {
    Driver<T>(node: node.flatMapLatest(replay: .latest) { transform($0).node })
  }

  /// A driver of both drivers' latest values, delivered whenever either changes once both
  /// have one — RxCocoa's `Driver.combineLatest`.
  ///
  /// ```swift
  /// Driver.combineLatest(store.driver(\.query), results)
  ///   .drive { query, results in header.text = "\(results.count) for \(query)" }
  /// ```
  ///
  /// It completes when both have completed, or when one completes without a value.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  /// - Returns: A driver of pairs; it replays the latest pair.
  public static func combineLatest<A, B>(_ a: Driver<A>, _ b: Driver<B>) -> Driver<(A, B)>
  where Value == (A, B) {
    Driver(node: .combineLatest(a.node, b.node, replay: .latest))
  }
}
