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

  @usableFromInline
  struct State {
    @usableFromInline var before: IdentifiedArray<ID, Element>?
    @usableFromInline var events: [Event] = []
    @usableFromInline var isOpen = true

    @usableFromInline
    init(before: IdentifiedArray<ID, Element>?) { self.before = before }
  }

  @usableFromInline let keepsRemoved: Bool
  @usableFromInline let owner = currentThread()
  @usableFromInline var state: State

  /// Runs `body` on the state when called on the thread that opened the journal.
  // Inlinable, with the calls below: generic calls on a row's every insertion and removal
  // looked their metadata up each time.
  @inlinable
  func withOwnState<R>(_ body: (inout State) -> R) -> R? {
    guard currentThread() == owner else { return nil }
    return body(&state)
  }

  /// Opens a journal on `collection` as it is now; removed elements are kept when
  /// `keepsRemoved` (for dismount work).
  @inlinable
  init(_ collection: IdentifiedArray<ID, Element>, keepsRemoved: Bool) {
    self.keepsRemoved = keepsRemoved
    self.state = State(before: collection)
  }

  /// Called before a value carrying this journal changes in place: the copy from before is
  /// dropped, so the change does not copy the list.
  @inlinable
  func willChange() {
    withOwnState { $0.before = nil }
  }

  /// Notes an insertion.
  @inlinable
  func inserted(_ id: ID) {
    withOwnState { state in
      if state.isOpen { state.events.append(.inserted(id)) }
    }
  }

  /// Notes a removal, with the element as it was removed.
  @inlinable
  func removed(_ id: ID, _ element: Element) {
    let kept = keepsRemoved ? element : nil
    withOwnState { state in
      if state.isOpen { state.events.append(.removed(id, kept)) }
    }
  }

  /// Closes the journal: its events, and the collection from before if no change dropped it.
  @inlinable
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
@usableFromInline
func currentThread() -> UInt {
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
    // A parent action changes a row or two: below a few events, an id's earlier events are
    // found by a scan rather than a set (a hashed set was a tenth of a row's insertion).
    let isShort = events.count <= 8
    var seen: Set<ID> = []
    func firstEvent(at position: Int, of id: ID) -> Bool {
      isShort ? !events[..<position].contains { $0.id == id } : seen.insert(id).inserted
    }
    var removed: [(ID, Element?)] = []
    var inserted: [(ID, Int)] = []
    for (position, event) in events.enumerated() {
      switch event {
      case .inserted(let id):
        guard firstEvent(at: position, of: id), let index = after.index(id: id) else { continue }
        inserted.append((id, index))
      case .removed(let id, let element):
        guard firstEvent(at: position, of: id), after.index(id: id) == nil else { continue }
        removed.append((id, element))
      }
    }
    if unknownAreNew {
      let known = Set(events.map(\.id))
      for (index, id) in after.ids.enumerated() where !known.contains(id) {
        inserted.append((id, index))
      }
    }
    guard inserted.count > 1 else { return (removed, inserted.map { $0.0 }) }
    return (removed, inserted.sorted { $0.1 < $1.1 }.map { $0.0 })
  }
}

extension MembershipJournal.Event {
  /// The id the event is about.
  @inlinable
  var id: ID {
    switch self {
    case .inserted(let id), .removed(let id, _): id
    }
  }
}
