/// Objects kept by key while someone else holds them: shared observation sources and scoped
/// stores. Dead entries are purged when the cache has doubled since the last purge (64
/// entries at least), so that making n objects costs O(n) in all.
struct WeakCache<Key: Hashable> {
  private struct Entry {
    weak var object: AnyObject?
  }

  private var entries: [Key: Entry] = [:]
  /// The size at which the next miss purges dead entries.
  private var purgeAt = 64

  /// The live object for `key`, or a new one from `make`, cached weakly.
  mutating func object<Object: AnyObject>(for key: Key, make: () -> Object) -> Object {
    if let object = entries[key]?.object as? Object { return object }
    if entries.count >= purgeAt {
      entries = entries.filter { $0.value.object != nil }
      purgeAt = max(64, entries.count * 2)
    }
    let object = make()
    entries[key] = Entry(object: object)
    return object
  }
}
