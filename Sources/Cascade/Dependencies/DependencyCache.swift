/// The values keys resolved to, built once: one cache for live values per process (a key's
/// `liveValue` is the same everywhere), and a fresh one for each set of test values (a test
/// store's), so a stateful test value such as `UUIDGenerator.incrementing` counts per test.
final class DependencyCache: Sendable {
  static let live = DependencyCache()

  private let values = Locked<[ObjectIdentifier: any Sendable]>([:])

  /// The value of `key` in `context`, built on first use. Built outside the lock: building
  /// one value may read others.
  func value<Key: TestDependencyKey>(for key: Key.Type, context: DependencyContext) -> Key.Value {
    let id = ObjectIdentifier(key)
    if let cached = values.withLock({ $0[id] }) as? Key.Value { return cached }
    let built =
      switch context {
      case .live: Self.liveValue(of: key)
      case .test: Key.testValue
      case .preview:
        DependencyAccess.$current.withValue(
          DependencyAccess(name: "", fileID: #fileID, line: #line, isPreview: true)
        ) { Key.previewValue }
      }
    return values.withLock { values in
      if let raced = values[id] as? Key.Value { return raced }
      values[id] = built
      return built
    }
  }

  /// The live value of a key that has one; a test-only key's test value, with a warning.
  private static func liveValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value {
    if let live = key as? any DependencyKey.Type, let value = liveValue(opening: live) as? Key.Value
    {
      return value
    }
    RuntimeWarning.report(
      """
      The dependency key '\(Key.self)' has no live value: it conforms to 'TestDependencyKey' \
      only, and no module linked into the app makes it a 'DependencyKey'. Its test value is \
      used.
      """,
      fileID: #fileID,
      line: #line
    )
    return Key.testValue
  }

  private static func liveValue<Key: DependencyKey>(opening key: Key.Type) -> any Sendable {
    key.liveValue
  }
}
