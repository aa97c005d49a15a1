/// A stream of values that never fails, delivers on the main actor, and shares its upstream
/// work among its subscribers — RxCocoa's `SharedSequence`, whose two instances are
/// ``Driver`` (replays the latest value) and ``Signal`` (no replay).
///
/// ```swift
/// store.driver(\.count)
///   .map { "Count: \($0)" }
///   .drive { label.text = $0 }
///   .store(in: &cancellables)
/// ```
///
/// Every operator is written once here and keeps the trait it is applied to. Write your own
/// the same way: `extension SharedSequence` for both traits, `extension SharedSequence where
/// Strategy == DriverSharingStrategy` for drivers only (`extension Driver` extends both). Subscribers of
/// one sequence share its upstream work: a `map` closure runs once per element, however many
/// subscribers there are. A sequence derived by operators disconnects from its source when
/// its last subscriber leaves, and the next subscriber starts it again.
@MainActor
public struct SharedSequence<Strategy: SharingStrategy, Value> {
  @usableFromInline let node: TraitNode<Value>

  @usableFromInline
  init(node: TraitNode<Value>) {
    self.node = node
  }

  /// Transforms each value; `transform` runs once per value, shared by all subscribers.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: The same trait, of the transformed values.
  @inlinable
  public func map<T>(_ transform: @escaping @MainActor (Value) -> T)
    -> SharedSequence<Strategy, T>
  {
    .init(node: node.map(replay: Strategy.replay(), transform))
  }

  /// Transforms each value, dropping the `nil` results.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: The same trait, of the non-`nil` results.
  @inlinable
  public func compactMap<T>(_ transform: @escaping @MainActor (Value) -> T?)
    -> SharedSequence<Strategy, T>
  {
    .init(node: node.compactMap(replay: Strategy.replay(), transform))
  }

  /// Keeps the values that satisfy `isIncluded`.
  ///
  /// - Parameter isIncluded: The condition.
  /// - Returns: The same trait, of the included values.
  @inlinable
  public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Self {
    Self(node: node.compactMap(replay: Strategy.replay()) { isIncluded($0) ? $0 : nil })
  }

  /// Drops each value that `isDuplicate` says repeats the last value delivered.
  ///
  /// - Parameter isDuplicate: Compares the last delivered value with a new one.
  /// - Returns: The same trait, without consecutive duplicates.
  @inlinable
  public func removeDuplicates(by isDuplicate: @escaping @MainActor (Value, Value) -> Bool)
    -> Self
  {
    Self(node: node.removeDuplicates(replay: Strategy.replay(), by: isDuplicate))
  }
}

extension SharedSequence where Value: Equatable {
  /// Drops each value equal to the last value delivered.
  ///
  /// - Returns: The same trait, without consecutive duplicates.
  @inlinable
  public func removeDuplicates() -> Self {
    removeDuplicates { $0 == $1 }
  }
}

extension SharedSequence where Value: Sendable {
  /// The same values as an `AsyncSequence`: for a driver the latest value first, then each
  /// change; for a signal, what happens from now on.
  ///
  /// The sequence buffers without limit, finishes when the trait completes, and ends its
  /// subscription when the iterating task is cancelled or the loop exits.
  public var values: TraitValues<Value> {
    node.values()
  }
}
