extension Signal {
  /// Delivers a value at once, then at most one value per `interval`, as RxCocoa's
  /// `throttle(_:latest:scheduler:)`.
  ///
  /// ```swift
  /// store.signal(\.lastTap).throttle(for: .seconds(1), scheduler: scheduler, latest: false)
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
  /// - Returns: The throttled signal.
  public func throttle(for interval: Duration, scheduler: any Scheduler, latest: Bool = true)
    -> Signal<Value>
  {
    Signal(node: node.throttle(for: interval, scheduler: scheduler, latest: latest, replay: .none))
  }

  /// Delivers a value once `dueTime` has passed without a newer one, as RxCocoa's
  /// `debounce(_:scheduler:)`.
  ///
  /// ```swift
  /// store.signal(\.query).debounce(for: .milliseconds(300), scheduler: scheduler)
  /// ```
  ///
  /// Completion delivers a waiting value at once, then completes.
  ///
  /// - Parameters:
  ///   - dueTime: The quiet time a value must be followed by.
  ///   - scheduler: The clock to wait on.
  /// - Returns: The debounced signal.
  public func debounce(for dueTime: Duration, scheduler: any Scheduler) -> Signal<Value> {
    Signal(node: node.debounce(for: dueTime, scheduler: scheduler, replay: .none))
  }

  /// Delivers the values of the signal `transform` makes of the latest value, ending the
  /// subscription to the previous one first — RxCocoa's `flatMapLatest`.
  ///
  /// ```swift
  /// taps.flatMapLatest { _ in refresh().asSignal(onErrorJustReturn: .failed) }
  /// ```
  ///
  /// The result completes when this signal and the latest inner signal have both completed.
  ///
  /// - Parameter transform: Makes the inner signal of a value.
  /// - Returns: A signal of the latest inner signal's values.
  public func flatMapLatest<T>(_ transform: @escaping @MainActor (Value) -> Signal<T>)
    -> Signal<T>
  {
    Signal<T>(node: node.flatMapLatest(replay: .none) { transform($0).node })
  }
}
