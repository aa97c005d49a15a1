/// A ``SharedKey`` that keeps its value in memory, by name: one value per name in the app's
/// process, and a fresh one in every test store.
///
/// ```swift
/// @Shared(.inMemory("isLoggedIn")) var isLoggedIn = false
/// ```
///
/// The value lives as long as the process (or the test store) does, even while no `@Shared`
/// refers to it: a feature that is closed and opened again reads what was last written.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  /// The name every `@Shared(.inMemory(name))` shares.
  public let name: String

  /// A key for the value named `name`.
  ///
  /// - Parameter name: The value's name.
  public init(_ name: String) {
    self.name = name
  }

  /// The name.
  public var id: String { name }

  /// Nothing is stored outside memory: the first `@Shared` starts from its default.
  ///
  /// - Returns: `nil`.
  public func load() -> Value? { nil }

  /// Nothing to save: the value is the one in memory.
  ///
  /// - Parameter value: Ignored.
  public func save(_ value: Value) {}

  /// `.inMemory("name")`.
  public var keyDescription: String { ".inMemory(\(String(reflecting: name)))" }
}

extension SharedKey {
  /// A value kept in memory under `key`: one per name in the process, and per test store.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameter key: The value's name.
  /// - Returns: The key.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}
