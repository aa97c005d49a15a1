extension SharedSequence {
  /// Delivers `value` first to each connection, then this sequence's values — RxCocoa's
  /// `startWith`.
  ///
  /// ```swift
  /// results.map { "\($0.count) results" }.startWith("Searching…").drive { status.text = $0 }
  /// ```
  ///
  /// A driver of a store delivers its current value right after: `[value, current, …]`.
  ///
  /// - Parameter value: The first value.
  /// - Returns: The same trait.
  public func startWith(_ value: Value) -> Self {
    Self(node: node.startWith(value, replay: Strategy.replay()))
  }

  /// Delivers each running total of this sequence's values — RxCocoa's `scan`.
  ///
  /// ```swift
  /// taps.scan(0) { count, _ in count + 1 }.drive { label.text = "\($0) taps" }
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The total before the first value, afresh for each connection.
  ///   - accumulator: The next total from the previous one and a value; runs once per value.
  /// - Returns: The same trait, of the totals.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping @MainActor (A, Value) -> A)
    -> SharedSequence<
      Strategy, A
    >
  {
    .init(node: node.scan(seed, replay: Strategy.replay(), accumulator))
  }

  /// Drops the first `count` values of each connection — RxCocoa's `skip`.
  ///
  /// ```swift
  /// store.driver(\.query).skip(1).drive { _ in analytics.queryChanged() }   // not the initial one
  /// ```
  ///
  /// - Parameter count: How many values to drop.
  /// - Returns: The same trait.
  public func skip(_ count: Int) -> Self {
    Self(node: node.skip(count, replay: Strategy.replay()))
  }

  /// Calls the given closures beside this sequence's events, passing everything on — RxCocoa's
  /// `do(onNext:onCompleted:onSubscribe:onDispose:)`.
  ///
  /// ```swift
  /// store.driver(\.page).do(onNext: { logger.log("page \($0)") }).drive { render($0) }
  /// ```
  ///
  /// The closures run once per value and per connection, however many subscribers share
  /// the result, in RxSwift's order: `onSubscribe` before connecting to the source,
  /// `onSubscribed` after; `onNext` before each value is delivered, `afterNext` after;
  /// `onCompleted` before the completion, `afterCompleted` after; and `onDispose` once, last,
  /// when the connection ends: after the last subscriber leaves, or after a completion once
  /// the source is disposed (and, for a source that completes while being subscribed to, after
  /// `onSubscribed`) — RxSwift's `testDoOnOrder_*` orders.
  ///
  /// - Parameters:
  ///   - onNext: Runs before each value is delivered.
  ///   - afterNext: Runs after each value was delivered.
  ///   - onCompleted: Runs before the completion is delivered.
  ///   - afterCompleted: Runs after the completion was delivered.
  ///   - onSubscribe: Runs when the sequence connects to its source, before subscribing.
  ///   - onSubscribed: Runs once the sequence has subscribed to its source.
  ///   - onDispose: Runs once when the connection ends, after everything else.
  /// - Returns: The same trait.
  public func `do`(
    onNext: (@MainActor (Value) -> Void)? = nil,
    afterNext: (@MainActor (Value) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    afterCompleted: (@MainActor () -> Void)? = nil,
    onSubscribe: (@MainActor () -> Void)? = nil,
    onSubscribed: (@MainActor () -> Void)? = nil,
    onDispose: (@MainActor () -> Void)? = nil
  ) -> Self {
    let hooks = TraitHooks(
      onNext: onNext, afterNext: afterNext, onCompleted: onCompleted,
      afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
      onDispose: onDispose)
    return Self(node: node.tap(hooks, replay: Strategy.replay()))
  }

  /// Drops each value that `comparer` says equals the last value delivered — RxCocoa's
  /// `distinctUntilChanged(_ comparer:)`, the same as ``removeDuplicates(by:)``.
  ///
  /// - Parameter comparer: Whether two values are the same.
  /// - Returns: The same trait, without consecutive values `comparer` calls equal.
  @inlinable
  public func distinctUntilChanged(_ comparer: @escaping @MainActor (Value, Value) -> Bool)
    -> Self
  {
    removeDuplicates(by: comparer)
  }

  /// Drops each value that has the same `key` as the last value delivered — RxCocoa's
  /// `distinctUntilChanged(_:)`, the same as ``removeDuplicates(by:)`` on the keys.
  ///
  /// - Parameter key: What is compared.
  /// - Returns: The same trait, without consecutive values of equal keys.
  @inlinable
  public func distinctUntilChanged<K: Equatable>(_ key: @escaping @MainActor (Value) -> K)
    -> Self
  {
    removeDuplicates { key($0) == key($1) }
  }
}

extension SharedSequence where Value: Equatable {
  /// Drops each value equal to the last value delivered — RxCocoa's
  /// `distinctUntilChanged()`, the same as ``removeDuplicates()``.
  ///
  /// - Returns: The same trait, without consecutive duplicates.
  @inlinable
  public func distinctUntilChanged() -> Self {
    removeDuplicates()
  }
}
