extension Driver {
  /// Delivers `value` first to each connection, then this driver's values — RxCocoa's
  /// `startWith`.
  ///
  /// ```swift
  /// results.map { "\($0.count) results" }.startWith("Searching…").drive { status.text = $0 }
  /// ```
  ///
  /// A driver of a store delivers its current value right after: `[value, current, …]`.
  ///
  /// - Parameter value: The first value.
  /// - Returns: The driver.
  public func startWith(_ value: Value) -> Driver<Value> {
    Driver(node: node.startWith(value, replay: .latest))
  }

  /// Delivers each running total of this driver's values — RxCocoa's `scan`.
  ///
  /// ```swift
  /// taps.scan(0) { count, _ in count + 1 }.drive { label.text = "\($0) taps" }
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The total before the first value, afresh for each connection.
  ///   - accumulator: The next total from the previous one and a value; runs once per value.
  /// - Returns: A driver of the totals.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping @MainActor (A, Value) -> A) -> Driver<A> {
    Driver<A>(node: node.scan(seed, replay: .latest, accumulator))
  }

  /// Drops the first `count` values of each connection — RxCocoa's `skip`.
  ///
  /// ```swift
  /// store.driver(\.query).skip(1).drive { _ in analytics.queryChanged() }   // not the initial one
  /// ```
  ///
  /// - Parameter count: How many values to drop.
  /// - Returns: The driver.
  public func skip(_ count: Int) -> Driver<Value> {
    Driver(node: node.skip(count, replay: .latest))
  }

  /// Calls the given closures beside this driver's events, passing everything on — RxCocoa's
  /// `do(onNext:onCompleted:onSubscribe:onDispose:)`.
  ///
  /// ```swift
  /// store.driver(\.page).do(onNext: { logger.log("page \($0)") }).drive { render($0) }
  /// ```
  ///
  /// The closures run once per value and per connection, however many subscribers share
  /// the result: `onSubscribe` when the first subscriber connects it, `onDispose` when the
  /// connection ends (the last subscriber leaves, or after completion).
  ///
  /// - Parameters:
  ///   - onNext: Runs before each value is delivered.
  ///   - onCompleted: Runs before the completion is delivered.
  ///   - onSubscribe: Runs when the driver connects to its source.
  ///   - onDispose: Runs when the connection ends.
  /// - Returns: The driver.
  public func `do`(
    onNext: (@MainActor (Value) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onSubscribe: (@MainActor () -> Void)? = nil,
    onDispose: (@MainActor () -> Void)? = nil
  ) -> Driver<Value> {
    let hooks = TraitHooks(
      onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose)
    return Driver(node: node.tap(hooks, replay: .latest))
  }

  /// Drops each value that has the same `key` as the last value delivered — RxCocoa's
  /// `distinctUntilChanged(_:)`, the same as ``removeDuplicates(by:)`` on the keys.
  ///
  /// - Parameter key: What is compared.
  /// - Returns: A driver without consecutive values of equal keys.
  @inlinable
  public func distinctUntilChanged<K: Equatable>(_ key: @escaping @MainActor (Value) -> K)
    -> Driver<Value>
  {
    removeDuplicates { key($0) == key($1) }
  }

  /// The same values as a ``Signal``: its first subscriber receives this driver's latest value
  /// when it connects, as RxCocoa's `asSignal()`, and a later subscriber only what follows.
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Value> {
    Signal(node: node.map(replay: .none) { $0 })
  }

  /// Delivers each value with `object`, held weakly, while it exists — RxCocoa's
  /// `drive(with:onNext:)`.
  ///
  /// ```swift
  /// store.driver(\.title).drive(with: self) { controller, title in controller.title = title }
  /// ```
  ///
  /// Once `object` is gone, values are dropped; the subscription lasts until its token is
  /// cancelled or released, as with ``drive(_:)``.
  ///
  /// - Parameters:
  ///   - object: The object handed to `onNext`, not retained.
  ///   - onNext: Receives `object` and each value on the main actor.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: @escaping @MainActor (Object, Value) -> Void
  ) -> AnyCancellable {
    node.subscribe { [weak object] value in
      if let object { onNext(object, value) }
    }
  }
}

extension Driver where Value: Equatable {
  /// Drops each value equal to the last value delivered — RxCocoa's
  /// `distinctUntilChanged()`, the same as ``removeDuplicates()``.
  ///
  /// - Returns: A driver without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Driver<Value> {
    removeDuplicates()
  }
}
