/// Something a `Driver` or `Signal` can feed — RxSwift's `ObserverType`, on the main actor.
///
/// ```swift
/// struct TitleObserver: ObserverType {
///   let label: Label
///   func on(_ event: TraitEvent<String>) {
///     if case .next(let title) = event { label.text = title }
///   }
/// }
/// store.driver(\.title).drive(TitleObserver(label: label)).store(in: &cancellables)
/// ```
///
/// ``Binder`` (bind a value into an object, held weakly) and ``AnyObserver`` (a closure) are
/// the two ready-made ones; `drive(_:)`, `emit(to:)` and `bind(to:)` take any of them.
@MainActor
public protocol ObserverType<Element> {
  /// What the observer receives.
  associatedtype Element

  /// Receives one event, on the main actor.
  ///
  /// - Parameter event: A value, or the completion.
  func on(_ event: TraitEvent<Element>)
}

extension ObserverType {
  /// Hands the observer a value: `on(.next(element))`.
  ///
  /// - Parameter element: The value.
  public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Tells the observer the sequence completed: `on(.completed)`.
  public func onCompleted() {
    on(.completed)
  }

  /// This observer, type-erased.
  ///
  /// - Returns: An ``AnyObserver`` that forwards every event here.
  public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }

  /// An observer of `Source` values that hands this one `transform(value)` — RxSwift's
  /// `mapObserver(_:)`.
  ///
  /// - Parameter transform: Turns each value into this observer's element.
  /// - Returns: The observer of the source values.
  public func mapObserver<Source>(
    _ transform: @escaping @MainActor (Source) -> Element
  ) -> AnyObserver<Source> {
    AnyObserver { event in
      switch event {
      case .next(let value): on(.next(transform(value)))
      case .completed: on(.completed)
      }
    }
  }
}
