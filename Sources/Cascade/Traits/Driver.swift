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
/// A driver is a ``SharedSequence`` with the ``DriverSharingStrategy``: every operator there
/// applies, and keeps it a driver. Drivers from a ``Store`` are notified once per top-level
/// `send`, after every action it produced synchronously.
public typealias Driver<Value> = SharedSequence<DriverSharingStrategy, Value>

extension SharedSequence where Strategy == DriverSharingStrategy {
  /// Delivers the latest value at once, then every later value, until cancelled.
  ///
  /// A token released at once (`_ = driver.drive { … }`) ends the subscription before it
  /// delivers anything, and is reported as a runtime warning at this call.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor; it may send actions to the store
  ///     (they are queued and processed after the current notification).
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ onNext: @escaping @MainActor (Value) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: onNext, onCompleted: nil, onDisposed: nil, fileID: fileID, line: line)
  }

  /// Delivers values as ``drive(_:fileID:line:)`` does, and tells `onCompleted` when the driver completes.
  ///
  /// A driver of a store never completes; one made from an async sequence completes when the
  /// sequence ends or after its error fallback, and ``SharedSequence/just(_:)`` right after
  /// its value.
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor.
  ///   - onCompleted: Runs once, on the main actor, when the driver completes.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ onNext: @escaping @MainActor (Value) -> Void,
    onCompleted: @escaping @MainActor () -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: onNext, onCompleted: onCompleted, onDisposed: nil, fileID: fileID, line: line)
  }

  /// RxCocoa's full `drive`: each value, the completion, and the end of the subscription.
  ///
  /// ```swift
  /// driver.drive(onNext: { label.text = $0 }, onDisposed: { print("done") })
  /// ```
  ///
  /// - Parameters:
  ///   - onNext: Receives each value on the main actor.
  ///   - onCompleted: Runs once when the driver completes.
  ///   - onDisposed: Runs once when the subscription ends: after the completion, or when the
  ///     token is cancelled or released.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  @_disfavoredOverload
  public func drive(
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

  /// Delivers each value with `object`, held weakly, while it exists — RxCocoa's
  /// `drive(with:onNext:)`.
  ///
  /// ```swift
  /// store.driver(\.title).drive(with: self) { controller, title in controller.title = title }
  /// ```
  ///
  /// Once `object` is gone, values are dropped; the subscription lasts until its token is
  /// cancelled or released, as with ``drive(_:fileID:line:)``, and a token dropped at once is
  /// reported at this call as there.
  ///
  /// - Parameters:
  ///   - object: The object handed to `onNext`, not retained.
  ///   - onNext: Receives `object` and each value on the main actor.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive<Object: AnyObject>(
    with object: Object,
    onNext: @escaping @MainActor (Object, Value) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: { [weak object] value in if let object { onNext(object, value) } },
      onCompleted: nil, onDisposed: nil, fileID: fileID, line: line)
  }

  /// The same values as a ``Signal``: its first subscriber receives this driver's latest value
  /// when it connects, as RxCocoa's `asSignal()`, and a later subscriber only what follows.
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Value> {
    Signal(node: node.map(replay: .none) { $0 })
  }

  /// RxCocoa's full `drive(with:…)`: each value, the completion and the end of the
  /// subscription, each handed `object`, held weakly (nothing runs once it is gone).
  ///
  /// - Parameters:
  ///   - object: The object handed to each closure, not retained.
  ///   - onNext: Receives `object` and each value on the main actor.
  ///   - onCompleted: Runs once when the driver completes.
  ///   - onDisposed: Runs once when the subscription ends.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  @_disfavoredOverload
  public func drive<Object: AnyObject>(
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
