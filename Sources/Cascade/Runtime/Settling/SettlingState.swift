/// The pure state of one ``SettlingDomain``: its queue of jobs, who runs them, and what each
/// root task of the domain is doing. Every mutation returns what the shell must do next.
///
/// The invariant it keeps: **the domain is settled exactly when no job is queued, no delivery
/// is on its way to a store, and every root task is finished or quiet** — parked in a Cascade
/// scheduler sleep, or waiting for structured children at least one of which is parked.
/// `TestScheduler`'s async `advance` moves time only when the domain is settled.
///
/// It is generic over the job type so that it can be tested without the concurrency runtime.
struct SettlingState<Job> {
  /// Who runs the domain's jobs. Exactly one runner at a time, so jobs run in FIFO order.
  enum Runner: Equatable {
    /// Nobody: the next job starts the pump.
    case idle
    /// A pump on the main actor runs jobs while nobody advances time.
    case pump
    /// An advance asked the pump to stop after its current job and hand over.
    case pumpHandingOver
    /// An advance runs jobs itself, on its own actor.
    case drain
    /// An advance waits for a job, for quiet, or for its watchdog.
    case drainWaiting
  }

  /// What a root task itself is doing.
  enum Activity: Equatable {
    /// Runnable, running, or suspended on something Cascade cannot see.
    case running
    /// Parked in a Cascade scheduler sleep.
    case sleeping
  }

  /// One root task: an effect's task, or a task a test started through `TestScheduler`.
  struct Root {
    var activity: Activity
    /// Structured children of the root parked in a scheduler sleep right now.
    var sleepingChildren: Int
    /// Where the work was started, for the watchdog's warning.
    let site: EffectSite

    /// A quiet root cannot make progress until virtual time moves.
    var isQuiet: Bool { activity == .sleeping || sleepingChildren > 0 }
  }

  /// What to do after a change.
  enum Signal: Equatable {
    case none
    /// Start a pump on the main actor.
    case startPump
    /// Resume the advance waiting in ``Runner/drainWaiting``.
    case resumeDrainer
  }

  /// The drainer's next step.
  enum DrainStep {
    case run(Job)
    /// Settled: the advance may move time.
    case settled
    /// Nothing to run and not settled: wait for a ``Signal/resumeDrainer``.
    case wait
    /// Nothing to run, no delivery under way, and each busy root suspended on something
    /// outside the domain (an `AsyncStream`, real time, another executor): returned instead
    /// of ``wait`` to a drain that stops when idle (a test store's settle).
    case idle
  }

  /// The pump's next step.
  enum PumpStep {
    case run(Job)
    /// The queue is empty; the pump ends.
    case stop
    /// An advance takes over; resume it and end.
    case handOver
  }

  /// How an advance starts draining.
  enum DrainStart: Equatable {
    case proceed
    /// Wait for the pump to hand over after its current job.
    case waitForHandOver
    /// Another advance of this domain is draining (a nested or concurrent advance).
    case alreadyDraining
  }

  private(set) var jobs = FIFOQueue<Job>()
  private(set) var runner = Runner.idle
  private(set) var roots: [UInt64: Root] = [:]
  /// Roots that are not quiet.
  private(set) var busyRoots = 0
  /// Deliveries on their way from a task of this domain to a store's actor.
  private(set) var excursions = 0
  /// Items pending on a real-time scheduler (`DispatchQueueScheduler`, `ClockScheduler`)
  /// that work of this domain scheduled. Not part of ``isSettled`` (virtual time cannot
  /// reach them), but a test store waits for them, since they deliver on their own.
  private(set) var realTimeItems = 0
  private var nextRootID: UInt64 = 0

  var isSettled: Bool { jobs.count == 0 && busyRoots == 0 && excursions == 0 }

  // MARK: - Jobs and runners

  mutating func enqueue(_ job: Job) -> Signal {
    jobs.append(job)
    switch runner {
    case .idle:
      runner = .pump
      return .startPump
    case .drainWaiting:
      runner = .drain
      return .resumeDrainer
    case .pump, .pumpHandingOver, .drain:
      return .none
    }
  }

  mutating func pumpNext() -> PumpStep {
    switch runner {
    case .pump:
      if let job = jobs.popFirst() { return .run(job) }
      runner = .idle
      return .stop
    case .pumpHandingOver:
      runner = .drain
      return .handOver
    case .idle, .drain, .drainWaiting:
      // A pump started before an advance took over finds nothing to do.
      return .stop
    }
  }

