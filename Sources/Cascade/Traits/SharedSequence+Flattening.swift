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
