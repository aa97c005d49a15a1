import Synchronization

/// The process-wide side of instruments: the ones added for every store, and the counters
/// stores check to know whether to look at all.
enum InstrumentRegistry {
  /// Attachment serials (see ``InstrumentEntry/serial``).
  static let serials = Atomic<UInt64>(0)
  /// Bumped on every change a store's cached list of instruments may miss: an instrument
  /// added for every store, or any instrument detached.
  static let generation = Atomic<UInt64>(0)
  /// Every attached instrument, per store or for all: warnings look for instruments only
  /// while there is one.
  static let attachedCount = Atomic<Int>(0)
  /// Store ids (see ``StoreID``).
  static let storeIDs = Atomic<UInt64>(0)
  /// The instruments added for every store, in the order they were added.
  static let global = Locked<[InstrumentEntry]>([])

  /// Adds `entry` for every store.
  static func addGlobal(_ entry: InstrumentEntry) {
    global.withLock { $0.append(entry) }
    attachedCount.add(1, ordering: .relaxed)
    StoreWatchers.count.add(StoreWatchers.instrument, ordering: .relaxed)
    generation.add(1, ordering: .releasing)
  }

  /// Removes `entry`, added for every store.
  static func removeGlobal(_ entry: InstrumentEntry) {
    entry.detach()
    let removed = global.withLock { list -> Bool in
      guard let index = list.firstIndex(where: { $0 === entry }) else { return false }
      list.remove(at: index)
      return true
    }
    if removed { StoreWatchers.count.subtract(StoreWatchers.instrument, ordering: .relaxed) }
  }

  /// The instruments added for every store, still attached.
  static var globalEntries: [InstrumentEntry] {
    global.withLock { $0 }.filter(\.isAttached)
  }

  /// A new store id.
  static func makeStoreID() -> StoreID {
    StoreID(rawValue: storeIDs.add(1, ordering: .relaxed).newValue)
  }
}
