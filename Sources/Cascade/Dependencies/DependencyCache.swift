/// The values keys resolved to, built once: one cache for live values per process (a key's
/// `liveValue` is the same everywhere), and a fresh one for each set of test values (a test
/// store's), so a stateful test value such as `UUIDGenerator.incrementing` counts per test.
final class DependencyCache: Sendable {
  static let live = DependencyCache()

  private let values = Locked<[ObjectIdentifier: any Sendable]>([:])

  /// The value of `key` in `context`, built on first use. Built outside the lock: building
  /// one value may read others.
  func value<Key: DependencyKey>(for key: Key.Type, context: DependencyContext) -> Key.Value {
    let id = ObjectIdentifier(key)
    if let cached = values.withLock({ $0[id] }) as? Key.Value { return cached }
    let built =
      switch context {
      case .live: Key.liveValue
      case .test: Key.testValue
      }
    return values.withLock { values in
      if let raced = values[id] as? Key.Value { return raced }
      values[id] = built
      return built
    }
  }
}
