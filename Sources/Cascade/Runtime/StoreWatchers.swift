import Synchronization

/// Whether any store may be watched without knowing it: a recorder (each marks the origin of
/// every action on its thread for the ones attached deeper than a root), or an instrument
/// added for every store. While none exists, a store that no recorder or
/// instrument watches reduces each action on its fast path: one load of this counter.
@usableFromInline
enum StoreWatchers {
  /// Recorders plus instruments added for every store.
  @usableFromInline static let count = Atomic<Int>(0)

  /// Whether some recorder or process-wide instrument exists.
  @inlinable
  static var exist: Bool { count.load(ordering: .relaxed) != 0 }
}
