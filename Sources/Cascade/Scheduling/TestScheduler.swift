/// A scheduler whose time moves only when a test says so: deterministic, instant tests of
/// timers, debounces, throttles, delays and retry loops.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let store = Store(initialState: Stopwatch.State()) { Stopwatch(scheduler: scheduler) }
/// store.send(.startTapped)
/// scheduler.advance(by: .seconds(3))       // three ticks, synchronously
/// #expect(store.state.elapsed == .seconds(3))
/// ```
///
/// ## Semantics
/// - Time starts at `SchedulerInstant(.zero)` (or the instant given to `init`) and moves
///   only in `advance(by:)`, `advance(to:)` and `run()`.
/// - Advancing runs, in time order, every item due at or before the target, including items
///   scheduled while advancing; items due at the same instant run in the order they were
///   scheduled. While an item runs, ``now`` is its deadline; afterwards, ``now`` is the
///   target, even when nothing ran.
/// - Ties are deterministic. Effects of a test run one at a time, in the order they became
///   runnable (see below), so the order in which they schedule work is fixed by the program:
///   effects started by one action reach their first sleep in the order the store started
///   them (the order of the reducer's `.merge`, a `forEach`'s rows), and each effect's later
///   sleeps follow its own order. Twenty rows whose sleeps fall due at one instant wake in
///   the same order on every run.
/// - A repeating item first runs at its deadline, then every interval; one large advance
///   runs every tick it covers. A cancelled item never runs.
/// - Items run in the caller's isolation. Advance from the main actor (a `@MainActor` test)
///   and stores receive what the items produce synchronously, inside `advance`; from
///   elsewhere, deliveries hop to the main actor and arrive later.
///
/// ## Async advance: `.run` effects that sleep
/// `.run` effects are tasks. In a process that has created a `TestScheduler`, every effect
/// task a store starts from a test — and its `async let` and task-group children — runs on
/// an executor that belongs to that test: its jobs wait in a queue. The `async` overloads
/// (`await scheduler.advance(by:)`) run that queue themselves, on the caller's actor, before
/// moving time and after each item fires, until the test's work is *settled*: every effect
/// is finished, parked in ``Scheduler/sleep(until:fileID:line:)`` on a Cascade scheduler, or
/// awaiting structured children that are; and no action is on its way to a store. No fixed
/// number of `Task.yield()`s, no real-time wait: `.merge`, `.concatenate` (including the
/// step from one effect to the next), `.map`, `.cancellable`, effects of effects and
/// structured child tasks all settle exactly. Tests running in parallel each settle only
/// their own work.
///
/// A test that needs a task of its own sleeping on the scheduler starts it with
/// `scheduler.task { … }`, not `Task {}`: a plain task is not part of the test's settled
/// work, so whether it has reached its sleep when `advance` moves time depends on thread
/// timing. The same holds for an unstructured `Task {}` inside a `.run` (use `async let` or
/// a task group there; sleeping from one reports a runtime warning).
///
/// An effect suspended on something else — an `AsyncStream` the test feeds, a continuation,
/// `Task.sleep` — is *idle*: it waits for the test, not for virtual time, so the advance
/// neither waits for it nor warns (the rule a test store's steps use). Only work that keeps
/// running without settling — a loop of `Task.yield()`, a delivery to a store's actor that
/// never comes back — makes the advance go on after ``settleTimeout`` of real time with a
/// runtime warning naming the `.run`, instead of hanging.
///
/// - Complexity: Scheduling and running an item are O(log n) in the number of pending items.
public final class TestScheduler: Scheduler {
  typealias Work = SchedulerQueue.Work

  struct State {
    var now: SchedulerInstant
    var queue = SchedulerQueue()
    var isAdvancing = false

    /// Takes the next item due at or before `target` (any item when `target` is `nil`),
    /// moving `now` to its deadline.
    mutating func popDue(through target: SchedulerInstant?) -> Work? {
      guard let (work, deadline) = queue.popDue(through: target) else { return nil }
      now = max(now, deadline)
      return work
    }
  }

  let state: Locked<State>

  /// How long the async `advance` waits in real time for effect tasks to settle before it
  /// reports a runtime warning and goes on. Only effects suspended on something other than a
  /// Cascade scheduler ever take this long; everything else settles without waiting.
  public let settleTimeout: Duration

  /// Creates a scheduler whose clock reads `now`.
  ///
  /// - Parameters:
  ///   - now: The starting instant; `.zero` by default.
  ///   - settleTimeout: The real-time last resort of the async `advance` for effects that
  ///     wait on something other than a Cascade scheduler; 5 seconds by default.
  public init(now: SchedulerInstant = .init(.zero), settleTimeout: Duration = .seconds(5)) {
    self.state = Locked(State(now: now))
    self.settleTimeout = settleTimeout
    SettlingDomain.enable()
  }

  /// The current virtual instant.
  public var now: SchedulerInstant { state.withLock { $0.now } }

  /// The number of items waiting to run (cancelled items are not counted).
  public var pendingCount: Int { state.withLock { $0.queue.count } }

