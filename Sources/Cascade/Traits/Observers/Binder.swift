/// An observer that binds each value into an object held weakly — RxCocoa's `Binder`.
///
/// ```swift
/// extension Label {
///   var textBinder: Binder<String> { Binder(self) { label, text in label.text = text } }
/// }
/// store.driver(\.title).drive(label.textBinder).store(in: &cancellables)
/// ```
///
/// Once the object is gone, values are dropped. A completion is ignored, as RxCocoa's binder
/// ignores it: the object keeps its last value. Values arrive on the main actor already, so
/// there is no scheduler to pass.
@MainActor
public struct Binder<Value>: ObserverType {
  private let binding: @MainActor (Value) -> Void

  /// A binder that calls `binding` with `target` and each value while `target` exists.
  ///
  /// - Parameters:
  ///   - target: The object bound into, not retained.
  ///   - binding: Applies a value to the object, on the main actor.
  public init<Target: AnyObject>(
    _ target: Target,
    binding: @escaping @MainActor (Target, Value) -> Void
  ) {
    self.binding = { [weak target] value in
      if let target { binding(target, value) }
    }
  }

  /// Applies a value to the target if it still exists; ignores the completion.
  ///
  /// - Parameter event: A value, or the completion.
  public func on(_ event: TraitEvent<Value>) {
    if case .next(let value) = event { binding(value) }
  }
}
