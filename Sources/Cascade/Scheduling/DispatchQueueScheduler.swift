import Dispatch
import Synchronization

/// A scheduler on real time that runs work on a `DispatchQueue`.
///
/// Use ``main`` in an app: effects driven by it deliver on the main queue. Its clock is
/// `DispatchTime`'s uptime clock (it does not advance while the machine sleeps).
///
/// ```swift
/// let store = Store(initialState: Stopwatch.State()) {
///   Stopwatch(scheduler: DispatchQueueScheduler.main)
/// }
/// ```
public final class DispatchQueueScheduler: Scheduler {
  /// The queue the work runs on.
  public let queue: DispatchQueue

  /// A scheduler on the main queue.
  public static let main = DispatchQueueScheduler(queue: .main)

  /// Creates a scheduler that runs work on `queue`.
  ///
  /// - Parameter queue: The queue for the work.
  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// The current uptime, as an instant.
  public var now: SchedulerInstant {
    SchedulerInstant(.nanoseconds(DispatchTime.now().uptimeNanoseconds))
  }

  /// Runs `action` on the queue at `deadline` (at once when it is in the past).
  ///
  /// - Parameters:
  ///   - deadline: When to run.
  ///   - action: The work.
  /// - Returns: A token that cancels the work if it has not started.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    let token = Token(pending: SettlingRealTimeItem.begin())
    queue.asyncAfter(deadline: dispatchTime(deadline)) {
      defer { token.pending?.end() }
      if !token.isCancelled { action() }
    }
    return token
  }

  /// Runs `action` on the queue at `deadline`, then every `interval`, until cancelled.
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
    let token = Token(pending: SettlingRealTimeItem.begin())
    repeatAt(deadline, every: interval, token: token, action)
    return token
  }

  /// Re-arms one `asyncAfter` per tick, computed from the first deadline so ticks do not
  /// drift; if the queue falls behind, late ticks run at once, in order.
  private func repeatAt(
    _ deadline: SchedulerInstant,
    every interval: Duration,
    token: Token,
    _ action: @escaping @Sendable () -> Void
  ) {
    queue.asyncAfter(deadline: dispatchTime(deadline)) { [self] in
      guard !token.isCancelled else { return }
      action()
      repeatAt(deadline.advanced(by: interval), every: interval, token: token, action)
    }
  }

  private func dispatchTime(_ instant: SchedulerInstant) -> DispatchTime {
    let (seconds, attoseconds) = instant.sinceOrigin.components
    let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    return DispatchTime(uptimeNanoseconds: UInt64(max(nanoseconds, 1)))
  }

  private final class Token: Cancellable {
    private let cancelled = Atomic(false)
    /// Counts the item in a test's settling domain until it fires or is cancelled, so that
    /// a test store waits for it (see ``SettlingRealTimeItem``).
    let pending: SettlingRealTimeItem?

    init(pending: SettlingRealTimeItem?) {
      self.pending = pending
    }

    var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    func cancel() {
      cancelled.store(true, ordering: .releasing)
      pending?.end()
    }
  }
}
