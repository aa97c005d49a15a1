/// The pending items of a scheduler — a ``TestScheduler``'s, or a real-time one's
/// (``RealTimeQueue``) — in the order they run: a binary heap of
/// (deadline, sequence) entries over a slab of work, so that running, rescheduling and
/// cancelling an item never hashes.
///
/// An item lives in a slot of the slab; its ``Handle`` names the slot and the slot's
/// generation, which changes when the item leaves, so a stale handle (a token cancelled twice,
/// an item that already ran) touches nothing, and a heap entry of an item that left is skipped
/// when it surfaces. A slot whose generation would wrap is retired instead of reused, so a
/// stale handle can never match a later item. Same-instant items run in the order they were
/// scheduled (the sequence). An entry is 32 bytes: the heap's cache footprint is most of the
/// cost of a large queue.
struct SchedulerQueue {
  /// Names one scheduled item for as long as it is pending.
  struct Handle: Equatable, Sendable {
    fileprivate let slot: UInt32
    fileprivate let generation: UInt32
  }

  struct Work: Sendable {
    let interval: Duration?
    let action: @Sendable () -> Void
  }

  private struct Entry: Comparable {
    let deadline: SchedulerInstant
    let sequence: UInt64
    let handle: Handle

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      // One deadline comparison when they differ (the common case in a large heap); a tuple
      // comparison would test equality first.
      if lhs.deadline < rhs.deadline { return true }
      if rhs.deadline < lhs.deadline { return false }
      return lhs.sequence < rhs.sequence
    }

    static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.sequence == rhs.sequence
    }
  }

  private struct Slot {
    var generation: UInt32 = 0
    var work: Work?
  }

  private var heap = BinaryHeap<Entry>()
  private var slots: [Slot] = []
  private var freeSlots: [UInt32] = []
  private var nextSequence: UInt64 = 0
  /// The number of pending items.
  private(set) var count = 0
  /// The number of pending items that run once.
  private(set) var oneShotCount = 0

  /// The earliest deadline in the heap: of the next item, or of an item that left and whose
  /// entry has not surfaced yet (a waker armed for it finds nothing due and re-arms).
  var nextDeadline: SchedulerInstant? { heap.min?.deadline }

  /// Adds `work` to run at `deadline`, after every item already due then.
  mutating func add(_ work: Work, at deadline: SchedulerInstant) -> Handle {
    let slot: UInt32
    if let free = freeSlots.popLast() {
      slot = free
    } else {
      precondition(slots.count < UInt32.max, "Cascade: more than 2^32 pending scheduler items.")
      slot = UInt32(slots.count)
      slots.append(Slot())
    }
    slots[Int(slot)].work = work
    count += 1
    if work.interval == nil { oneShotCount += 1 }
    let handle = Handle(slot: slot, generation: slots[Int(slot)].generation)
    heap.insert(entry(at: deadline, for: handle))
    return handle
  }

  /// Removes the item `handle` names, if it is still pending (a cancellation). Its heap entry
  /// stays until it surfaces, or until such entries dominate the heap and are compacted.
  mutating func remove(_ handle: Handle) {
    guard isPending(handle) else { return }
    vacate(handle)
    compactIfNeeded()
  }

  /// Empties the slot of a pending item, for reuse under the next generation.
  private mutating func vacate(_ handle: Handle) {
    let index = Int(handle.slot)
    if slots[index].work?.interval == nil { oneShotCount -= 1 }
    slots[index].work = nil
    if slots[index].generation < UInt32.max {
      slots[index].generation += 1
      freeSlots.append(handle.slot)
    }
    count -= 1
  }

  /// Takes the next pending item due at or before `target` (any item when `target` is `nil`):
  /// a one-shot item leaves the queue, a repeating one is rescheduled one interval later.
  ///
  /// - Returns: The item's work and the deadline it was due at.
  mutating func popDue(
    through target: SchedulerInstant?
  ) -> (work: Work, deadline: SchedulerInstant)? {
    while let next = heap.min, target.map({ next.deadline <= $0 }) ?? true {
      guard isPending(next.handle), let work = slots[Int(next.handle.slot)].work else {
        _ = heap.popMin()
        continue
      }
      if let interval = work.interval {
        // One sift instead of a pop and an insert.
        heap.replaceMin(entry(at: next.deadline.advanced(by: interval), for: next.handle))
      } else {
        // Its entry leaves with it: nothing to compact.
        _ = heap.popMin()
        vacate(next.handle)
      }
      return (work, next.deadline)
    }
    return nil
  }

  private func isPending(_ handle: Handle) -> Bool {
    let slot = slots[Int(handle.slot)]
    return slot.generation == handle.generation && slot.work != nil
  }

  private mutating func entry(at deadline: SchedulerInstant, for handle: Handle) -> Entry {
    nextSequence += 1
    return Entry(deadline: deadline, sequence: nextSequence, handle: handle)
  }

  /// Drops the entries of items that left once they dominate the heap.
  private mutating func compactIfNeeded() {
    guard heap.count > 64, heap.count > 2 * count else { return }
    heap = BinaryHeap(heap.storage.filter { isPending($0.handle) })
  }
}
