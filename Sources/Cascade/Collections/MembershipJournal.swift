#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What joined and left an ``IdentifiedArray`` while a `forEach` with lifetime work ran its
/// parent's reducer, so that the rows to mount and dismount are found without a copy of the
/// collection from before: holding one made the parent's next insertion copy the whole list
/// (quadratic over a list built row by row).
///
/// The `forEach` opens a journal on the collection before the parent runs; every change to a
/// value carrying it is written down (copies made meanwhile carry it too, so a change made to
/// a copy that is assigned back is seen). The collection as it was is kept only until the
/// first change: dropped then, so the change edits the list in place. If the parent replaced
/// the collection wholesale (no journal on the new value), that copy is what the rows are
/// compared with, as before.
///
/// Only the thread that opened it (the store's, running the parent) writes to it: a copy of
/// the collection changed on another thread is not the parent's change, and is ignored.
@usableFromInline
final class MembershipJournal<ID: Hashable, Element>: @unchecked Sendable {
  // Unchecked: its mutable state is touched only by the thread that made it (`owner`, checked
  // on every call); other threads read only the immutable `owner`.
  /// One change to the membership, in the order it was made.
  @usableFromInline
  enum Event {
    case inserted(ID)
    /// The element as it was removed (when dismount work needs it).
    case removed(ID, Element?)
  }

  private struct State {
    var before: IdentifiedArray<ID, Element>?
    var events: [Event] = []
    var isOpen = true
  }

  private let keepsRemoved: Bool
  private let owner = currentThread()
  private var state: State

  /// Runs `body` on the state when called on the thread that opened the journal.
  private func withOwnState<R>(_ body: (inout State) -> R) -> R? {
    guard currentThread() == owner else { return nil }
    return body(&state)
  }

  /// Opens a journal on `collection` as it is now; removed elements are kept when
  /// `keepsRemoved` (for dismount work).
  @usableFromInline
  init(_ collection: IdentifiedArray<ID, Element>, keepsRemoved: Bool) {
    self.keepsRemoved = keepsRemoved
    self.state = State(before: collection)
  }

  /// Called before a value carrying this journal changes in place: the copy from before is
  /// dropped, so the change does not copy the list.
  @usableFromInline
  func willChange() {
    withOwnState { $0.before = nil }
  }

  /// Notes an insertion.
  @usableFromInline
  func inserted(_ id: ID) {
    withOwnState { state in
      if state.isOpen { state.events.append(.inserted(id)) }
    }
  }

  /// Notes a removal, with the element as it was removed.
  @usableFromInline
  func removed(_ id: ID, _ element: Element) {
    let kept = keepsRemoved ? element : nil
    withOwnState { state in
      if state.isOpen { state.events.append(.removed(id, kept)) }
    }
  }

  /// Closes the journal: its events, and the collection from before if no change dropped it.
  @usableFromInline
  func close() -> (events: [Event], before: IdentifiedArray<ID, Element>?) {
    precondition(currentThread() == owner, "Cascade: a forEach's journal closed on another thread.")
    state.isOpen = false
    defer {
      state.events = []
      state.before = nil
    }
    return (state.events, state.before)
  }
}

/// The calling thread's identity.
private func currentThread() -> UInt {
  // `pthread_t` is an integer on glibc and a pointer elsewhere.
  #if canImport(Glibc)
    UInt(pthread_self())
  #else
    UInt(bitPattern: pthread_self())
  #endif
}

extension MembershipJournal {
  /// The rows that left and joined, from the events and the collection after: an id whose
  /// first event is a removal was there before; one whose first event is an insertion was
  /// not. Changes to copies never assigned back cancel out against `after`.
  ///
  /// - Returns: The removed ids (with their last state, when kept) in the order they left,
  ///   and the inserted ids in the collection's order.
  /// - Parameter unknownAreNew: Whether a row of `after` with no event counts as inserted
  ///   (the journal was lost: nothing says it was there before).
  @inlinable
  static func changes(
    _ events: [Event], after: IdentifiedArray<ID, Element>, unknownAreNew: Bool = false
  ) -> (removed: [(ID, Element?)], inserted: [ID]) {
    var seen: Set<ID> = []
    var removed: [(ID, Element?)] = []
    var inserted: [(ID, Int)] = []
    for event in events {
      switch event {
      case .inserted(let id):
        guard seen.insert(id).inserted, let index = after.index(id: id) else { continue }
        inserted.append((id, index))
      case .removed(let id, let element):
        guard seen.insert(id).inserted, after.index(id: id) == nil else { continue }
        removed.append((id, element))
      }
    }
    if unknownAreNew {
      for (index, id) in after.ids.enumerated() where !seen.contains(id) {
        inserted.append((id, index))
      }
    }
    return (removed, inserted.sorted { $0.1 < $1.1 }.map { $0.0 })
  }
}
