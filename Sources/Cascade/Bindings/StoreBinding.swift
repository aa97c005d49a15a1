/// A field of a store's state that a UI layer or a command-line prompt can read and set:
/// setting it sends `.binding(.set(field, value))`.
///
/// ```swift
/// let title = store.binding(\.title)
/// print(title.get())
/// title.set("Milk")          // the store receives .binding(.set(\.title, "Milk"))
/// ```
///
/// On Apple platforms, `Binding(title)` makes a `SwiftUI.Binding` of it (compiled only
/// where SwiftUI exists; not exercised by this package's Linux tests).
@MainActor
public struct StoreBinding<Value> {
  private let read: @MainActor () -> Value
  private let write: @MainActor (Value) -> Void

  init(get read: @escaping @MainActor () -> Value, set write: @escaping @MainActor (Value) -> Void)
  {
    self.read = read
    self.write = write
  }

  /// The field's current value (tracked by Observation, like `store.field`).
  ///
  /// - Returns: The value.
  public func get() -> Value { read() }

  /// Sends the binding action that sets the field to `value`.
  ///
  /// - Parameter value: The new value.
  public func set(_ value: Value) { write(value) }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A read-write view of one field, for forms: reading reads the state, setting sends
  /// `.binding(.set(keyPath, value))`.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: Its binding.
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> StoreBinding<Value> {
    StoreBinding(
      get: { [unowned self] in self[dynamicMember: keyPath] },
      set: { [unowned self] value in self.send(.binding(.set(keyPath, value))) }
    )
  }
}

extension Store {
  /// A read-write view of one field whose bindings travel inside a nested view action:
  /// setting sends `.view(.binding(.set(keyPath, value)))` for `action: \.view`.
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - action: The case that carries the bindable view action.
  /// - Returns: Its binding.
  public func binding<Value: Equatable & Sendable, ViewAction: BindableAction>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable,
    action: CaseKeyPath<Action, ViewAction>
  ) -> StoreBinding<Value> where ViewAction.State == State {
    let embed = CasePath(action).embed
    return StoreBinding(
      get: { [unowned self] in self[dynamicMember: keyPath] },
      set: { [unowned self] value in self.send(embed(.binding(.set(keyPath, value)))) }
    )
  }
}

#if canImport(SwiftUI)
  import SwiftUI

  extension Binding {
    /// A SwiftUI binding that reads and sets a store's field through `binding`.
    ///
    /// - Parameter binding: The store binding.
    @MainActor
    public init(_ binding: StoreBinding<Value>) {
      self.init(get: { binding.get() }, set: { binding.set($0) })
    }
  }
#endif
