/// When a persisted value with a save interval is saved: the numbered changes, which of them
/// are stored, and the coalescing window — the first change after a quiet interval is saved at
/// once, later ones at the window's end (one save, of the latest value).
///
/// Not generic, so that a change — the path of every send that writes a persisted value —
/// runs specialized code under one lock. Its owner (a `SharedPersistence`) does the saving.
final class SaveSchedule: Sendable {
  let interval: Duration
  /// The coalescing clock: a test's `TestScheduler`, or ``SharedWrites``' own.
  let timer: any Scheduler
  private let state = Locked(State())
  private let owner = Locked(Owner())

  private struct State {
    /// The number of the latest change, and of the latest one stored.
    var changed: UInt64 = 0
    var saved: UInt64 = 0
    var lastSave: SchedulerInstant?
    /// The save scheduled at the end of the coalescing window (or of a retry's wait).
    var trailing: (any Cancellable)?
    /// Failures already reported, until a save succeeds.
    var reported: Set<String> = []

    var isPending: Bool { changed > saved }
  }

  private struct Owner {
    weak var value: (any SharedWrites.PendingWrite)?
  }

  init(interval: Duration, timer: any Scheduler) {
    self.interval = interval
    self.timer = timer
  }

  /// The persistence that saves when the window ends.
  func setOwner(_ pendingWrite: any SharedWrites.PendingWrite) {
    owner.withLock { $0.value = pendingWrite }
  }

  /// Whether a change is not stored yet.
  var isPending: Bool { state.withLock { $0.isPending } }

  /// Change number `version` was made: whether to save it now (otherwise the window's end
  /// will, or already a save of a later change did).
  func changed(_ version: UInt64) -> Bool {
    state.withLock { state in
      guard version > state.changed else { return false }
      // Registered as a pending write when it becomes one (under this lock, so a save that
      // clears it cannot unregister a change made meanwhile).
      if !state.isPending, let owner = owner.withLock({ $0.value }) { SharedWrites.add(owner) }
      state.changed = version
      guard state.trailing == nil else { return false }
      let now = timer.now
      if let last = state.lastSave, now < last.advanced(by: interval) {
        state.trailing = scheduleSave(at: last.advanced(by: interval))
        return false
      }
      state.lastSave = now
      return true
    }
  }

  /// The value's last reference went away: whether a change is left to save now.
  func released() -> Bool {
    state.withLock { state in
      state.trailing?.cancel()
      state.trailing = nil
      return state.isPending
    }
  }

  /// Changes up to `version` are stored: the pending write is done unless a later one came.
  func saved(through version: UInt64) {
    state.withLock { state in
      state.reported = []
      state.saved = max(state.saved, version)
      if !state.isPending, let owner = owner.withLock({ $0.value }) {
        SharedWrites.remove(owner)
      }
    }
  }

  /// A save failed with `cause`: tries again after an interval; whether `cause` is new (to
  /// report it once).
  func failed(_ cause: String) -> Bool {
    state.withLock { state in
      if state.trailing == nil {
        state.trailing = scheduleSave(at: timer.now.advanced(by: interval))
      }
      return state.reported.insert(cause).inserted
    }
  }

  private func scheduleSave(at deadline: SchedulerInstant) -> any Cancellable {
    timer.schedule(after: deadline) { [weak self] in
      guard let self else { return }
      let due = self.state.withLock { state in
        state.trailing = nil
        guard state.isPending else { return false }
        state.lastSave = self.timer.now
        return true
      }
      guard due, let owner = self.owner.withLock({ $0.value }) else { return }
      SharedWrites.run(waiting: true) { owner.flushOnWriter() }
    }
  }
}
