/// The stores a store keeps for the elements of one identified collection — the rows of an
/// ``IdentifiedArray``, the elements of a ``StackState`` — and how to tell which elements are
/// gone, so that the send that removes an element releases its store.
@MainActor
final class ElementStores {
  /// The collection's removal stamp now (see `RemovalStamp`).
  private let removals: () -> UInt64
  /// Whether the element with this id is in the collection now.
  private let contains: (AnyHashable) -> Bool
  /// The collection's removal stamp when its ids were last looked through.
  private var seen: UInt64
  /// The element id of each kept store, by the store's key among its parent's children.
  private var ids: [AnyHashable: AnyHashable] = [:]

  /// - Parameters:
  ///   - removals: Reads the collection's removal stamp.
  ///   - contains: Whether an element id is in the collection.
  init(removals: @escaping () -> UInt64, contains: @escaping (AnyHashable) -> Bool) {
    self.removals = removals
    self.contains = contains
    self.seen = removals()
  }

  /// Remembers that the store kept under `key` is element `id`'s.
  func keep(_ key: AnyHashable, id: AnyHashable) {
    ids[key] = id
  }

  /// The keys of the kept stores whose elements are gone, forgotten here; none, without a
  /// look through the ids, when the collection lost nothing since the last call.
  func removeGone() -> [AnyHashable] {
    let now = removals()
    guard now != seen else { return [] }
    seen = now
    let gone = ids.filter { !contains($0.value) }.map(\.key)
    for key in gone { ids[key] = nil }
    return gone
  }
}

extension Store {
  /// Keeps `child`, the store of element `id` of the collection at `collection`, until the
  /// send that removes the element (or, failing that, the collection's next scope).
  ///
  /// - Parameters:
  ///   - child: The element's store.
  ///   - key: Its key among this store's scoped children.
  ///   - id: The element's id.
  ///   - collection: The collection's key path from this store's state.
  ///   - make: How to watch the collection, on its first element store.
  func keepElement(
    _ child: AnyObject, as key: AnyHashable, id: AnyHashable, of collection: AnyKeyPath,
    watching make: () -> ElementStores
  ) {
    keep(child, as: key)
    let stores = elementStores[collection] ?? make()
    elementStores[collection] = stores
    stores.keep(key, id: id)
    guard !watchesRemovals else { return }
    watchesRemovals = true
    runtime.watchRemovals { [weak self] in
      guard let self else { return false }
      // The core tells its watchers at the end of a send, on the store's isolation, which
      // for a `Store` is the main actor.
      MainActor.assumeIsolated { self.releaseRemovedElements() }
      return true
    }
  }

  /// Lets go of the stores of elements that are gone from their collections.
  func releaseRemovedElements() {
    for stores in elementStores.values {
      for key in stores.removeGone() { scopedChildren[key] = nil }
    }
  }
}
