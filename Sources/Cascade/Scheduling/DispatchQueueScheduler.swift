import Dispatch
import Foundation

/// A scheduler on real time that runs work on a `DispatchQueue`.
///
/// Use ``main`` in an app: effects driven by it deliver on the main queue. Its clock is
/// `DispatchTime`'s uptime clock (it does not advance while the machine sleeps).
///
/// Pending items wait in one timer heap behind one dispatch timer source, which fires for the
/// earliest of them and runs every item due, in deadline then scheduling order. Cancelling an
/// item removes it and frees its work at once.
///
/// ```swift
/// let store = Store(initialState: Stopwatch.State()) {
///   Stopwatch(scheduler: DispatchQueueScheduler.main)
/// }
/// ```
public final class DispatchQueueScheduler: Scheduler {
  /// The queue the work runs on.
  public let queue: DispatchQueue
  private let pending: RealTimeQueue
  // Unsafe: Dispatch's source calls (`schedule`, `cancel`) are thread-safe, but the protocol
  // is not marked Sendable on every platform.
  private nonisolated(unsafe) let timer: any DispatchSourceTimer

  /// A scheduler on the main queue.
  public static let main = DispatchQueueScheduler(queue: .main)

  /// Creates a scheduler that runs work on `queue`.
  ///
  /// - Parameter queue: The queue for the work.
  public init(queue: DispatchQueue) {
    let pending = RealTimeQueue()
    let timer = DispatchSource.makeTimerSource(queue: queue)
    self.queue = queue
    self.pending = pending
    self.timer = timer
    // The handler holds the items and the timer, not the scheduler: a weak reference to the
    // scheduler would give it a side table, which slows every retain of it. `deinit`'s
    // `cancel()` releases the handler, and with it the timer's reference to itself.
    timer.setEventHandler {
      pending.fire(now: Self.uptime) { Self.wake(timer, at: $0) }
    }
    timer.activate()
  }

  deinit {
    timer.cancel()
  }

  /// The current uptime, as an instant; its ``SchedulerInstant/date`` is the wall-clock time.
  public var now: SchedulerInstant {
    SchedulerInstant(Self.uptime.sinceOrigin, originDate: Self.bootDate)
  }

  /// When uptime was zero, by the wall clock: read once, so `now.date` moves with uptime.
  private static let bootDate = Date(
    timeIntervalSinceNow: -Double(DispatchTime.now().uptimeNanoseconds) / 1e9)

  /// The current uptime, the same for every queue's scheduler.
  private static var uptime: SchedulerInstant {
    SchedulerInstant(.nanoseconds(DispatchTime.now().uptimeNanoseconds))
  }

  /// Runs `action` on the queue at `deadline` (at once when it is in the past).
  ///
  /// - Parameters:
  ///   - deadline: When to run.
  ///   - action: The work.
  /// - Returns: A token that cancels the work if it has not started, freeing it at once.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    pending.schedule(at: deadline, interval: nil, arm: wake, action)
  }

  /// Runs `action` on the queue at `deadline`, then every `interval`, until cancelled.
  ///
  /// Each run is scheduled from the first deadline, so ticks do not drift; if the queue
  /// falls behind, late ticks run at once, in order.
  ///
  /// - Parameters:
  ///   - deadline: The first run.
  ///   - interval: The time between runs; must be positive.
  ///   - action: The work.
  /// - Returns: A token that stops the repetition.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    interval: Duration,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    precondition(interval > .zero, "DispatchQueueScheduler: a repeating interval must be positive.")
    return pending.schedule(at: deadline, interval: interval, arm: wake, action)
  }

  /// Sets the one timer to fire at `deadline` (replacing its earlier setting).
  private func wake(at deadline: SchedulerInstant) {
    Self.wake(timer, at: deadline)
  }

  private static func wake(_ timer: any DispatchSourceTimer, at deadline: SchedulerInstant) {
    timer.schedule(deadline: dispatchTime(deadline), leeway: .nanoseconds(0))
  }

  private static func dispatchTime(_ instant: SchedulerInstant) -> DispatchTime {
    let (seconds, attoseconds) = instant.sinceOrigin.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    return DispatchTime(uptimeNanoseconds: UInt64(max(nanoseconds, 1)))
  }
}
