extension SharedSequence {
  /// Delivers the values of every driver or signal `transform` makes, all at once —
  /// RxCocoa's `flatMap`.
  ///
  /// ```swift
  /// store.driver(\.selectedIDs).flatMap { ids in details(ids).asDriver(onErrorJustReturn: []) }
  /// ```
  ///
  /// The result is of the trait `transform` returns, as in RxCocoa. Each inner sequence stays
  /// subscribed until it completes or the result's last subscriber leaves. The result
  /// completes when this one and every inner one have completed.
  ///
  /// - Parameter transform: Makes an inner driver or signal of a value, on the main actor.
  /// - Returns: The inner trait, of every inner sequence's values.
  public func flatMap<S, T>(_ transform: @escaping @MainActor (Value) -> SharedSequence<S, T>)
    -> SharedSequence<S, T>
  {
    .init(node: node.flatten(.merge, replay: S.replay()) { transform($0).node })
  }

  /// Delivers the values of the driver or signal `transform` makes of a value, ignoring the
  /// values that arrive while it has not completed — RxCocoa's `flatMapFirst`.
  ///
  /// ```swift
  /// refreshTaps.flatMapFirst { _ in reload().asDriver(onErrorJustReturn: .failed) }
  /// ```
  ///
  /// - Parameter transform: Makes an inner driver or signal of a value, on the main actor.
  /// - Returns: The inner trait, of the inner sequences' values.
  public func flatMapFirst<S, T>(
    _ transform: @escaping @MainActor (Value) -> SharedSequence<S, T>
  ) -> SharedSequence<S, T> {
    .init(node: node.flatten(.first, replay: S.replay()) { transform($0).node })
  }

  /// Delivers the values of the driver or signal `transform` makes of the latest value,
  /// ending the subscription to the previous one first — RxCocoa's `flatMapLatest`.
  ///
  /// ```swift
  /// let results = store.driver(\.query)
  ///   .throttle(for: .milliseconds(300), scheduler: scheduler)
  ///   .flatMapLatest { search($0).asDriver(onErrorJustReturn: []) }
  /// ```
  ///
  /// Ending the previous inner sequence's subscription cancels its work when it was its only
  /// subscriber (an `asDriver` iteration is cancelled). The result completes when this one
  /// and the latest inner one have both completed.
  ///
  /// - Parameter transform: Makes the inner driver or signal of a value, on the main actor.
  /// - Returns: The inner trait, of the latest inner sequence's values.
  public func flatMapLatest<S, T>(
    _ transform: @escaping @MainActor (Value) -> SharedSequence<S, T>
  ) -> SharedSequence<S, T> {
    .init(node: node.flatten(.latest, replay: S.replay()) { transform($0).node })
  }
}

extension SharedSequence {
  /// Delivers the values of the inner sequences, subscribed to at most `maxConcurrent` at a
  /// time: one that arrives while the limit is reached waits, in order, for a running one to
  /// complete — RxSwift's `merge(maxConcurrent:)`.
  ///
  /// - Parameter maxConcurrent: How many inner sequences run at once (at least one).
  /// - Returns: The inner trait, of the inner sequences' values.
  public func merge<S, T>(maxConcurrent: Int) -> SharedSequence<S, T>
  where Value == SharedSequence<S, T> {
    precondition(maxConcurrent > 0, "merge(maxConcurrent:) needs a limit of at least 1")
    return .init(node: node.flatten(.mergeAtMost(maxConcurrent), replay: S.replay()) { $0.node })
  }

  /// Delivers the values of every inner sequence, all at once — RxSwift's `merge()` of a
  /// sequence of sequences.
  ///
  /// - Returns: The inner trait, of every inner sequence's values.
  public func merge<S, T>() -> SharedSequence<S, T> where Value == SharedSequence<S, T> {
    flatMap { $0 }
  }

  /// Delivers the values of the latest inner sequence, ending the subscription to the
  /// previous one — RxSwift's `switchLatest()`.
  ///
  /// ```swift
  /// let results = queries.map { search($0).asDriver(onErrorJustReturn: []) }.switchLatest()
  /// ```
  ///
  /// - Returns: The inner trait, of the latest inner sequence's values.
  public func switchLatest<S, T>() -> SharedSequence<S, T> where Value == SharedSequence<S, T> {
    flatMapLatest { $0 }
  }

  /// This sequence's values, then, once it completes, `other`'s — RxSwift's `concat`.
  ///
  /// - Parameter other: The sequence subscribed to after this one completes.
  /// - Returns: The same trait.
  public func concat(_ other: Self) -> Self {
    .concat([self, other])
  }

  /// The values of each sequence in turn, subscribing to the next when one completes —
  /// RxSwift's `concat` of a collection.
  ///
  /// - Parameter sources: The sequences, in order.
  /// - Returns: The same trait; it completes after the last source.
  public static func concat(_ sources: some Sequence<Self>) -> Self {
    let outer = SharedSequence<Strategy, Self>.from(sources)
    return Self(node: outer.node.flatten(.mergeAtMost(1), replay: Strategy.replay()) { $0.node })
  }
}
