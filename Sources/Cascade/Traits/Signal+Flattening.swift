extension Signal {
  /// Delivers the values of every driver `transform` makes, all at once — RxCocoa's
  /// `flatMap`.
  ///
  /// ```swift
  /// selections.flatMap { ids in details(ids).asDriver(onErrorJustReturn: []) }
  /// ```
  ///
  /// Each inner driver stays subscribed until it completes or the result's last subscriber
  /// leaves. The result completes when this signal and every inner driver have completed.
  ///
  /// - Parameter transform: Makes an inner driver of a value, on the main actor.
  /// - Returns: A driver of every inner driver's values; it replays the latest one.
  public func flatMap<T>(_ transform: @escaping @MainActor (Value) -> Driver<T>) -> Driver<T> {
    Driver<T>(node: node.flatten(.merge, replay: .latest) { transform($0).node })
  }

  /// Delivers the values of every signal `transform` makes, as the `Driver`-returning `flatMap(_:)`.
  ///
  /// - Parameter transform: Makes an inner signal of a value, on the main actor.
  /// - Returns: A signal of every inner signal's values.
  public func flatMap<T>(_ transform: @escaping @MainActor (Value) -> Signal<T>) -> Signal<T> {
    Signal<T>(node: node.flatten(.merge, replay: .none) { transform($0).node })
  }

  /// Delivers the values of the driver `transform` makes of a value, ignoring the values that
  /// arrive while it has not completed — RxCocoa's `flatMapFirst`.
  ///
  /// ```swift
  /// refreshTaps.flatMapFirst { _ in reload().asDriver(onErrorJustReturn: .failed) }
  /// ```
  ///
  /// - Parameter transform: Makes an inner driver of a value, on the main actor.
  /// - Returns: A driver of the inner drivers' values; it replays the latest one.
  public func flatMapFirst<T>(_ transform: @escaping @MainActor (Value) -> Driver<T>)
    -> Driver<T>
  {
    Driver<T>(node: node.flatten(.first, replay: .latest) { transform($0).node })
  }

  /// Delivers the values of the signal `transform` makes of a value, as
  /// the `Driver`-returning `flatMapFirst(_:)`.
  ///
  /// - Parameter transform: Makes an inner signal of a value, on the main actor.
  /// - Returns: A signal of the inner signals' values.
  public func flatMapFirst<T>(_ transform: @escaping @MainActor (Value) -> Signal<T>)
    -> Signal<T>
  {
    Signal<T>(node: node.flatten(.first, replay: .none) { transform($0).node })
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
  /// subscriber (an `asDriver` iteration is cancelled). The result completes when this signal
  /// and the latest inner driver have both completed.
  ///
  /// - Parameter transform: Makes the inner driver of a value, on the main actor.
  /// - Returns: A driver of the latest inner driver's values; it replays the latest one.
  public func flatMapLatest<T>(_ transform: @escaping @MainActor (Value) -> Driver<T>)
    -> Driver<T>
  {
    Driver<T>(node: node.flatten(.latest, replay: .latest) { transform($0).node })
  }

  /// Delivers the values of the signal `transform` makes of the latest value, as
  /// the `Driver`-returning `flatMapLatest(_:)`.
  ///
  /// - Parameter transform: Makes the inner signal of a value, on the main actor.
  /// - Returns: A signal of the latest inner signal's values.
  public func flatMapLatest<T>(_ transform: @escaping @MainActor (Value) -> Signal<T>)
    -> Signal<T>
  {
    Signal<T>(node: node.flatten(.latest, replay: .none) { transform($0).node })
  }
}
