/// The pending items of a real-time scheduler (``ClockScheduler``, ``DispatchQueueScheduler``):
/// one timer heap (``SchedulerQueue``) and one waker armed for its earliest deadline, instead
/// of a sleeping task or a dispatch block per item.
///
/// So cancelling an item frees its work at once — memory stays flat under any amount of
/// cancel-and-reschedule (a heartbeat restarting an idle timeout) — and items due together run
/// in the order they were scheduled, as on a ``TestScheduler``. Rescheduling a timeout later
/// than the earliest pending deadline only adds a heap entry: no task, no timer.
///
/// The scheduler supplies the waker (`arm`): it must call ``fire(now:arm:)`` at or after the
/// instant it is given. `arm` is called under the queue's lock, so arming is ordered; it must
/// not call back into the queue synchronously.
///
/// Each item is counted in the settling domain of the test that scheduled it until it runs
/// (a one-shot item) or is cancelled (`SettlingHooks.beginRealTimeItem()`), and runs with that domain
/// current, so the work it starts is counted too.
final class RealTimeQueue: Sendable {
  typealias Arm = (SchedulerInstant) -> Void

  private struct State {
    var queue = SchedulerQueue()
    /// The earliest instant a waker is armed for, if any.
    var armed: SchedulerInstant?
    /// Whether a waker is running due items; another that wakes meanwhile leaves its instant
    /// in `fireAgain` for it, so that items never run on two threads at once (out of order).
    var isFiring = false
    var fireAgain: SchedulerInstant?
  }

  private let state = Locked(State())

  /// Adds `action` at `deadline` (then every `interval`), arming the waker if it is due
  /// before every other item.
  ///
  /// - Returns: A token that removes the item at once.
  func schedule(
    at deadline: SchedulerInstant,
    interval: Duration?,
    arm: Arm,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    let pending = SettlingHooks.beginRealTimeItem()
    let domain = SettlingHooks.currentDomain()
    // Runs with the scheduling test's domain current; a one-shot item stops being counted
    // once it has run.
    let run: @Sendable () -> Void = {
      if let domain {
        domain.run(action)
      } else {
        action()
      }
      if interval == nil { pending?.end() }
    }
    let handle = state.withLock { state in
      let handle = state.queue.add(.init(interval: interval, action: run), at: deadline)
      if state.armed.map({ deadline < $0 }) ?? true {
        state.armed = deadline
        arm(deadline)
      }
      return handle
    }
    return RealTimeToken(queue: self, handle: handle, pending: pending)
  }

  /// Runs every item due at `now`, in deadline then scheduling order (outside the lock: an
  /// item may schedule more), then arms the waker for the next deadline if none is armed
  /// for it.
  ///
  /// - Parameters:
  ///   - now: The scheduler's current instant.
  ///   - wokenFor: The instant the waker that calls was armed for, if it knows it: that
  ///     waker is spent even if it woke a little early (the queue then arms a new one).
  ///   - arm: Arms the scheduler's waker.
  func fire(now: SchedulerInstant, wokenFor: SchedulerInstant? = nil, arm: Arm) {
    let runs = state.withLock { state -> Bool in
      if let armed = state.armed, armed <= now || armed == wokenFor { state.armed = nil }
      guard !state.isFiring else {
        // Two wakers woke together (both late, under load): the running one takes this
        // instant too.
        state.fireAgain = max(state.fireAgain ?? now, now)
        return false
      }
      state.isFiring = true
      return true
    }
    guard runs else { return }
    var through = now
    while true {
      while let work = state.withLock({ $0.queue.popDue(through: through)?.work }) {
        work.action()
      }
      let again = state.withLock { state -> SchedulerInstant? in
        guard let again = state.fireAgain.take() else {
          state.isFiring = false
          return nil
        }
        return again
      }
      guard let again else { break }
      through = max(through, again)
    }
    state.withLock { state in
      guard let next = state.queue.nextDeadline, state.armed.map({ next < $0 }) ?? true else {
        return
      }
      state.armed = next
      arm(next)
    }
  }

  fileprivate func remove(_ handle: SchedulerQueue.Handle) {
    state.withLock { $0.queue.remove(handle) }
  }

  /// The number of pending items (for tests of the queue's memory).
  var count: Int { state.withLock { $0.queue.count } }
}

/// Removes a real-time item at once and stops counting it in a test's settling domain.
private struct RealTimeToken: Cancellable {
  let queue: RealTimeQueue
  let handle: SchedulerQueue.Handle
  let pending: SettlingHooks.RealTimeItem?

  func cancel() {
    queue.remove(handle)
    pending?.end()
  }
}
