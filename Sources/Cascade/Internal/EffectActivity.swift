import Dispatch

/// Knows which effect tasks are *running* — neither finished nor parked in a Cascade
/// scheduler sleep — so that ``TestScheduler``'s async `advance` can wait for them to settle
/// instead of yielding a fixed number of times.
///
/// ## Design
/// - Every effect task a store starts belongs to a ``Scope``: the scope of the task that sent
///   the action (inherited as a task-local value by effects of effects), or, at the top, a
///   scope keyed by the sending task itself — in a test, the test's own task. Tests running
///   in parallel therefore never wait for each other's effects.
/// - A scope counts its running tasks. A task is counted from the moment the store creates
///   it (synchronously, inside `send`, so there is no window in which it exists uncounted)
///   until its body and its bookkeeping on the main actor have finished.
/// - `Scheduler.sleep(until:)` in the effect's own task *parks* it (uncounts it) after its
///   wake-up is scheduled, and the wake-up *unparks* it (counts it again) before resuming
///   the continuation, on the thread that fires it. So when a `TestScheduler` fires an item,
///   the woken task is counted before `advance` looks at the count again.
/// - `advance` waits (on a continuation, not by polling) until the count of the calling
///   task's scope is zero: every effect is suspended on a scheduler or finished.
///
/// An effect suspended on anything else (an `AsyncStream`, `Task.sleep`, a child task that
/// sleeps on its behalf) never settles; `advance` then gives up after a generous real-time
/// bound and reports a runtime warning rather than hang.
enum EffectActivity {
  /// The running-task count shared by one test's (one originating task's) effects.
  final class Scope: Sendable {
    private struct State {
      var running = 0
      /// Each waiter with the id of its watchdog entry, withdrawn when the scope settles.
      var waiters: [UInt64: (continuation: CheckedContinuation<Bool, Never>, watch: UInt64)] =
        [:]
      var nextWaiter: UInt64 = 0
    }

    private let state = Locked(State())

    var running: Int { state.withLock { $0.running } }

    func begin() {
      state.withLock { $0.running += 1 }
    }

    func end() {
      let waiters = state.withLock { state in
        state.running -= 1
        guard state.running == 0 else { return [(CheckedContinuation<Bool, Never>, UInt64)]() }
        defer { state.waiters = [:] }
        return Array(state.waiters.values)
      }
      guard !waiters.isEmpty else { return }
      Watchdog.shared.unwatch(waiters.map(\.1))
      for (waiter, _) in waiters { waiter.resume(returning: true) }
    }

    /// Waits until no task of this scope is running; `false` if `timeout` elapsed first.
    func waitUntilSettled(timeout: Duration) async -> Bool {
      await withCheckedContinuation { continuation in
        // The watchdog entry is made under this scope's lock (scope, then watchdog: the
        // watchdog expires entries outside its own lock), so `end` never collects a waiter
        // whose entry does not exist yet.
        let waiting = state.withLock { scope -> Bool in
          guard scope.running > 0 else { return false }
          scope.nextWaiter += 1
          let id = scope.nextWaiter
          let watch = Watchdog.shared.watch(deadline: ContinuousClock.now + timeout) { [self] in
            let expired = state.withLock { $0.waiters.removeValue(forKey: id) }
            expired?.continuation.resume(returning: false)
          }
          scope.waiters[id] = (continuation, watch)
          return true
        }
        if !waiting { continuation.resume(returning: true) }
      }
    }
  }

  /// Expires overdue settle waits. One `asyncAfter` at most is armed at any time, so a test
  /// that settles a million times does not create a million dispatch timers; waits that
  /// settle withdraw their entries, so only waits still pending are ever kept or checked.
  final class Watchdog: Sendable {
    static let shared = Watchdog()

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

    func unwatch(_ ids: [UInt64]) {
      state.withLock { state in
        for id in ids { state.byID[id] = nil }
      }
    }

    private func schedule() {
      DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(250)) {
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

  /// Identifies one effect task, so that only its own sleeps park it.
  final class Token: Sendable {
    let scope: Scope
    let taskHash: Int

    init(scope: Scope, taskHash: Int) {
      self.scope = scope
      self.taskHash = taskHash
    }

    func park() { scope.end() }

    func unpark() { scope.begin() }
  }

  @TaskLocal private static var scope: Scope?
  @TaskLocal private static var token: Token?

  private struct WeakScope {
    weak var scope: Scope?
  }

  private static let roots = Locked<[Int: WeakScope]>([:])

  private static func currentTaskHash() -> Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }

  /// The token of the effect task that is running this code, if it is one.
  static func currentTaskToken() -> Token? {
    guard let token, currentTaskHash() == token.taskHash else { return nil }
    return token
  }

  /// The scope whose effects `advance`, called from the current task, waits for.
  static func scopeToSettle() -> Scope? {
    if let scope { return scope }
    guard let hash = currentTaskHash() else { return nil }
    return roots.withLock { $0[hash]?.scope }
  }

  /// The scope a new effect started from the current context belongs to, counted as running.
  static func beginEffect() -> Scope? {
    let scope =
      scope
      ?? currentTaskHash().map { hash in
        roots.withLock { roots in
          if let existing = roots[hash]?.scope { return existing }
          if roots.count > 64 { roots = roots.filter { $0.value.scope != nil } }
          let created = Scope()
          roots[hash] = WeakScope(scope: created)
          return created
        }
      }
    scope?.begin()
    return scope
  }

  /// Runs an effect task's body inside its scope; ends the count `beginEffect` started.
  static func run(in scope: Scope?, _ body: @Sendable () async -> Void) async {
    guard let scope else { return await body() }
    await $scope.withValue(scope) {
      await $token.withValue(Token(scope: scope, taskHash: currentTaskHash() ?? 0)) {
        await body()
      }
    }
    scope.end()
  }
}
