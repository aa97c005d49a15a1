extension Dependency {
  /// A dependency read by its key's type, swift-dependencies' `@Dependency(Client.self)`: for
  /// a client that is its own key (`extension ApiClient: DependencyKey`), with no property on
  /// ``DependencyValues``.
  ///
  /// ```swift
  /// @Dependency(ApiClient.self) var apiClient
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key; its value's type is the dependency's.
  ///   - fileID: Where a missing test value is reported; the declaration's file by default.
  ///   - line: The declaration's line by default.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where Key.Value == Value {
    self.init(\DependencyValues.[keyType: DependencyKeyType<Key>()], fileID: fileID, line: line)
  }
}

/// A key's type as a key path argument (a metatype is not `Hashable`).
struct DependencyKeyType<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  /// The value for the key `keyType` names, read as the subscript by key type reads it.
  subscript<Key: TestDependencyKey>(keyType keyType: DependencyKeyType<Key>) -> Key.Value {
    self[Key.self]
  }
}
