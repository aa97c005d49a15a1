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
    Driver(node: .sequence([value], replay: .latest))
  }

  /// A driver that completes at once, without a value — RxCocoa's `Driver.empty()`.
  ///
  /// - Returns: The driver.
  public static func empty() -> Driver<Value> {
    Driver(node: .sequence([], replay: .latest))
  }

  /// A driver that never delivers and never completes — RxCocoa's `Driver.never()`.
  ///
  /// - Returns: The driver.
  public static func never() -> Driver<Value> {
    Driver(node: .never(replay: .latest))
  }

  /// A driver that delivers `values` in order to each subscriber, then completes — RxCocoa's
  /// `Driver.of`.
  ///
  /// ```swift
  /// Driver.of(1, 2, 3).drive { print($0) }   // 1, 2, 3
  /// ```
  ///
  /// - Parameter values: The values.
  /// - Returns: The driver; a subscriber arriving while another is subscribed would get the
  ///   last value, but this driver completes within the first subscription.
  public static func of(_ values: Value...) -> Driver<Value> {
    Driver(node: .sequence(values, replay: .latest))
  }

  /// A driver that delivers the elements of `values` in order to each subscriber, then
  /// completes — RxCocoa's `Driver.from`.
  ///
  /// - Parameter values: The values; read once, when the driver is made.
  /// - Returns: The driver.
  public static func from(_ values: some Sequence<Value>) -> Driver<Value> {
    Driver(node: .sequence(Array(values), replay: .latest))
  }
}

extension Driver where Value == Int {
  /// A driver of 0, 1, 2, … one every `period` on `scheduler`, counted afresh for each
  /// connection — RxCocoa's `Driver.interval`.
  ///
  /// ```swift
  /// Driver.interval(.seconds(1), scheduler: scheduler).drive { tick.text = "\($0)" }
  /// ```
  ///
  /// - Parameters:
  ///   - period: The time before the first value and between values.
  ///   - scheduler: The clock.
  /// - Returns: A driver that never completes; it stops with its last subscriber.
  public static func interval(_ period: Duration, scheduler: any Scheduler) -> Driver<Int> {
    Driver(node: .timer(period, period: period, scheduler: scheduler, replay: .latest))
  }

  /// A driver of 0 after `dueTime`, then 1, 2, … every `period`; without a period, it
  /// completes after the 0 — RxCocoa's `Driver.timer`.
  ///
  /// - Parameters:
  ///   - dueTime: The time before the first value.
  ///   - period: The time between later values, or `nil` for one value.
  ///   - scheduler: The clock.
  /// - Returns: The driver.
  public static func timer(_ dueTime: Duration, period: Duration?, scheduler: any Scheduler)
    -> Driver<Int>
  {
    Driver(node: .timer(dueTime, period: period, scheduler: scheduler, replay: .latest))
  }
}
