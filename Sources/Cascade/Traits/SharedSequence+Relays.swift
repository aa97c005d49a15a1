// RxCocoa's and RxRelay's ways of feeding relays from a trait: `driver.drive(relay)`,
// `signal.emit(to: relay)`, and `bind(to:)` on either. One relay at least, then any more, so a
// bare `drive()` or `emit()` still means RxCocoa's subscription without handlers.

extension SharedSequence where Strategy == DriverSharingStrategy {
  /// Accepts each value into every relay — RxCocoa's `drive(_ relays: BehaviorRelay...)`.
  ///
  /// ```swift
  /// store.driver(\.title).drive(titleRelay)
  /// ```
  ///
  /// - Parameters:
  ///   - relay: A relay; each relay accepts every value, in order.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ relay: BehaviorRelay<Value>, _ more: BehaviorRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay of optionals.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ relay: BehaviorRelay<Value?>, _ more: BehaviorRelay<Value?>...,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay — RxCocoa's `drive(_ relays: PublishRelay...)`.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ relay: PublishRelay<Value>, _ more: PublishRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay of optionals.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ relay: PublishRelay<Value?>, _ more: PublishRelay<Value?>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay — RxCocoa's `drive(_ relays: ReplayRelay...)`.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive(
    _ relay: ReplayRelay<Value>, _ more: ReplayRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
  /// Accepts each value into every relay — RxCocoa's `emit(to relays: PublishRelay...)`.
  ///
  /// ```swift
  /// saveTaps.emit(to: saveRelay)
  /// ```
  ///
  /// - Parameters:
  ///   - relay: A relay; each relay accepts every value, in order.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    to relay: PublishRelay<Value>, _ more: PublishRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay of optionals.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    to relay: PublishRelay<Value?>, _ more: PublishRelay<Value?>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay — RxCocoa's `emit(to relays: BehaviorRelay...)`.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    to relay: BehaviorRelay<Value>, _ more: BehaviorRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay of optionals.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    to relay: BehaviorRelay<Value?>, _ more: BehaviorRelay<Value?>...,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay — RxCocoa's `emit(to relays: ReplayRelay...)`.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit(
    to relay: ReplayRelay<Value>, _ more: ReplayRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }
}

extension SharedSequence {
  /// Accepts each value into every relay — RxRelay's `bind(to relays: PublishRelay...)`, on
  /// either trait.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func bind(
    to relay: PublishRelay<Value>, _ more: PublishRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Accepts each value into every relay — RxRelay's `bind(to relays: BehaviorRelay...)`.
  ///
  /// - Parameters:
  ///   - relay: A relay.
  ///   - more: More relays.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func bind(
    to relay: BehaviorRelay<Value>, _ more: BehaviorRelay<Value>..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable {
    feed(fileID: fileID, line: line) { value in for relay in [relay] + more { relay.accept(value) }
    }
  }

  /// Subscribes `accept` to every value, as `drive`/`emit` with a closure do.
  private func feed(
    fileID: StaticString, line: UInt, _ accept: @escaping @MainActor (Value) -> Void
  ) -> AnyCancellable {
    subscribeForUser(onNext: accept, onCompleted: nil, onDisposed: nil, fileID: fileID, line: line)
  }
}
