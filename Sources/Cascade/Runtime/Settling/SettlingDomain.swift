/// The work of one test, on an executor of its own, so that `TestScheduler`'s async `advance`
/// can tell exactly when it is *settled*: nothing left to run until virtual time moves.
///
/// Every root task of a domain — each `.run` effect a store starts while the test runs, and
/// each task a test starts with `TestScheduler.task` — is created with
/// `Task(executorPreference: domain)` (SE-0417). Its jobs, and those of its structured
/// children (`async let` and task groups inherit the preference), are queued here and run
/// only when the domain runs them: by an async `advance` that settles, synchronously on its
/// actor; otherwise by a pump on the main actor, so that effects progress between advances.
/// A count of tasks could not see a task waiting on other tasks; an executor sees every job.
///
/// One runner at a time, FIFO: jobs run in the order they became runnable, which is fixed by
/// the program, never by thread timing. So work due at the same virtual instant wakes in a
/// deterministic order: items due together run in the order they were scheduled, and tasks
/// reach their sleeps in the order their jobs run — the order the store started them, then
/// each task's own order.
///
/// ## Settled
/// A job that ends has either finished its task, suspended it, or sent it to another actor.
/// The queue cannot tell these apart, so the domain also tracks:
/// - **excursions**: `Send` counts each delivery from a domain task to its store's actor
///   until the task is back; the delivery is a job of the store's actor, not of this queue.
/// - **roots**: a root task is *busy* from creation until it finishes, except while it is
///   parked in a Cascade scheduler sleep, or while at least one of its structured children
///   is. A root suspended on anything else (an `AsyncStream`, `Task.sleep`, an actor busy
///   elsewhere) stays busy.
///
/// The domain is settled when the queue is empty, no excursion is under way and no root is
/// busy (``SettlingState``). It is *idle* when nothing can run but a busy root waits outside
/// the domain: an advance then returns (``IdleOutcome/waitingOutside``). A delivery that does
/// not come back, or jobs that keep running, for the scheduler's `settleTimeout` are warned
/// about, naming the effects still busy.
///
/// ## Scope
/// A domain belongs to the task that starts the first work in it — in a test, the test's own
/// task — and is found again from that task (by its identity) and from every task of the
/// domain (as a task-local value). Tests running in parallel have separate domains and never
/// wait for each other. Domains exist only in a process that has created a `TestScheduler`;
/// elsewhere effects are plain tasks and nothing here runs.
///
/// Known limits, documented for users: an unstructured `Task {}` does not inherit the
/// executor preference, so its work is invisible here (a warning names it when it sleeps on a
/// scheduler from inside an effect); a structured child that calls an actor busy on another
/// thread is not waited for.
final class SettlingDomain: TaskExecutor, Sendable {
  private struct Guarded {
    var machine = SettlingState<UnownedJob>()
    var drainer: CheckedContinuation<Void, Never>?
    var waitGeneration: UInt64 = 0
    var watch: UInt64?
    var timedOut = false
  }

  private let guarded = Locked(Guarded())

