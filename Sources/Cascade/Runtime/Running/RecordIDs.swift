/// Records running together — under one cancel id, or in one ``EffectGroup``: almost always
/// one (a timer, a restarted timeout), kept inline so that starting and ending it allocates
/// nothing; a set once there are more.
struct RecordIDs: Sequence {
  private enum Storage {
    case one(UInt64)
    case many(Set<UInt64>)
  }

  private var storage: Storage

  init(_ id: UInt64) {
    storage = .one(id)
  }

  var count: Int {
    switch storage {
    case .one: 1
    case .many(let ids): ids.count
    }
  }

  func contains(_ id: UInt64) -> Bool {
    switch storage {
    case .one(let only): only == id
    case .many(let ids): ids.contains(id)
    }
  }

  mutating func insert(_ id: UInt64) {
    switch storage {
    case .one(let only) where only != id: storage = .many([only, id])
    case .one: break
    case .many(var ids):
      storage = .one(0)  // Releases the set's storage, so the insert below does not copy it.
      ids.insert(id)
      storage = .many(ids)
    }
  }

  /// Removes `id`.
  ///
  /// - Returns: Whether no record is left (the caller drops the entry).
  mutating func remove(_ id: UInt64) -> Bool {
    switch storage {
    case .one(let only): return only == id
    case .many(var ids):
      storage = .one(0)
      ids.remove(id)
      if ids.count == 1, let last = ids.first {
        storage = .one(last)
      } else {
        storage = .many(ids)
      }
      return ids.isEmpty
    }
  }

  /// The ids in ascending order: what a cancellation retires, so that it never depends on
  /// hashing.
  func sorted() -> [UInt64] {
    switch storage {
    case .one(let only): [only]
    case .many(let ids): ids.sorted()
    }
  }

  /// The smallest id: the record that started first.
  var smallest: UInt64 {
    switch storage {
    case .one(let only): only
    case .many(let ids): ids.min() ?? 0
    }
  }

  /// Calls `body` with each id in ascending order (without an array for one id).
  func forEachSorted(_ body: (UInt64) -> Void) {
    switch storage {
    case .one(let only): body(only)
    case .many(let ids): for id in ids.sorted() { body(id) }
    }
  }

  func makeIterator() -> IndexingIterator<[UInt64]> {
    sorted().makeIterator()
  }
}
