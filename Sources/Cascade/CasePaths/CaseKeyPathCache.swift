/// The case paths case key paths resolve to, found by the key path object and then by
/// equality, so a key path is walked once.
///
/// Every case key path has subscript components (each name is a `dynamicMember` subscript),
/// so Swift makes a new key path object each time such a literal is evaluated, and equal ones
/// are found by value. The table of those is emptied when it grows past a bound, since
/// element ids (`\.rows[id: id]`) are unbounded. The reducer APIs avoid evaluating the
/// literal at all: see ``CaseKeyPathSites``.
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
      Int(truncatingIfNeeded: UInt(bitPattern: ObjectIdentifier(keyPath)) >> 4) & (slotCount - 1)
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
