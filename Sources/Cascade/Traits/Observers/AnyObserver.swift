/// An observer made of one closure, or any observer type-erased — RxSwift's `AnyObserver`.
///
/// ```swift
/// let log = AnyObserver<Int> { event in print(event) }
/// signal.emit(to: log).store(in: &cancellables)
/// ```
@MainActor
public struct AnyObserver<Element>: ObserverType {
  private let handler: @MainActor (TraitEvent<Element>) -> Void

  /// An observer that hands every event to `eventHandler`.
  ///
  /// - Parameter eventHandler: Receives each value and the completion, on the main actor.
  nonisolated public init(eventHandler: @escaping @MainActor (TraitEvent<Element>) -> Void) {
    self.handler = eventHandler
  }

  /// `observer`, type-erased: every event is forwarded to it.
  ///
  /// - Parameter observer: The observer to forward to.
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.handler = { observer.on($0) }
  }

  /// Hands `event` to the closure.
  ///
  /// - Parameter event: A value, or the completion.
  public func on(_ event: TraitEvent<Element>) {
    handler(event)
  }
}
