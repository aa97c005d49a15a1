// RxCocoa's ways of feeding observers from a trait: `driver.drive(observer)`,
// `signal.emit(to: observer)`, and `bind(to:)` on either. Observers get every value and the
// completion; one observer at least, then any more of the same type.

extension SharedSequence where Strategy == DriverSharingStrategy {
  /// Hands each value, and the completion, to every observer — RxCocoa's
  /// `drive(_ observers: Observer...)`.
  ///
  /// ```swift
  /// store.driver(\.title).drive(label.textBinder).store(in: &cancellables)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: An observer, such as a ``Binder`` or an ``AnyObserver``.
  ///   - more: More observers of the same type; each gets every event, in order.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive<Observer: ObserverType>(
    _ observer: Observer, _ more: Observer..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable where Observer.Element == Value {
    feed([observer] + more, fileID: fileID, line: line) { $0 }
  }

  /// Hands each value, as an optional, to every observer of optionals.
  ///
  /// - Parameters:
  ///   - observer: An observer of optionals.
  ///   - more: More observers of the same type.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func drive<Observer: ObserverType>(
    _ observer: Observer, _ more: Observer..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable where Observer.Element == Value? {
    feed([observer] + more, fileID: fileID, line: line) { $0 }
  }
}

extension SharedSequence where Strategy == SignalSharingStrategy {
  /// Hands each value, and the completion, to every observer — RxCocoa's
  /// `emit(to observers: Observer...)`.
  ///
  /// ```swift
  /// saveTaps.emit(to: AnyObserver { print($0) }).store(in: &cancellables)
  /// ```
  ///
  /// - Parameters:
  ///   - observer: An observer, such as a ``Binder`` or an ``AnyObserver``.
  ///   - more: More observers of the same type; each gets every event, in order.
  ///   - fileID: Where a dropped token is reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit<Observer: ObserverType>(
    to observer: Observer, _ more: Observer..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable where Observer.Element == Value {
    feed([observer] + more, fileID: fileID, line: line) { $0 }
  }

  /// Hands each value, as an optional, to every observer of optionals.
  ///
  /// - Parameters:
  ///   - observer: An observer of optionals.
  ///   - more: More observers of the same type.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func emit<Observer: ObserverType>(
    to observer: Observer, _ more: Observer..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable where Observer.Element == Value? {
    feed([observer] + more, fileID: fileID, line: line) { $0 }
  }
}

extension SharedSequence {
  /// Hands each value, and the completion, to every observer — RxCocoa's `bind(to:)`, on
  /// either trait.
  ///
  /// - Parameters:
  ///   - observer: An observer.
  ///   - more: More observers of the same type.
  ///   - fileID: Where a dropped token is reported.
  ///   - line: The caller's line.
  /// - Returns: A token that ends the subscription when cancelled or released.
  public func bind<Observer: ObserverType>(
    to observer: Observer, _ more: Observer..., fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> AnyCancellable where Observer.Element == Value {
    feed([observer] + more, fileID: fileID, line: line) { $0 }
  }

  /// Subscribes the observers to every value and the completion.
  private func feed<Observer: ObserverType>(
    _ observers: [Observer], fileID: StaticString, line: UInt,
    _ convert: @escaping @MainActor (Value) -> Observer.Element
  ) -> AnyCancellable {
    subscribeForUser(
      onNext: { value in
        let element = convert(value)
        for observer in observers { observer.on(.next(element)) }
      },
      onCompleted: { for observer in observers { observer.on(.completed) } },
      onDisposed: nil, fileID: fileID, line: line)
  }
}
