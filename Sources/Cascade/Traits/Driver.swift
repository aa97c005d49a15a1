/// A stream of state: never fails, delivers on the main actor, and replays the latest value
/// to each new subscriber — RxCocoa's `Driver`.
///
/// ```swift
/// store.driver(\.count)
///   .map { "Count: \($0)" }
///   .drive { label.text = $0 }
///   .store(in: &cancellables)
/// ```
///
/// Subscribers of one driver share its upstream work: a `map` closure runs once per element,
/// however many subscribers there are. Drivers from a ``Store`` are notified once per
/// top-level `send`, after every action it produced synchronously.
@MainActor
public struct Driver<Value> {
  @usableFromInline let node: TraitNode<Value>

  @usableFromInline
  init(node: TraitNode<Value>) {
    self.node = node
  }

  /// Delivers the latest value at once, then every later value, until cancelled.
  ///
  /// - Parameter onNext: Receives each value on the main actor; it may send actions to the
  ///   store (they are queued and processed after the current notification).
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(_ onNext: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
    node.subscribe(onNext)
  }

  /// Delivers values as ``drive(_:)`` does, and tells `onCompleted` when the driver completes.
  ///
  /// A driver of a store never completes; one made from an async sequence completes when the
  /// sequence ends or after its error fallback, and ``Driver/just(_:)`` right after its value.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor.
  ///   - onCompleted: Runs once, on the main actor, when the driver completes.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ onNext: @escaping @MainActor (Value) -> Void,
    onCompleted: @escaping @MainActor () -> Void
  ) -> AnyCancellable {
    node.subscribe(onNext, onCompleted: onCompleted)
  }

  /// Transforms each value; `transform` runs once per value, shared by all subscribers.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: A driver of the transformed values.
  @inlinable
  public func map<T>(_ transform: @escaping @MainActor (Value) -> T) -> Driver<T> {
    Driver<T>(node: node.map(replay: .latest, transform))
  }

  /// Transforms each value, dropping the `nil` results.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: A driver of the non-`nil` results; it replays the latest one.
  @inlinable
  public func compactMap<T>(_ transform: @escaping @MainActor (Value) -> T?) -> Driver<T> {
    Driver<T>(node: node.compactMap(replay: .latest, transform))
  }

  /// Keeps the values that satisfy `isIncluded`.
  ///
  /// - Parameter isIncluded: The condition.
  /// - Returns: A driver of the included values; it replays the latest one.
  @inlinable
  public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Driver<Value> {
    Driver(node: node.compactMap(replay: .latest) { isIncluded($0) ? $0 : nil })
  }

  /// Drops each value that `isDuplicate` says repeats the last value delivered.
  ///
  /// - Parameter isDuplicate: Compares the last delivered value with a new one.
  /// - Returns: A driver without consecutive duplicates.
  @inlinable
  public func removeDuplicates(
    by isDuplicate: @escaping @MainActor (Value, Value) -> Bool
  ) -> Driver<Value> {
    Driver(node: node.removeDuplicates(replay: .latest, by: isDuplicate))
  }
}

extension Driver where Value: Equatable {
  /// Drops each value equal to the last value delivered.
  ///
  /// - Returns: A driver without consecutive duplicates.
  @inlinable
  public func removeDuplicates() -> Driver<Value> {
    removeDuplicates { $0 == $1 }
  }
}

extension Driver where Value: Sendable {
  /// The same values as an `AsyncSequence`: the latest value first, then each change.
  ///
  /// The stream buffers without limit, finishes when the driver completes, and ends its
  /// subscription when the iterating task is cancelled or the loop exits.
  public var values: TraitValues<Value> {
    node.values()
  }
}
