import Synchronization

/// Whether any store may be watched without knowing it: a recorder (each marks the origin of
/// every action on its thread for the ones attached deeper than a root), or an instrument
/// added for every store. While none exists, a store that no recorder or instrument watches
/// reduces each action on its fast path: one load of this counter.
@usableFromInline
enum StoreWatchers {
  /// Recorders in the low 24 bits (a 32-bit `Int` has room; nobody keeps 16 million
  /// recorders), instruments added for every store above: one load tells a send both
  /// whether to look and whether instruments are among them.
  @usableFromInline static let count = Atomic<Int>(0)

  /// What one instrument added for every store counts in ``count``.
  @usableFromInline static let instrument = 1 << 24

  /// The current count, for ``exist(_:)`` and ``instrumentsExist(_:)``.
  @inlinable
  static var current: Int { count.load(ordering: .relaxed) }

  /// Whether some recorder or process-wide instrument exists, in `count`.
  @inlinable
  static func exist(_ count: Int) -> Bool { count != 0 }

  /// Whether some instrument was added for every store, in `count`.
  @inlinable
  static func instrumentsExist(_ count: Int) -> Bool { count >= instrument }

  /// Whether some instrument was added for every store, now.
  @inlinable
  static var instrumentsExist: Bool { instrumentsExist(current) }
}
