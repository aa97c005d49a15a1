/// Objects kept by key while someone else holds them: shared observation sources and scoped
/// stores. Dead entries are purged when the cache grows past 64 entries.
struct WeakCache<Key: Hashable> {
  private struct Entry {
    weak var object: AnyObject?
  }

  private var entries: [Key: Entry] = [:]

  /// The live object for `key`, or a new one from `make`, cached weakly.
  mutating func object<Object: AnyObject>(for key: Key, make: () -> Object) -> Object {
    if let object = entries[key]?.object as? Object { return object }
    if entries.count >= 64 { entries = entries.filter { $0.value.object != nil } }
    let object = make()
    entries[key] = Entry(object: object)
    return object
  }
}