  /// Schedules `action` to run once when time reaches `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: When to run; at or before ``now`` means "at the next advance".
  ///   - action: The work.
  /// - Returns: A token that cancels the work.
  /// - Complexity: O(log n).
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    add(Work(interval: nil, action: action), at: deadline)
  }

  /// Schedules `action` at `deadline`, then every `interval`.
  ///
  /// - Parameters:
  ///   - deadline: The first run.
  ///   - interval: The time between runs; a non-positive interval is a programming error.
  ///   - action: The work.
  /// - Returns: A token that stops the repetition.
  /// - Complexity: O(log n) per run.
  @discardableResult
  public func schedule(
    after deadline: SchedulerInstant,
    interval: Duration,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    precondition(
      interval > .zero,
      "TestScheduler: a repeating interval must be positive (got \(interval))."
    )
    return add(Work(interval: interval, action: action), at: deadline)
  }

  private func add(_ work: Work, at deadline: SchedulerInstant) -> any Cancellable {
    let handle = state.withLock { $0.queue.add(work, at: deadline) }
    return Token(scheduler: self, handle: handle)
  }

  private struct Token: Cancellable {
    weak var scheduler: TestScheduler?
    let handle: SchedulerQueue.Handle

    func cancel() {
      scheduler?.state.withLock { $0.queue.remove(handle) }
    }
  }

  // MARK: - Moving time synchronously

  /// Moves time forward by `duration`, running every item due on the way.
  ///
  /// - Parameters:
  ///   - duration: How far to move; negative durations are reported and ignored.
  ///   - isolation: The caller's actor; on the main actor, stores receive at once.
  ///   - fileID: Where a misuse warning points; the caller's file by default.
  ///   - line: Where a misuse warning points; the caller's line by default.
  public func advance(
    by duration: Duration = .zero,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard let target = target(by: duration, fileID: fileID, line: line) else { return }
    advance(to: target, isolation: isolation, fileID: fileID, line: line)
  }

  /// Moves time forward to `instant`, running every item due on the way.
  ///
  /// - Parameters:
  ///   - instant: The new time; an instant before ``now`` is reported and ignored.
  ///   - isolation: The caller's actor; on the main actor, stores receive at once.
  ///   - fileID: Where a misuse warning points; the caller's file by default.
  ///   - line: Where a misuse warning points; the caller's line by default.
  public func advance(
    to instant: SchedulerInstant,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard begin(at: instant, fileID: fileID, line: line) else { return }
    defer { end(at: instant) }
    performMarked(isolation: isolation) {
      while let work = state.withLock({ $0.popDue(through: instant) }) {
        work.action()
      }
    }
  }

  /// Runs every pending item, moving time to each, until none is left.
  ///
  /// Repeating items never run out, so `run()` stops once only repeating items remain (and
  /// reports a runtime warning naming how many), with ``now`` at the last one-shot item it
  /// ran and every item due by then — repeating ones included — run.
  /// Use `advance(by:)` to drive repeating work.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor; on the main actor, stores receive at once.
  ///   - fileID: Where a warning points; the caller's file by default.
  ///   - line: Where a warning points; the caller's line by default.
  public func run(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    guard begin(at: now, fileID: fileID, line: line) else { return }
    var last = now
    performMarked(isolation: isolation) {
      while let work = popWhileOneShotsRemain(fileID: fileID, line: line) {
        work.action()
      }
      last = now
      while let work = state.withLock({ $0.popDue(through: last) }) {
        work.action()
      }
    }
    end(at: last)
  }

  // MARK: - Helpers

  /// Runs an item marked as code of the actor the scheduler was advanced from, so that a
  /// store on that actor receives what it produces synchronously.
  func perform(_ work: Work, isolation: isolated (any Actor)?) {
    performMarked(isolation: isolation, work.action)
  }

  /// Runs `body` marked as code of `isolation`, when there is one.
  private func performMarked(isolation: isolated (any Actor)?, _ body: () -> Void) {
    if let isolation {
      IsolationMark.mark(ObjectIdentifier(isolation), body)
    } else {
      body()
    }
  }

  func target(by duration: Duration, fileID: StaticString, line: UInt) -> SchedulerInstant? {
    guard duration >= .zero else {
      RuntimeWarning.report(
        "TestScheduler.advance(by: \(duration)): time cannot move backwards; nothing ran.",
        fileID: fileID,
        line: line
      )
      return nil
    }
    return now.advanced(by: duration)
  }

  func begin(at instant: SchedulerInstant, fileID: StaticString, line: UInt) -> Bool {
    let problem = state.withLock { state -> String? in
      if state.isAdvancing {
        return """
          TestScheduler.advance was called from inside an item it was running; the nested \
          advance was ignored. Schedule more work instead of advancing from scheduled work.
          """
      }
      if instant < state.now {
        return """
          TestScheduler.advance(to: \(instant)): the scheduler is already at \(state.now); \
          time cannot move backwards, nothing ran.
          """
      }
      state.isAdvancing = true
      return nil
    }
    if let problem { RuntimeWarning.report(problem, fileID: fileID, line: line) }
    return problem == nil
  }

  func end(at instant: SchedulerInstant) {
    state.withLock { state in
      state.now = max(state.now, instant)
      state.isAdvancing = false
    }
  }

  /// The next item for `run()`: any item, as long as a one-shot item remains; warns when
  /// only repeating items are left.
  func popWhileOneShotsRemain(fileID: StaticString, line: UInt) -> Work? {
    let (work, repeating) = state.withLock { state -> (Work?, Int) in
      guard state.queue.oneShotCount > 0 else { return (nil, state.queue.count) }
      return (state.popDue(through: nil), 0)
    }
    if work == nil, repeating > 0 {
      RuntimeWarning.report(
        """
        TestScheduler.run() stopped at \(now): \(repeating) repeating item(s) would run \
        forever. Cancel them (e.g. '.cancel(id:)' for a timer) or use advance(by:).
        """,
        fileID: fileID,
        line: line
      )
    }
    return work
  }
}
