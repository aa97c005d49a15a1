/// The stores listening to a ``SharedRegistry``'s changes, in the order they started, each
/// under an id that removes it.
///
/// Removal is O(1) amortized (a slot is cleared, and the table compacted once half of it is
/// empty), and a listener whose store is gone is dropped at the next compaction, so the table
/// never grows with the number of stores that ever listened: a write's announcement walks
/// only the stores listening now.
struct SharedListeners {
  struct Listener {
    weak var owner: (any AnyObject & Sendable)?
    let notify: @Sendable () -> Void
  }

  private var slots: [(id: UInt64, listener: Listener)?] = []
  private var indices: [UInt64: Int] = [:]
  private var nextID: UInt64 = 0

  /// The listeners added and not removed (some may have lost their store since).
  var count: Int { indices.count }

  /// The storage the table holds, listeners and cleared slots: what a walk costs.
  var capacity: Int { slots.count }

  /// Adds a listener.
  ///
  /// - Returns: The id that removes it.
  mutating func add(_ listener: Listener) -> UInt64 {
    nextID += 1
    if isSparse { compact() }
    indices[nextID] = slots.count
    slots.append((nextID, listener))
    return nextID
  }

  /// Removes the listener `id`, if it is still here.
  mutating func remove(_ id: UInt64) {
    guard let index = indices.removeValue(forKey: id) else { return }
    slots[index] = nil
    if indices.isEmpty {
      slots.removeAll(keepingCapacity: true)
    } else if isSparse {
      compact()
    }
  }

  /// A snapshot to walk outside the lock (a copy on write: O(1) to take).
  var snapshot: Snapshot { Snapshot(slots: slots) }

  /// The listeners at one moment; walking it skips cleared slots and listeners whose store
  /// is gone.
  struct Snapshot {
    fileprivate let slots: [(id: UInt64, listener: Listener)?]

    /// Calls `notify` of each listener whose store still exists, in the order they were added.
    func notifyAll() {
      for case let slot? in slots where slot.listener.owner != nil { slot.listener.notify() }
    }
  }

  /// Whether at least half of a table of some size is cleared slots.
  private var isSparse: Bool { slots.count >= 16 && slots.count >= 2 * indices.count }

  /// Drops cleared slots and listeners whose store is gone.
  private mutating func compact() {
    slots = slots.filter { $0 != nil && $0?.listener.owner != nil }
    indices = [:]
    for (index, slot) in slots.enumerated() {
      if let slot { indices[slot.id] = index }
    }
  }
}
