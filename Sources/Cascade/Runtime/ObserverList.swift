/// The callbacks a store calls after every top-level send, in the order they were added.
///
/// Each callback reads the state itself (a driver reads one field), so the list carries no
/// values. Adding and removing are rare; iterating is the hot path.
struct ObserverList {
  private var entries: [(id: UInt64, notify: () -> Void)] = []
  private var nextID: UInt64 = 0

  var isEmpty: Bool { entries.isEmpty }
  var count: Int { entries.count }

  /// Adds `notify`.
  ///
  /// - Returns: The id that removes it.
  mutating func add(_ notify: @escaping () -> Void) -> UInt64 {
    nextID += 1
    entries.append((nextID, notify))
    return nextID
  }

  mutating func remove(_ id: UInt64) {
    entries.removeAll { $0.id == id }
  }

  /// Calls every observer once, in order.
  func notifyAll() {
    for entry in entries { entry.notify() }
  }
}
