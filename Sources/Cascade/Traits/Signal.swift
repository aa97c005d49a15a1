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
/// A signal is a ``SharedSequence`` with the ``SignalSharingStrategy``: every operator there
/// applies, and keeps it a signal.
public typealias Signal<Value> = SharedSequence<SignalSharingStrategy, Value>

extension SharedSequence where Strategy == SignalSharingStrategy {
  /// Delivers each value that occurs from now on, until cancelled.
  ///
  /// A token released at once (`_ = signal.emit { … }`) ends the subscription before it
  /// delivers anything, and is reported as a runtime warning at this call.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor; it may send actions to the store
  ///     (they are queued and processed after the current notification).
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    _ onNext: @escaping @MainActor (Value) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: onNext, onCompleted: nil, onDisposed: nil, fileID: fileID, line: line)
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
  /// cancelled or released, as with ``emit(_:fileID:line:)``, and a token dropped at once is
  /// reported at this call as there.
  ///
  /// - Parameters:
  ///   - object: The object handed to `onNext`, not retained.
  ///   - onNext: Receives `object` and each value on the main actor.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: @escaping @MainActor (Object, Value) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: { [weak object] value in if let object { onNext(object, value) } },
      onCompleted: nil, onDisposed: nil, fileID: fileID, line: line)
  }

  /// Delivers values as ``emit(_:fileID:line:)`` does, and tells `onCompleted` when the signal completes.
  ///
  /// A signal of a store never completes; one made from an async sequence completes when the
  /// sequence ends or after its error fallback, and ``SharedSequence/just(_:)`` right after
  /// its value.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor.
  ///   - onCompleted: Runs once, on the main actor, when the signal completes.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    _ onNext: @escaping @MainActor (Value) -> Void,
    onCompleted: @escaping @MainActor () -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: onNext, onCompleted: onCompleted, onDisposed: nil, fileID: fileID, line: line)
  }

  /// RxCocoa's full `emit`: each value, the completion, and the end of the subscription.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor.
  ///   - onCompleted: Runs once when the signal completes.
  ///   - onDisposed: Runs once when the subscription ends: after the completion, or when the
  ///     token is cancelled or released.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  @_disfavoredOverload
  public func emit(
    onNext: (@MainActor (Value) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: onNext ?? { _ in }, onCompleted: onCompleted, onDisposed: onDisposed,
      fileID: fileID, line: line)
  }

  /// RxCocoa's full `emit(with:…)`: each value, the completion and the end of the
  /// subscription, each handed `object`, held weakly (nothing runs once it is gone).
  ///
  /// - Parameters:
  ///   - object: The object handed to each closure, not retained.
  ///   - onNext: Receives `object` and each value on the main actor.
  ///   - onCompleted: Runs once when the signal completes.
  ///   - onDisposed: Runs once when the subscription ends.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  @_disfavoredOverload
  public func emit<Object: AnyObject>(
    with object: Object,
    onNext: (@MainActor (Object, Value) -> Void)? = nil,
    onCompleted: (@MainActor (Object) -> Void)? = nil,
    onDisposed: (@MainActor (Object) -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
      fileID: fileID, line: line)
  }
}
