extension Signal {
  /// A signal that delivers `value` to each subscriber, then completes — RxCocoa's
  /// `Signal.just`.
  ///
  /// ```swift
  /// query.flatMapLatest { $0.isEmpty ? .just([]) : search($0).asSignal(onErrorJustReturn: []) }
  /// ```
  ///
  /// - Parameter value: The one value.
  /// - Returns: The signal.
  public static func just(_ value: Value) -> Signal<Value> {
    Signal(node: .sequence([value], replay: .none))
  }

  /// A signal that completes at once, without a value — RxCocoa's `Signal.empty()`.
  ///
  /// - Returns: The signal.
  public static func empty() -> Signal<Value> {
    Signal(node: .sequence([], replay: .none))
  }

  /// A signal that never delivers and never completes — RxCocoa's `Signal.never()`.
  ///
  /// - Returns: The signal.
  public static func never() -> Signal<Value> {
    Signal(node: .never(replay: .none))
  }

  /// A signal that delivers `values` in order to each subscriber, then completes — RxCocoa's
  /// `Signal.of`.
  ///
  /// ```swift
  /// Signal.of(1, 2, 3).emit { print($0) }   // 1, 2, 3
  /// ```
  ///
  /// - Parameter values: The values.
  /// - Returns: The signal.
  public static func of(_ values: Value...) -> Signal<Value> {
    Signal(node: .sequence(values, replay: .none))
  }

  /// A signal that delivers the elements of `values` in order to each subscriber, then
  /// completes — RxCocoa's `Signal.from`.
  ///
  /// - Parameter values: The values; read once, when the signal is made.
  /// - Returns: The signal.
  public static func from(_ values: some Sequence<Value>) -> Signal<Value> {
    Signal(node: .sequence(Array(values), replay: .none))
  }
}

extension Signal where Value == Int {
  /// A signal of 0, 1, 2, … one every `period` on `scheduler`, counted afresh for each
  /// connection — RxCocoa's `Signal.interval`.
  ///
  /// ```swift
  /// Signal.interval(.seconds(1), scheduler: scheduler).emit { tick.text = "\($0)" }
  /// ```
  ///
  /// - Parameters:
  ///   - period: The time before the first value and between values.
  ///   - scheduler: The clock.
  /// - Returns: A signal that never completes; it stops with its last subscriber.
  public static func interval(_ period: Duration, scheduler: any Scheduler) -> Signal<Int> {
    Signal(node: .timer(period, period: period, scheduler: scheduler, replay: .none))
  }

  /// A signal of 0 after `dueTime`, then 1, 2, … every `period`; without a period, it
  /// completes after the 0 — RxCocoa's `Signal.timer`.
  ///
  /// - Parameters:
  ///   - dueTime: The time before the first value.
  ///   - period: The time between later values, or `nil` for one value.
  ///   - scheduler: The clock.
  /// - Returns: The signal.
  public static func timer(_ dueTime: Duration, period: Duration?, scheduler: any Scheduler)
    -> Signal<Int>
  {
    Signal(node: .timer(dueTime, period: period, scheduler: scheduler, replay: .none))
  }
}