  // MARK: - Executor

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if InPlaceStart.capture(job, for: self) { return }
    signal { $0.enqueue(job) }
  }

  private func perform(
    _ signal: SettlingState<UnownedJob>.Signal, _ drainer: CheckedContinuation<Void, Never>?
  ) {
    switch signal {
    case .none: return
    case .startPump: Task { @MainActor in self.pump() }
    case .resumeDrainer: drainer?.resume()
    }
  }

  /// Runs queued jobs on the main actor until the queue is empty or an advance takes over.
  /// A pump that has run a batch yields the main actor before going on, so that a task that
  /// never stops re-queueing itself cannot starve the main actor.
  @MainActor
  private func pump() {
    for _ in 0..<256 {
      let (step, drainer) = guarded.withLock { guarded in
        let step = guarded.machine.pumpNext()
        if case .handOver = step { return (step, guarded.drainer.take()) }
        return (step, nil)
      }
      switch step {
      case .run(let job): run(job, isolation: MainActor.shared)
      case .stop: return
      case .handOver:
        drainer?.resume()
        return
      }
    }
    Task { @MainActor in self.pump() }
  }

  // MARK: - Settling

  /// Makes the caller (an advance) the domain's runner until ``release()``: jobs that become
  /// runnable meanwhile wait for its next ``settleUntilIdle(timeout:isolation:)`` instead of starting
  /// the pump. Waits for a running pump to hand over.
  ///
  /// - Returns: `false` when another advance of this domain already holds it.
  func claim(isolation: isolated (any Actor)? = #isolation) async -> Bool {
    switch guarded.withLock({ $0.machine.beginDrain() }) {
    case .proceed:
      return true
    case .alreadyDraining:
      return false
    case .waitForHandOver:
      await withCheckedContinuation(isolation: isolation) { continuation in
        let handedOver = guarded.withLock { guarded -> Bool in
          guard guarded.machine.runner == .pumpHandingOver else { return true }
          guarded.drainer = continuation
          return false
        }
        if handedOver { continuation.resume() }
      }
      return true
    }
  }

  /// Gives up the runner role; the pump takes over any jobs left.
  func release() {
    let signal = guarded.withLock { $0.machine.endDrain() }
    perform(signal, nil)
  }

  /// How a settle ended (``settleUntilIdle(timeout:isolation:)``): an advance's, or a test
  /// store step's.
  enum IdleOutcome: Equatable {
    /// Settled, and no real-time scheduler item is pending: nothing more can happen until
    /// virtual time moves.
    case settled
    /// Nothing can run now, but some work waits outside the domain — on an `AsyncStream`,
    /// real time, a real-time scheduler, another executor — and may go on by itself.
    case waitingOutside
    /// A delivery under way did not come back, or the domain's jobs kept running, for
    /// `timeout` of real time: the effects still busy.
    case timedOut(busy: [EffectSite])
  }

  /// Runs this domain's jobs on the caller's actor until it is settled or *idle*: no job
  /// queued, no delivery under way, and each busy root suspended on something outside the
  /// domain. The caller must hold the domain (``claim(isolation:)``).
  ///
  /// Once idle, it yields the caller's actor up to ``idleYieldLimit`` times before deciding: a
  /// root that hopped to that actor (`await MainActor.run { … }` under a main-actor test
  /// store, or a main-actor `scheduler.task` body resumed from a sleep) comes back to the
  /// queue during a yield, and draining goes on. Deliveries under way are waited for, up to
  /// `timeout` of real time.
  func settleUntilIdle(
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation
  ) async -> IdleOutcome {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var idleYields = 0
    var ran = 0
    while true {
      switch guarded.withLock({ $0.machine.drainNext(stopWhenIdle: true) }) {
      case .run(let job):
        run(job, isolation: isolation)
        idleYields = 0
        ran &+= 1
        // A task that keeps re-queueing itself never settles: check the deadline now and
        // then, since the loop never suspends while there is work.
        if ran % 1024 == 0, ContinuousClock.now >= deadline { return idleTimedOut() }
      case .settled:
        return guarded.withLock { $0.machine.realTimeItems } == 0 ? .settled : .waitingOutside
      case .idle:
        if idleYields == Self.idleYieldLimit { return .waitingOutside }
        idleYields += 1
        await Task.yield()
      case .wait:
        await waitForSignal(until: deadline, isolation: isolation)
        if guarded.withLock({ $0.timedOut }) { return idleTimedOut() }
      }
    }
  }

  /// How many times in a row an idle settle yields the caller's actor before it decides.
  ///
  /// The actor's queue is first in, first out, so one yield runs every job queued on it
  /// before the yield. A root isolated to that actor can need a few turns in a row with
  /// nothing queued here in between: the domain is its executor preference, and the runtime
  /// makes each dynamic hop back to the actor (an `isolated` parameter's, as an async
  /// iterator's `next(isolation:)` has) a real enqueue when the job running it carries no task
  /// executor, which an actor's jobs never do. A main-actor loop over `StoreActor.values`
  /// takes two turns per value. A yield that finds nothing to run costs one pass of the
  /// actor's queue.
  static let idleYieldLimit = 4

  /// Runs a job on the caller's thread; from the main actor, marked as holding it.
  private func run(_ job: UnownedJob, isolation: isolated (any Actor)?) {
    if (isolation as AnyObject?) === MainActor.shared {
      MainActor.assumeIsolated {
        HeldMainActor.mark { job.runSynchronously(on: asUnownedTaskExecutor()) }
      }
    } else {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  private func waitForSignal(
    until deadline: ContinuousClock.Instant, isolation: isolated (any Actor)?
  ) async {
    await withCheckedContinuation(isolation: isolation) { continuation in
      let generation = guarded.withLock { guarded -> UInt64? in
        guard guarded.machine.drainerMustWait else { return nil }
        guarded.drainer = continuation
        guarded.waitGeneration &+= 1
        return guarded.waitGeneration
      }
      guard let generation else { return continuation.resume() }
      let watch = SettleWatchdog.shared.watch(deadline: deadline) { [self] in
        expire(generation)
      }
      guarded.withLock { $0.watch = watch }
    }
    guarded.withLock { guarded in
      if let watch = guarded.watch { SettleWatchdog.shared.unwatch(watch) }
      guarded.watch = nil
    }
  }

  private func expire(_ generation: UInt64) {
    let drainer = guarded.withLock { guarded -> CheckedContinuation<Void, Never>? in
      guard guarded.machine.runner == .drainWaiting, guarded.waitGeneration == generation,
        let drainer = guarded.drainer.take()
      else { return nil }
      guarded.timedOut = true
      return drainer
    }
    drainer?.resume()
  }

  private func idleTimedOut() -> IdleOutcome {
    let busy = guarded.withLock { guarded in
      guarded.timedOut = false
      guarded.machine.stopWaiting()
      return guarded.machine.busySites
    }
    return .timedOut(busy: busy)
  }

  // MARK: - Roots and excursions

  func beginRoot(site: EffectSite) -> UInt64 {
    guarded.withLock { $0.machine.beginRoot(site: site) }
  }

  func finishRoot(_ id: UInt64) {
    signal { $0.finishRoot(id) }
  }

  func setActivity(_ activity: SettlingState<UnownedJob>.Activity, ofRoot id: UInt64) {
    signal { $0.setActivity(activity, ofRoot: id) }
  }

  func childSleeping(_ delta: Int, inRoot id: UInt64) {
    signal { $0.childSleeping(delta, inRoot: id) }
  }

  func beginRealTimeItem() {
    guarded.withLock { $0.machine.beginRealTimeItem() }
  }

  func endRealTimeItem() {
    guarded.withLock { $0.machine.endRealTimeItem() }
  }

  func beginExcursion() {
    guarded.withLock { $0.machine.beginExcursion() }
  }

  func endExcursion() {
    signal { $0.endExcursion() }
  }

  private func signal(
    _ change: (inout SettlingState<UnownedJob>) -> SettlingState<UnownedJob>.Signal
  ) {
    let (signal, drainer) = guarded.withLock { guarded in
      let signal = change(&guarded.machine)
      return (signal, signal == .resumeDrainer ? guarded.drainer.take() : nil)
    }
    perform(signal, drainer)
  }
}
