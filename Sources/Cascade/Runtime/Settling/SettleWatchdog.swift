import Dispatch

/// Expires overdue settle waits: the real-time last resort of ``SettlingDomain``, for work
/// that waits on something other than a Cascade scheduler.
///
/// At most one `asyncAfter` is armed at any time, so a test that settles a million times does
/// not create a million dispatch timers; waits that settle withdraw their entries, so only
/// waits still pending are ever kept or checked.
final class SettleWatchdog: Sendable {
  static let shared = SettleWatchdog()

  private struct Entry {
    let deadline: ContinuousClock.Instant
    let expire: @Sendable () -> Void
  }

  private struct Entries {
    var byID: [UInt64: Entry] = [:]
    var nextID: UInt64 = 0
    var isArmed = false
  }

  private let state = Locked(Entries())

  /// Calls `expire` at (or soon after) `deadline` unless unwatched first.
  ///
  /// - Returns: The entry's id, for ``unwatch(_:)``.
  func watch(
    deadline: ContinuousClock.Instant,
    expire: @escaping @Sendable () -> Void
  ) -> UInt64 {
    let (id, arm) = state.withLock { state in
      state.nextID += 1
      state.byID[state.nextID] = Entry(deadline: deadline, expire: expire)
      defer { state.isArmed = true }
      return (state.nextID, !state.isArmed)
    }
    if arm { schedule() }
    return id
  }

  func unwatch(_ id: UInt64) {
    state.withLock { state in state.byID[id] = nil }
  }

  private func schedule() {
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) {
      self.check()
    }
  }

  private func check() {
    let now = ContinuousClock.now
    let (expired, rearm) = state.withLock { state -> ([Entry], Bool) in
      let due = state.byID.filter { $0.value.deadline <= now }
      for id in due.keys { state.byID[id] = nil }
      state.isArmed = !state.byID.isEmpty
      return (Array(due.values), state.isArmed)
    }
    for entry in expired { entry.expire() }
    if rearm { schedule() }
  }
}
