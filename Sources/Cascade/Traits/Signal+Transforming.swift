extension Signal {
  /// Delivers `value` first to each connection, then this signal's values — RxCocoa's
  /// `startWith`.
  ///
  /// ```swift
  /// results.map { "\($0.count) results" }.startWith("Searching…").emit { status.text = $0 }
  /// ```
  ///
  /// - Parameter value: The first value.
  /// - Returns: The signal.
  public func startWith(_ value: Value) -> Signal<Value> {
    Signal(node: node.startWith(value, replay: .none))
  }

  /// Delivers each running total of this signal's values — RxCocoa's `scan`.
  ///
  /// ```swift
  /// taps.scan(0) { count, _ in count + 1 }.emit { label.text = "\($0) taps" }
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The total before the first value, afresh for each connection.
  ///   - accumulator: The next total from the previous one and a value; runs once per value.
  /// - Returns: A signal of the totals.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping @MainActor (A, Value) -> A) -> Signal<A> {
    Signal<A>(node: node.scan(seed, replay: .none, accumulator))
  }

  /// Drops the first `count` values of each connection — RxCocoa's `skip`.
  ///
  /// ```swift
  /// store.signal(\.query).skip(1).emit { _ in analytics.queryChangedAgain() }
  /// ```
  ///
  /// - Parameter count: How many values to drop.
  /// - Returns: The signal.
  public func skip(_ count: Int) -> Signal<Value> {
    Signal(node: node.skip(count, replay: .none))
  }

  /// Calls the given closures beside this signal's events, passing everything on — RxCocoa's
  /// `do(onNext:onCompleted:onSubscribe:onDispose:)`.
  ///
  /// ```swift
  /// store.signal(\.page).do(onNext: { logger.log("page \($0)") }).emit { render($0) }
  /// ```
  ///
  /// The closures run once per value and per connection, however many subscribers share
  /// the result: `onSubscribe` when the first subscriber connects it, `onDispose` when the
  /// connection ends (the last subscriber leaves, or after completion).
  ///
  /// - Parameters:
  ///   - onNext: Runs before each value is delivered.
  ///   - onCompleted: Runs before the completion is delivered.
  ///   - onSubscribe: Runs when the signal connects to its source.
  ///   - onDispose: Runs when the connection ends.
  /// - Returns: The signal.
  public func `do`(
    onNext: (@MainActor (Value) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onSubscribe: (@MainActor () -> Void)? = nil,
    onDispose: (@MainActor () -> Void)? = nil
  ) -> Signal<Value> {
    let hooks = TraitHooks(
      onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose)
    return Signal(node: node.tap(hooks, replay: .none))
  }

  /// Drops each value that has the same `key` as the last value delivered — RxCocoa's
  /// `distinctUntilChanged(_:)`, the same as ``removeDuplicates(by:)`` on the keys.
  ///
  /// - Parameter key: What is compared.
  /// - Returns: A signal without consecutive values of equal keys.
  @inlinable
  public func distinctUntilChanged<K: Equatable>(_ key: @escaping @MainActor (Value) -> K)
    -> Signal<Value>
  {
    removeDuplicates { key($0) == key($1) }
  }

  /// A driver of this signal's values that replays the latest one to a new subscriber —
  /// RxCocoa's `asDriver(onErrorJustReturn:)`. A signal never fails, so `value` is never
  /// delivered; it is there so that code moved from RxCocoa compiles unchanged.
  ///
  /// - Parameter value: The value that would replace a failure.
  /// - Returns: The driver.
  public func asDriver(onErrorJustReturn value: Value) -> Driver<Value> {
    Driver(node: node.map(replay: .latest) { $0 })
  }

  /// Delivers each value with `object`, held weakly, while it exists — RxCocoa's
  /// `emit(with:onNext:)`.
  ///
  /// ```swift
  /// store.signal(\.title).emit(with: self) { controller, title in controller.title = title }
  /// ```
  ///
  /// Once `object` is gone, values are dropped; the subscription lasts until its token is
  /// cancelled or released, as with ``emit(_:)``.
  ///
  /// - Parameters:
  ///   - object: The object handed to `onNext`, not retained.
  ///   - onNext: Receives `object` and each value on the main actor.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: @escaping @MainActor (Object, Value) -> Void
  ) -> AnyCancellable {
    node.subscribe { [weak object] value in
      if let object { onNext(object, value) }
    }
  }
}

extension Signal where Value: Equatable {
  /// Drops each value equal to the last value delivered — RxCocoa's
  /// `distinctUntilChanged()`, the same as ``removeDuplicates()``.
  ///
  /// - Returns: A signal without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Signal<Value> {
    removeDuplicates()
  }
}
