import Synchronization

/// Keeps the last actions a store processed, with their origin and the state after each: the
/// run that led to a bug, ready to become a test. Attach it with
/// ``Reducer/recording(into:)``.
///
/// ```swift
/// let recorder = ActionRecorder<Session.State, Session.Action>(capacity: 500)
/// let store = Store(initialState: Session.State()) { Session().recording(into: recorder) }
/// // … later, when something went wrong:
/// try JSONEncoder().encode(recorder.log).write(to: reportURL)
/// ```
///
/// A recorder records one store: attach it to a single store's reducer.
///
/// Memory is bounded: the last `capacity` entries, and the state before the oldest of them.
/// Each action costs a copy of the state (a struct's copy shares its arrays and strings) and
/// a lock; a store with no recorder attached pays nothing.
public final class ActionRecorder<State: Codable & Sendable, Action: Codable & Sendable>: Sendable {
  @usableFromInline
  struct Storage: ~Copyable {
    @usableFromInline var entries: [ActionLog<State, Action>.Entry?]
    /// Where the oldest entry is, once the ring is full.
    @usableFromInline var start = 0
    @usableFromInline var count = 0
    @usableFromInline var initialState: State?

    init(entries: [ActionLog<State, Action>.Entry?]) {
      self.entries = entries
    }
  }

  /// How many entries the recorder keeps.
  public let capacity: Int
  @usableFromInline let storage: Mutex<Storage>
  @usableFromInline let started = Atomic(false)
  /// Where the store this recorder is attached to at its root writes each action's origin.
  @usableFromInline let originSlot = ActionOriginSlot()

  /// Whether an entry was ever recorded (the state before the first is then kept).
  @inlinable
  var hasStarted: Bool { started.load(ordering: .relaxed) }

  /// A recorder of the last `capacity` actions.
  ///
  /// - Parameter capacity: How many entries to keep; at least 1.
  public init(capacity: Int = 1_000) {
    precondition(capacity > 0, "An ActionRecorder keeps at least one entry (capacity \(capacity)).")
    self.capacity = capacity
    storage = Mutex(Storage(entries: Array(repeating: nil, count: capacity)))
    ActionOrigin.recorders.add(1, ordering: .relaxed)
    StoreWatchers.count.add(1, ordering: .relaxed)
  }

  deinit {
    ActionOrigin.recorders.subtract(1, ordering: .relaxed)
    StoreWatchers.count.subtract(1, ordering: .relaxed)
  }

  /// What the recorder holds now: the state before its oldest entry, and its entries, oldest
  /// first.
  public var log: ActionLog<State, Action> {
    storage.withLock { storage in
      let entries = (0..<storage.count).compactMap {
        storage.entries[(storage.start + $0) % capacity]
      }
      return ActionLog(initialState: storage.initialState, entries: entries)
    }
  }

  /// Records that `action` took the state from `before` to `after`.
  @inlinable
  func record(_ action: Action, origin: ActionOrigin, before: State?, after: State) {
    started.store(true, ordering: .relaxed)
    storage.withLock { storage in
      if storage.count == 0, storage.initialState == nil { storage.initialState = before }
      let entry = ActionLog<State, Action>.Entry(action: action, origin: origin, state: after)
      if storage.count < capacity {
        storage.entries[storage.count] = entry
        storage.count += 1
      } else {
        // Full: the oldest entry's state becomes the state before the new oldest.
        storage.initialState = storage.entries[storage.start]?.state
        storage.entries[storage.start] = entry
        // No division on the hot path: the ring's start moves by one.
        storage.start += 1
        if storage.start == storage.entries.count { storage.start = 0 }
      }
    }
  }
}
