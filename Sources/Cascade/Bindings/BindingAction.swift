/// "Set this field of the state to this value": the one action a form needs for all its
/// fields, applied by ``BindingReducer``.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case saveTapped
/// }
/// …
/// switch action {
/// case .binding(\.title):            // the title was edited
///   state.isDirty = true
///   return .none
/// case .binding:
///   return .none
/// …
/// }
/// ```
///
/// Two binding actions are equal when they set the same field to equal values.
public struct BindingAction<Root>: Equatable, Sendable {
  /// The field it sets.
  public let keyPath: PartialKeyPath<Root> & Sendable
  let apply: @Sendable (inout Root) -> Void
  let value: any Sendable
  private let isEqualValue: @Sendable (any Sendable) -> Bool

  private init<Value: Equatable & Sendable>(
    keyPath: WritableKeyPath<Root, Value> & Sendable, value: Value
  ) {
    self.keyPath = keyPath
    self.value = value
    self.apply = { $0[keyPath: keyPath] = value }
    self.isEqualValue = { ($0 as? Value) == value }
  }

  /// Sets `keyPath` to `value`.
  ///
  /// - Parameters:
  ///   - keyPath: The field.
  ///   - value: Its new value.
  /// - Returns: The action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable,
    _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  /// Same field, equal value.
  ///
  /// - Parameters:
  ///   - lhs: An action.
  ///   - rhs: Another action.
  /// - Returns: Whether they set the same field to equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    (lhs.keyPath as AnyKeyPath) == (rhs.keyPath as AnyKeyPath) && lhs.isEqualValue(rhs.value)
  }

  /// Whether `action` sets the field `keyPath`: what makes `case .binding(\.title):` match.
  ///
  /// - Parameters:
  ///   - keyPath: The field, in a `case` pattern.
  ///   - action: The action being switched over.
  /// - Returns: Whether it sets that field.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    (action.keyPath as AnyKeyPath) == (keyPath as AnyKeyPath)
  }
}

extension BindingAction: CustomStringConvertible {
  /// `.set(\State.title, "Milk")`, as failures show it.
  public var description: String {
    ".set(\(keyPath), \(ValueText.describe(value)))"
  }
}
