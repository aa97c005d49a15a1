import Synchronization

/// The case paths case key paths resolve to: found by the key path object, lock-free, for a
/// key path met before; by equality, under a lock, otherwise. A key path is walked once.
///
/// A key path literal whose components are all properties — every case the `CasePathsPlugin`
/// writes, `\.login.twoFactor` — is one object for the life of the process, so the reducer
/// APIs evaluate the literal each time a body is built and look its object up here: a load
/// and a comparison. The object, not the call site, is the key, so a helper that forwards a
/// case key path parameter routes each caller's key path to its own case in every build
/// configuration. A literal reaching a case through a subscript (`\.rows[id: id]`, or a case
/// of an enum that lists its `AllCasePaths` by hand) may be a new object each time it is
/// evaluated; it is found by equality, correctly but more slowly.
@usableFromInline
enum CaseKeyPathCache {
  /// A resolved case path and the key path object it was resolved for. Immutable, and never
  /// freed once published, so a reader holding its address never sees it change or go away.
  @usableFromInline
  class Entry: @unchecked Sendable {
    // Sound because every field is immutable and key path objects are immutable once made.
    @usableFromInline let keyPath: AnyKeyPath

    init(keyPath: AnyKeyPath) { self.keyPath = keyPath }
  }

  /// An entry with its types.
  @usableFromInline
  final class Resolved<Root, Value>: Entry, @unchecked Sendable {
    // Sound for the same reason as `Entry`.
    @usableFromInline let path: CasePath<Root, Value>

    init(keyPath: AnyKeyPath, path: CasePath<Root, Value>) {
      self.path = path
      super.init(keyPath: keyPath)
    }
  }

  /// The locked side: the last objects seen in each bucket (what tells an object met twice,
  /// worth publishing, from a one-off), and every resolved path by value.
  private struct Table {
    var lastSeen = [[Key]](repeating: [], count: 256)
    var byValue: [Key: Entry] = [:]
    /// Every published entry: what keeps them (and their key path objects) alive.
    var published: [Entry] = []
  }

  /// A key path compared by value.
  private struct Key: Hashable, @unchecked Sendable {
    // Sound for the same reason as `Entry`.
    let keyPath: AnyKeyPath
  }

  @usableFromInline static let slotCount = 1024
  /// At most this many objects are published (the literals of an app number in the hundreds;
  /// objects made per evaluation are never met twice).
  private static let publishedBound = 4096
  private static let valueBound = 4096

  /// One published entry pointer a slot (0 when empty), by the key path object's address.
  // Sound: the pointer never changes after initialization, and each slot is an atomic.
  @usableFromInline nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: slotCount)
    for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()
  private static let table = Locked(Table())

  /// Slots a key path object may be published in: four in a row, so objects whose addresses
  /// share a slot do not evict each other (a slot, once written, is never rewritten).
  @usableFromInline static let bucketSize = 4

  /// The first slot of `keyPath`'s bucket.
  @inlinable
  static func bucket(of keyPath: AnyKeyPath) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(keyPath)) >> 4)
      & (slotCount - bucketSize)
  }

  /// The case path `keyPath` names: an atomic load and a comparison for an object met before.
  @inlinable @inline(__always)
  static func casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> CasePath<Root, Value> {
    let first = bucket(of: keyPath)
    for offset in 0..<bucketSize {
      let bits = slots[first + offset].load(ordering: .acquiring)
      guard let entry = UnsafeRawPointer(bitPattern: bits) else { break }
      // The entry keeps its object alive, so no other object can have its address: the same
      // object is the same key path, of the same types. Published entries are never freed,
      // so the reference needs no retain.
      let path = Unmanaged<Entry>.fromOpaque(entry)._withUnsafeGuaranteedRef {
        $0.keyPath === keyPath ? unsafeDowncast($0, to: Resolved<Root, Value>.self).path : nil
      }
      if let path { return path }
    }
    return slowPath(keyPath)
  }

  /// A key path object not published: found by value (resolved on first use), and published
  /// when the same object is met a second time.
  @usableFromInline
  static func slowPath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> CasePath<Root, Value> {
    let first = bucket(of: keyPath)
    let found: CasePath<Root, Value>? = table.withLock { table in
      let index = (first / bucketSize) & (table.lastSeen.count - 1)
      // The last few objects seen here (kept alive, so an address is not reused meanwhile):
      // objects that alternate, sharing a place, are each seen again.
      let metBefore = table.lastSeen[index].contains { $0.keyPath === keyPath }
      if !metBefore {
        table.lastSeen[index].insert(Key(keyPath: keyPath), at: 0)
        if table.lastSeen[index].count > bucketSize { table.lastSeen[index].removeLast() }
      }
      guard let entry = table.byValue[Key(keyPath: keyPath)] else { return nil }
      let path = unsafeDowncast(entry, to: Resolved<Root, Value>.self).path
      if metBefore, table.published.count < publishedBound,
        let free = (first..<first + bucketSize).first(where: {
          slots[$0].load(ordering: .relaxed) == 0
        })
      {
        // Its own entry: the slot compares by this object, which may not be the one first
        // resolved (an equal one). A full bucket leaves the object on this locked path.
        let published = Resolved(keyPath: keyPath, path: path)
        table.published.append(published)
        slots[free].store(
          UInt(bitPattern: Unmanaged.passUnretained(published).toOpaque()), ordering: .releasing)
      }
      return path
    }
    if let found { return found }

    let path = resolve(keyPath)
    table.withLock { table in
      if table.byValue.count >= valueBound { table.byValue.removeAll(keepingCapacity: true) }
      table.byValue[Key(keyPath: keyPath)] = Resolved(keyPath: keyPath, path: path)
    }
    return path
  }

  /// Walks `keyPath` from the root and composes its links' case paths.
  private static func resolve<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> CasePath<
    Root, Value
  > {
    guard let route = Case<Root>()[keyPath: keyPath].route else {
      // `\Case<Root>.self`: the identity. `Value` is `Root`, so the casts cannot fail.
      return CasePath<Root, Value>(
        embed: { $0 as! Root },
        extract: { $0 as? Value },
        identity: .location(SourceSite(#fileID, line: #line, column: #column)))
    }
    return route.casePath(from: Root.self)
  }
}
