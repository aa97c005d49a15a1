// RxSwift's operators that keep part of a sequence, or change its values in place: take,
// scan(into:), the distinctUntilChanged forms with a key, withUnretained, asSharedSequence.

extension SharedSequence {
  /// The first `count` values of each connection, then the end — RxSwift's `take(_:)`.
  ///
  /// ```swift
  /// store.driver(\.isLoggedIn).filter { $0 }.take(1).drive { _ in showWelcome() }
  /// ```
  ///
  /// - Parameter count: How many values to deliver; zero completes at once.
  /// - Returns: The same trait.
  public func take(_ count: Int) -> Self {
    Self(node: node.take(count, replay: Strategy.replay()))
  }

  /// A running total kept in place: `accumulator` mutates the total (`seed` at each
  /// connection) with each value — RxSwift's `scan(into:accumulator:)`.
  ///
  /// ```swift
  /// taps.scan(into: [Date]()) { taps, _ in taps.append(Date()) }
  /// ```
  ///
  /// - Parameters:
  ///   - seed: The total before the first value.
  ///   - accumulator: Updates the total with a value; runs once per value.
  /// - Returns: The same trait, of the totals.
  public func scan<A>(
    into seed: A, accumulator: @escaping @MainActor (inout A, Value) -> Void
  ) -> SharedSequence<Strategy, A> {
    scan(seed) { total, value in
      var total = total
      accumulator(&total, value)
      return total
    }
  }

  /// Drops each value whose `keySelector` key `comparer` calls equal to the last delivered
  /// one's — RxSwift's `distinctUntilChanged(_:comparer:)`.
  ///
  /// - Parameters:
  ///   - keySelector: What is compared.
  ///   - comparer: Whether two keys are the same.
  /// - Returns: The same trait, without consecutive values of equal keys.
  public func distinctUntilChanged<K>(
    _ keySelector: @escaping @MainActor (Value) -> K,
    comparer: @escaping @MainActor (K, K) -> Bool
  ) -> Self {
    removeDuplicates { comparer(keySelector($0), keySelector($1)) }
  }

  /// Drops each value whose property at `keyPath` equals the last delivered one's —
  /// RxSwift's `distinctUntilChanged(at:)`.
  ///
  /// ```swift
  /// store.driver(\.profile).distinctUntilChanged(at: \.avatarURL).drive { load($0.avatarURL) }
  /// ```
  ///
  /// - Parameter keyPath: The compared property.
  /// - Returns: The same trait, without consecutive values of equal properties.
  public func distinctUntilChanged<K: Equatable>(at keyPath: KeyPath<Value, K>) -> Self {
    removeDuplicates { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
  }

  /// Each value with `object`, held weakly; once `object` is gone the sequence completes —
  /// RxSwift's `withUnretained(_:)`.
  ///
  /// ```swift
  /// store.driver(\.title).withUnretained(self).drive { controller, title in controller.title = title }
  /// ```
  ///
  /// - Parameter object: The object to pair each value with, not retained.
  /// - Returns: The same trait, of pairs.
  public func withUnretained<Object: AnyObject>(_ object: Object)
    -> SharedSequence<Strategy, (Object, Value)>
  {
    withUnretained(object) { ($0, $1) }
  }

  /// `resultSelector` of `object`, held weakly, and each value; once `object` is gone the
  /// sequence completes — RxSwift's `withUnretained(_:resultSelector:)`.
  ///
  /// - Parameters:
  ///   - object: The object to pair each value with, not retained.
  ///   - resultSelector: Combines the object and a value.
  /// - Returns: The same trait, of the results.
  public func withUnretained<Object: AnyObject, T>(
    _ object: Object, resultSelector: @escaping @MainActor (Object, Value) -> T
  ) -> SharedSequence<Strategy, T> {
    .init(node: node.withUnretained(object, replay: Strategy.replay(), resultSelector))
  }

  /// This sequence itself — RxCocoa's `asSharedSequence()`, for code written over any trait.
  ///
  /// - Returns: The same trait.
  public func asSharedSequence() -> Self { self }
}
