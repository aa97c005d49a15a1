// RxCocoa's and RxRelay's ways of feeding relays from a trait: `driver.drive(relay)`,
// `signal.emit(to: relay)`, and `bind(to:)` on either. One relay at least, then any more, so a
// bare `drive()` or `emit()` still means RxCocoa's subscription without handlers.

/// A relay a trait can feed: ``PublishRelay``, ``BehaviorRelay`` and ``ReplayRelay``.
@MainActor
public protocol AcceptingRelay<Element>: AnyObject {
  /// What the relay holds.
  associatedtype Element
  /// Takes a value, as the relay's own `accept` does.
  ///
  /// - Parameter value: The value.
  func accept(_ value: Element)
}

extension PublishRelay: AcceptingRelay {}
extension BehaviorRelay: AcceptingRelay {}
extension ReplayRelay: AcceptingRelay {}

extension SharedSequence where Strategy == DriverSharingStrategy {
  /// Accepts each value into every relay — RxCocoa's `drive(_ relays: BehaviorRelay...)`,
  /// and its `PublishRelay` and `ReplayRelay` forms.
  ///
  /// ```swift
  /// store.driver(\.title).drive(titleRelay)
  /// ```
  ///
  /// - Parameters:
  ///   - relay: A relay; each relay accepts every value, in order.
  ///   - more: More relays of the same kind.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive<Relay: AcceptingRelay<Value>>(
    _ relay: Relay, _ more: Relay..., fileID: StaticString = #fileID, line: UInt = #line
  ) -> AnyCancellable {
    feed([relay] + more, fileID: fileID, line: line) { $0 }
  }

  /// Accepts each value into every relay of optionals.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays of the same kind.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive<Relay: AcceptingRelay<Value?>>(
    _ relay: Relay, _ more: Relay..., fileID: StaticString = #fileID, line: UInt = #line
  ) -> AnyCancellable {
    feed([relay] + more, fileID: fileID, line: line) { $0 }
  }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
  /// Accepts each value into every relay — RxCocoa's `emit(to relays: PublishRelay...)`, and
  /// its `BehaviorRelay` and `ReplayRelay` forms.
  ///
  /// ```swift
  /// saveTaps.emit(to: saveRelay)
  /// ```
  ///
  /// - Parameters:
  ///   - relay: A relay; each relay accepts every value, in order.
  ///   - more: More relays of the same kind.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit<Relay: AcceptingRelay<Value>>(
    to relay: Relay, _ more: Relay..., fileID: StaticString = #fileID, line: UInt = #line
  ) -> AnyCancellable {
    feed([relay] + more, fileID: fileID, line: line) { $0 }
  }

  /// Accepts each value into every relay of optionals.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays of the same kind.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit<Relay: AcceptingRelay<Value?>>(
    to relay: Relay, _ more: Relay..., fileID: StaticString = #fileID, line: UInt = #line
  ) -> AnyCancellable {
    feed([relay] + more, fileID: fileID, line: line) { $0 }
  }
}

extension SharedSequence {
  /// Accepts each value into every relay — RxRelay's `bind(to relays: …)`, on either trait.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays of the same kind.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func bind<Relay: AcceptingRelay<Value>>(
    to relay: Relay, _ more: Relay..., fileID: StaticString = #fileID, line: UInt = #line
  ) -> AnyCancellable {
    feed([relay] + more, fileID: fileID, line: line) { $0 }
  }

  /// Subscribes the relays to every value, as `drive`/`emit` with a closure do.
  private func feed<Relay: AcceptingRelay>(
    _ relays: [Relay], fileID: StaticString, line: UInt,
    _ convert: @escaping @MainActor (Value) -> Relay.Element
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: { value in for relay in relays { relay.accept(convert(value)) } },
      onCompleted: nil, onDisposed: nil, fileID: fileID, line: line)
  }
}
