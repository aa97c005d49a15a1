/// A stream of events: never fails, delivers on the main actor, and does not replay — a new
/// subscriber sees only what happens after it subscribed. RxCocoa's `Signal`.
///
/// ```swift
/// store.pulse(\.$alert)
///   .compactMap { $0 }
///   .emit { message in presentAlert(message) }
///   .store(in: &cancellables)
/// ```
///
/// Subscribers of one signal share its upstream work.
@MainActor
public struct Signal<Value> {
  @usableFromInline let node: TraitNode<Value>

  @usableFromInline
  init(node: TraitNode<Value>) {
    self.node = node
  }

  /// Delivers each value that occurs from now on, until cancelled.
  ///
  /// - Parameter onNext: Receives each value on the main actor; it may send actions to the
  ///   store (they are queued and processed after the current notification).
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(_ onNext: @escaping @MainActor (Value) -> Void) -> AnyCancellable {
    node.subscribe(onNext)
  }

  /// Delivers values as ``emit(_:)`` does, and tells `onCompleted` when the signal completes.
  ///
  /// A signal of a store never completes; one made from an async sequence completes when the
  /// sequence ends or after its error fallback, and ``Driver/just(_:)`` right after its value.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor.
  ///   - onCompleted: Runs once, on the main actor, when the signal completes.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    _ onNext: @escaping @MainActor (Value) -> Void,
    onCompleted: @escaping @MainActor () -> Void
  ) -> AnyCancellable {
    node.subscribe(onNext, onCompleted: onCompleted)
  }

  /// Transforms each value; `transform` runs once per value, shared by all subscribers.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: A signal of the transformed values.
  @inlinable
  public func map<T>(_ transform: @escaping @MainActor (Value) -> T) -> Signal<T> {
    Signal<T>(node: node.map(replay: .none, transform))
  }

  /// Transforms each value, dropping the `nil` results.
  ///
  /// - Parameter transform: The transformation.
  /// - Returns: A signal of the non-`nil` results.
  @inlinable
  public func compactMap<T>(_ transform: @escaping @MainActor (Value) -> T?) -> Signal<T> {
    Signal<T>(node: node.compactMap(replay: .none, transform))
  }

  /// Keeps the values that satisfy `isIncluded`.
  ///
  /// - Parameter isIncluded: The condition.
  /// - Returns: A signal of the included values.
  @inlinable
  public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Signal<Value> {
    Signal(node: node.compactMap(replay: .none) { isIncluded($0) ? $0 : nil })
  }

  /// Drops each value that `isDuplicate` says repeats the last value delivered.
  ///
  /// - Parameter isDuplicate: Compares the last delivered value with a new one.
  /// - Returns: A signal without consecutive duplicates.
  @inlinable
  public func removeDuplicates(
    by isDuplicate: @escaping @MainActor (Value, Value) -> Bool
  ) -> Signal<Value> {
    Signal(node: node.removeDuplicates(replay: .none, by: isDuplicate))
  }
}

extension Signal where Value: Equatable {
  /// Drops each value equal to the last value delivered.
  ///
  /// - Returns: A signal without consecutive duplicates.
  @inlinable
  public func removeDuplicates() -> Signal<Value> {
    removeDuplicates { $0 == $1 }
  }
}

extension Signal where Value: Sendable {
  /// The same values as an `AsyncSequence`, from now on.
  ///
  /// The stream buffers without limit, finishes when the signal completes, and ends its
  /// subscription when the iterating task is cancelled or the loop exits.
  public var values: TraitValues<Value> {
    node.values()
  }
}