  mutating func beginDrain() -> DrainStart {
    switch runner {
    case .idle:
      runner = .drain
      return .proceed
    case .pump:
      runner = .pumpHandingOver
      return .waitForHandOver
    case .pumpHandingOver, .drain, .drainWaiting:
      return .alreadyDraining
    }
  }

  /// The next step of an advance that holds the runner role (``beginDrain()``). Settled
  /// leaves it the runner: an advance keeps the role from its first settle to its end, so
  /// that jobs its items make runnable wait for it instead of starting the pump.
  ///
  /// - Parameter stopWhenIdle: Return ``DrainStep/idle`` rather than wait when nothing can
  ///   run and no delivery is under way, though some root is busy.
  mutating func drainNext(stopWhenIdle: Bool = false) -> DrainStep {
    precondition(runner == .drain, "SettlingState: drainNext outside a drain (\(runner)).")
    if let job = jobs.popFirst() { return .run(job) }
    if isSettled {
      #if DEBUG
        _checkInvariants()
      #endif
      return .settled
    }
    if stopWhenIdle, excursions == 0 { return .idle }
    runner = .drainWaiting
    return .wait
  }

  /// The advance stops waiting (its watchdog expired) but keeps the runner role.
  mutating func stopWaiting() {
    if runner == .drainWaiting { runner = .drain }
  }

  /// Whether the drainer, about to suspend, must still wait: `false` when a signal already
  /// moved it back to ``Runner/drain`` (its continuation was not installed yet).
  var drainerMustWait: Bool { runner == .drainWaiting }

  /// The advance ends and gives up the runner role. The pump takes over any jobs.
  mutating func endDrain() -> Signal {
    guard runner == .drain || runner == .drainWaiting else { return .none }
    if jobs.count > 0 {
      runner = .pump
      return .startPump
    }
    runner = .idle
    return .none
  }

  // MARK: - Roots

  mutating func beginRoot(site: EffectSite) -> UInt64 {
    nextRootID &+= 1
    roots[nextRootID] = Root(activity: .running, sleepingChildren: 0, site: site)
    busyRoots += 1
    return nextRootID
  }

  mutating func finishRoot(_ id: UInt64) -> Signal {
    guard let root = roots.removeValue(forKey: id) else { return .none }
    if !root.isQuiet { busyRoots -= 1 }
    return quietChanged()
  }

  /// The root itself parks in a sleep (`sleeping`) or is woken (`running`).
  mutating func setActivity(_ activity: Activity, ofRoot id: UInt64) -> Signal {
    update(id) { $0.activity = activity }
  }

  /// A structured child of the root parks in a sleep (`+1`) or is woken (`-1`).
  mutating func childSleeping(_ delta: Int, inRoot id: UInt64) -> Signal {
    update(id) { $0.sleepingChildren += delta }
  }

  mutating func beginExcursion() {
    excursions += 1
  }

  mutating func endExcursion() -> Signal {
    excursions -= 1
    return quietChanged()
  }

  mutating func beginRealTimeItem() {
    realTimeItems += 1
  }

  mutating func endRealTimeItem() {
    realTimeItems -= 1
  }

  /// Sites of the roots that are not quiet, in the order they started.
  var busySites: [EffectSite] {
    roots.sorted { $0.key < $1.key }.filter { !$0.value.isQuiet }.map(\.value.site)
  }

  private mutating func update(_ id: UInt64, _ change: (inout Root) -> Void) -> Signal {
    guard var root = roots[id] else { return .none }
    let wasQuiet = root.isQuiet
    change(&root)
    roots[id] = root
    switch (wasQuiet, root.isQuiet) {
    case (true, false): busyRoots += 1
    case (false, true): busyRoots -= 1
    default: break
    }
    return quietChanged()
  }

  /// A waiting drainer re-checks once the domain may have settled.
  private mutating func quietChanged() -> Signal {
    guard runner == .drainWaiting, isSettled else { return .none }
    runner = .drain
    return .resumeDrainer
  }

  #if DEBUG
    /// Checks the counters against the roots (debug builds only; O(roots), so it runs once
    /// per settle rather than on every change).
    func _checkInvariants() {
      precondition(busyRoots == roots.values.filter { !$0.isQuiet }.count, "busy roots drifted")
      precondition(excursions >= 0, "negative excursions")
      precondition(realTimeItems >= 0, "negative real-time items")
      precondition(roots.values.allSatisfy { $0.sleepingChildren >= 0 }, "negative children")
    }
  #endif
}
