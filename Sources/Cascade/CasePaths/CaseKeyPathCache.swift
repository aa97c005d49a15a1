/// The case paths case key paths resolve to, so a key path is walked once, not on every
/// rebuild of the reducer body it appears in.
///
/// An optimized build makes one key path object per literal without arguments, so most
/// lookups are an identity check in a small direct-mapped table. Key paths with arguments
/// (`\.rows[id: id]`), and every key path in a debug build, are new objects each time and are
/// found by equality instead; that table is emptied when it grows past a bound, since ids
/// are unbounded.
enum CaseKeyPathCache {
  /// A resolved case path, boxed so the table can hold any `Root` and `Value`.
  private final class Resolved<Root, Value>: Sendable {
    let path: CasePath<Root, Value>
    init(_ path: CasePath<Root, Value>) { self.path = path }
  }

  private struct Entry: @unchecked Sendable {
    // Sound because key path objects are immutable once made; the table only compares them.
    let keyPath: AnyKeyPath
    let resolved: AnyObject & Sendable
  }

  private struct Table {
    var slots = [Entry?](repeating: nil, count: slotCount)
    var byValue: [Key: Entry] = [:]
  }

  /// A key path compared by value.
  private struct Key: Hashable, @unchecked Sendable {
    // Sound for the same reason as `Entry`.
    let keyPath: AnyKeyPath
  }

  private static let slotCount = 64
  private static let valueBound = 4096
  private static let table = Locked(Table())

  /// The case path `keyPath` names, resolving it on first use.
  static func casePath<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> CasePath<Root, Value> {
    let slot =
      Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(keyPath)) >> 4)
      & (slotCount - 1)
    let found: (AnyObject & Sendable)? = table.withLock { table in
      if let entry = table.slots[slot], entry.keyPath === keyPath { return entry.resolved }
      guard let entry = table.byValue[Key(keyPath: keyPath)] else { return nil }
      table.slots[slot] = Entry(keyPath: keyPath, resolved: entry.resolved)
      return entry.resolved
    }
    if let found { return unsafeDowncast(found, to: Resolved<Root, Value>.self).path }

    let path = resolve(keyPath)
    let entry = Entry(keyPath: keyPath, resolved: Resolved(path))
    table.withLock { table in
      if table.byValue.count >= valueBound { table.byValue.removeAll(keepingCapacity: true) }
      table.byValue[Key(keyPath: keyPath)] = entry
      table.slots[slot] = entry
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
