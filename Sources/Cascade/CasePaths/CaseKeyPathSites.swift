import Synchronization

/// The case paths of the case key paths written at each call site of a reducer API, so that
/// a body rebuilt on every action does not evaluate its key path literals again.
///
/// Evaluating a case key path literal makes a new key path object (microseconds; see
/// ``CaseKeyPathCache``), so `Scope`, `ifLet`, `forEach` and the other reducer APIs take the
/// key path as an autoclosure and evaluate it once per call site and types. Two exceptions
/// evaluate it every time: a site whose key path reaches one element (`\.rows[id: id]`),
/// whose id may change; and, found in debug builds, a site handed different key paths (a
/// helper forwarding its parameter), which is also reported.
///
/// Reads take no lock: each slot of a direct-mapped table holds an immutable entry, published
/// with a release store. Entries are never freed (one per call site and types), so a reader
/// never sees a dangling one.
@usableFromInline
enum CaseKeyPathSites {
  /// A call site (the address of its `#fileID` literal, its line and column) and the types
  /// its case key path runs between: five words, compared in registers.
  @usableFromInline
  struct Key: Hashable, Sendable {
    @usableFromInline let file: UInt
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    @usableFromInline let root: ObjectIdentifier
    @usableFromInline let value: ObjectIdentifier

    @inlinable
    init(file: UInt, line: UInt, column: UInt, root: ObjectIdentifier, value: ObjectIdentifier) {
      self.file = file
      self.line = line
      self.column = column
      self.root = root
      self.value = value
    }

    /// Its slot in the table: by place only (one site rarely runs with several types).
    @inlinable
    var slot: Int {
      Int(truncatingIfNeeded: (line &* 0x9E37_79B1) ^ (column &* 0x85EB_CA6B) ^ (file >> 3))
        & (slotCount - 1)
    }
  }

  /// What a site resolved to: its key, and (in ``Resolved``) its case path.
  @usableFromInline
  class Entry: @unchecked Sendable {
    // Sound because every field is immutable and key path objects are immutable once made.
    @usableFromInline let key: Key
    /// The site's file, for the debug builds' report.
    let fileID: StaticString
    /// The key path first seen here, to check later ones against in debug builds.
    let keyPath: AnyKeyPath

    init(key: Key, fileID: StaticString, keyPath: AnyKeyPath) {
      self.key = key
      self.fileID = fileID
      self.keyPath = keyPath
    }

    /// Whether the site evaluates its key path every time (overridden by ``Resolved``).
    var isEvaluatedEachTime: Bool { true }
  }

  /// A site's entry with its types: the case path, or `nil` when the site is evaluated every
  /// time.
  @usableFromInline
  final class Resolved<Root, Value>: Entry, @unchecked Sendable {
    // Sound for the same reason as `Entry`.
    @usableFromInline let path: CasePath<Root, Value>?

    init(key: Key, fileID: StaticString, keyPath: AnyKeyPath, path: CasePath<Root, Value>?) {
      self.path = path
      super.init(key: key, fileID: fileID, keyPath: keyPath)
    }

    override var isEvaluatedEachTime: Bool { path == nil }
  }

  @usableFromInline static let slotCount = 1024
  /// One entry pointer a slot (0 when empty).
  // Sound: the pointer never changes after initialization, and each slot is an atomic.
  @usableFromInline nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: slotCount)
    for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()
  /// Every entry ever made, by key: what keeps them alive, and where a site whose slot was
  /// taken by another is found.
  private static let entries = Locked<[Key: Entry]>([:])

  /// The case path of the case key path written at `fileID`, `line` and `column`: an atomic
  /// load and a comparison once the site has run.
  @inlinable @inline(__always)
  static func casePath<Root, Value>(
    fileID: StaticString, line: UInt, column: UInt, _ keyPath: () -> CaseKeyPath<Root, Value>
  ) -> CasePath<Root, Value> {
    let key = Key(
      file: fileID.hasPointerRepresentation ? UInt(bitPattern: fileID.utf8Start) : 0,
      line: line, column: column, root: ObjectIdentifier(Root.self),
      value: ObjectIdentifier(Value.self))
    let bits = slots[key.slot].load(ordering: .acquiring)
    #if !DEBUG
      if bits != 0 {
        let entry = unsafeBitCast(bits, to: Resolved<Root, Value>.self)
        if entry.key == key, let path = entry.path { return path }
      }
    #endif
    return slowPath(key, bits: bits, fileID: fileID, keyPath)
  }

  /// A site seen for the first time, evaluated every time, or checked (debug builds).
  @usableFromInline
  static func slowPath<Root, Value>(
    _ key: Key, bits: UInt, fileID: StaticString, _ keyPath: () -> CaseKeyPath<Root, Value>
  ) -> CasePath<Root, Value> {
    if bits != 0 {
      let entry = Unmanaged<Entry>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!)
        .takeUnretainedValue()
      if entry.key == key { return resolvedPath(in: entry, keyPath) }
    }
    if let entry = entries.withLock({ $0[key] }) {
      slots[key.slot].store(
        UInt(bitPattern: Unmanaged.passUnretained(entry).toOpaque()), ordering: .releasing)
      return resolvedPath(in: entry, keyPath)
    }
    let literal = keyPath()
    let path = CaseKeyPathCache.casePath(literal)
    publish(
      Resolved(
        key: key, fileID: fileID, keyPath: literal,
        path: path.identity.reachesElement ? nil : path))
    return path
  }

  /// The case path an entry holds, or the key path evaluated again when it holds none.
  private static func resolvedPath<Root, Value>(
    in entry: Entry, _ keyPath: () -> CaseKeyPath<Root, Value>
  ) -> CasePath<Root, Value> {
    let resolved = unsafeDowncast(entry, to: Resolved<Root, Value>.self)
    guard let path = resolved.path else { return CaseKeyPathCache.casePath(keyPath()) }
    #if DEBUG
      let given = keyPath()
      if given != entry.keyPath {
        reportChanged(resolved)
        return CaseKeyPathCache.casePath(given)
      }
    #endif
    return path
  }

  /// Keeps `entry` for good and points its slot at it.
  private static func publish(_ entry: Entry) {
    let kept = entries.withLock { entries in
      if let existing = entries[entry.key], !entry.isEvaluatedEachTime {
        return existing
      }
      entries[entry.key] = entry
      return entry
    }
    slots[kept.key.slot].store(
      UInt(bitPattern: Unmanaged.passUnretained(kept).toOpaque()), ordering: .releasing)
  }

  #if DEBUG
    /// Reports a site whose case key path changed since it was first run, once, and makes it
    /// evaluate its key path every time from then on.
    private static func reportChanged<Root, Value>(_ entry: Resolved<Root, Value>) {
      publish(
        Resolved<Root, Value>(
          key: entry.key, fileID: entry.fileID, keyPath: entry.keyPath, path: nil))
      RuntimeWarning.report(
        """
        The case key path given here changed since this line first ran. A reducer resolves \
        the case key path written at each call site once; a helper that forwards a case key \
        path parameter must pass 'CasePath(keyPath)' instead.
        """,
        fileID: entry.fileID,
        line: entry.key.line
      )
    }
  #endif
}
