import Synchronization

/// A root task of a ``SettlingDomain``, as seen from inside it (a task-local value, so its
/// structured children see it too).
final class SettlingRoot: Sendable {
  let domain: SettlingDomain
  let id: UInt64
  /// The identity of the root's own task, to tell its sleeps from its children's.
  let taskHash: Int?

  init(domain: SettlingDomain, id: UInt64, taskHash: Int?) {
    self.domain = domain
    self.id = id
    self.taskHash = taskHash
  }
}

/// How one wait that Cascade can see through (a scheduler sleep, a `StoreTask.finish()`) is
/// accounted for in its domain: its task is parked while it waits.
struct SettlingSleeper: Sendable {
  let root: SettlingRoot
  /// Whether the sleeping task is the root itself (else one of its structured children).
  let isRoot: Bool

  func parked() {
    if isRoot {
      root.domain.setActivity(.sleeping, ofRoot: root.id)
    } else {
      root.domain.childSleeping(1, inRoot: root.id)
    }
  }

  func woke() {
    if isRoot {
      root.domain.setActivity(.running, ofRoot: root.id)
    } else {
      root.domain.childSleeping(-1, inRoot: root.id)
    }
  }

  /// Counts the resumption of the woken task as a delivery under way, until it has run: a
  /// reader resumed on an actor (the main actor) is not a job of the domain, and the domain
  /// must not look idle before it has read what it was woken with.
  func beginDelivery() -> SettlingExcursion {
    root.domain.beginExcursion()
    return SettlingExcursion(domain: root.domain)
  }
}

/// A delivery from a domain task to a store's actor, counted until the task is back.
struct SettlingExcursion: Sendable {
  let domain: SettlingDomain

  func end() { domain.endExcursion() }
}

extension SettlingDomain {
  @TaskLocal static var currentRoot: SettlingRoot?

  /// Whether this process has created a `TestScheduler` or a test store.
  static var isEnabled: Bool { SettlingHooks.isOn }

  private struct WeakDomain {
    weak var domain: SettlingDomain?
  }

  /// Domains by the identity of the task that started them (a test's task).
  private static let byTask = Locked<[Int: WeakDomain]>([:])

  /// Turns domains on for this process; `TestScheduler` calls it when it is created.
  static func enable() {
    SettlingHooks.turnOn()
  }

  private static func currentTaskHash() -> Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }

  /// The domain an advance from the current task settles, if it has one.
  static func toSettle() -> SettlingDomain? {
    if let root = currentRoot { return root.domain }
    guard let hash = currentTaskHash() else { return nil }
    return byTask.withLock { $0[hash]?.domain }
  }

  /// The domain that new work started from the current task joins: the current root's, or
  /// the current task's (created on first use). `nil` outside a process with a
  /// `TestScheduler`, and outside any task.
  static func forNewWork() -> SettlingDomain? {
    if let root = currentRoot { return root.domain }
    guard isEnabled, let hash = currentTaskHash() else { return nil }
    return byTask.withLock { domains in
      if let existing = domains[hash]?.domain { return existing }
      if domains.count > 64 { domains = domains.filter { $0.value.domain != nil } }
      let created = SettlingDomain()
      domains[hash] = WeakDomain(domain: created)
      return created
    }
  }

  /// Starts a root task: in the current domain, counted as busy from this call until it
  /// returns; a plain task when there is no domain.
  static func startTask<Success: Sendable>(
    site: EffectSite,
    priority: TaskPriority?,
    operation: @escaping @Sendable () async -> Success
  ) -> Task<Success, Never> {
    guard let domain = forNewWork() else {
      return Task(priority: priority, operation: operation)
    }
    let id = domain.beginRoot(site: site)
    return Task(executorPreference: domain, priority: priority) {
      await runRoot(id, of: domain, operation)
    }
  }

  /// Starts a root task whose operation runs at once, until it first suspends, before this
  /// returns: a test's own observer has asked for its values, so an action the test sends
  /// next is one it sees.
  /// - An operation isolated to the caller's actor (a `@MainActor` closure started from a
  ///   main-actor test) runs in place through ``InPlaceStart``, on any OS, keeping the domain
  ///   as its executor preference.
  /// - A nonisolated operation runs on the caller's thread (`Task.immediate`, where the OS has
  ///   it), its later parts on the domain as any root's.
  /// - An operation isolated to another actor starts when that actor runs it; an advance
  ///   waits for it as for any root.
  ///
  /// - Parameter isolation: The caller's actor, which the caller holds.
  static func startImmediateTask<Success: Sendable>(
    site: EffectSite,
    priority: TaskPriority?,
    isolation: isolated (any Actor)?,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    guard let domain = forNewWork() else { return Task(priority: priority, operation: operation) }
    let id = domain.beginRoot(site: site)
    if isolation != nil, Self.isolation(of: operation) === isolation {
      let start = InPlaceStart(domain: domain)
      start.beginTaking()
      let task = Task(executorPreference: domain, priority: priority) {
        try await runRoot(id, of: domain, startingIn: start, operation)
      }
      start.runTaken(on: isolation)
      return task
    }
    return startOnDomain(id, of: domain, priority: priority, operation: operation)
  }

  /// The non-throwing ``startImmediateTask(site:priority:isolation:operation:)``.
  static func startImmediateTask<Success: Sendable>(
    site: EffectSite,
    priority: TaskPriority?,
    isolation: isolated (any Actor)?,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    guard let domain = forNewWork() else { return Task(priority: priority, operation: operation) }
    let id = domain.beginRoot(site: site)
    if isolation != nil, Self.isolation(of: operation) === isolation {
      let start = InPlaceStart(domain: domain)
      start.beginTaking()
      let task = Task(executorPreference: domain, priority: priority) {
        await runRoot(id, of: domain, startingIn: start, operation)
      }
      start.runTaken(on: isolation)
      return task
    }
    return startOnDomain(id, of: domain, priority: priority, operation: operation)
  }

  /// Starts root `id` with the domain as its executor preference: at once when `operation` is
  /// nonisolated, else when its actor next runs it.
  private static func startOnDomain<Success: Sendable>(
    _ id: UInt64,
    of domain: SettlingDomain,
    priority: TaskPriority?,
    operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *),
      Self.isolation(of: operation) == nil
    else {
      return Task(executorPreference: domain, priority: priority) {
        try await runRoot(id, of: domain, operation)
      }
    }
    return Task.immediate(priority: priority, executorPreference: domain) {
      try await runRoot(id, of: domain, operation)
    }
  }

  /// The non-throwing ``startOnDomain(_:of:priority:operation:)``.
  private static func startOnDomain<Success: Sendable>(
    _ id: UInt64,
    of domain: SettlingDomain,
    priority: TaskPriority?,
    operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *),
      Self.isolation(of: operation) == nil
    else {
      return Task(executorPreference: domain, priority: priority) {
        await runRoot(id, of: domain, operation)
      }
    }
    return Task.immediate(priority: priority, executorPreference: domain) {
      await runRoot(id, of: domain, operation)
    }
  }

  /// The actor `operation` is isolated to, if any. (Read here: reading it from a `sending`
  /// parameter in place crashes the 6.3 compiler.)
  private static func isolation<Success>(
    of operation: @isolated(any) () async throws -> Success
  ) -> (any Actor)? {
    operation.isolation
  }

  /// The body of root `id`'s task: `operation` with the root as the task-local current root,
  /// then the root finished (thrown out of or not).
  private static func runRoot<Success>(
    _ id: UInt64,
    of domain: SettlingDomain,
    _ operation: () async throws -> Success
  ) async rethrows -> Success {
    let root = SettlingRoot(domain: domain, id: id, taskHash: currentTaskHash())
    defer { domain.finishRoot(id) }
    return try await $currentRoot.withValue(root, operation: operation)
  }

  /// ``runRoot(_:of:_:)`` for an operation that carries its own isolation.
  private static func runRoot<Success: Sendable>(
    _ id: UInt64,
    of domain: SettlingDomain,
    _ operation: @isolated(any) () async throws -> Success
  ) async rethrows -> Success {
    let root = SettlingRoot(domain: domain, id: id, taskHash: currentTaskHash())
    defer { domain.finishRoot(id) }
    return try await $currentRoot.withValue(root) { try await operation() }
  }

  /// ``runRoot(_:of:_:)`` for a body that starts in place (``InPlaceStart``): the start stops
  /// taking the task's jobs just before the body runs.
  private static func runRoot<Success: Sendable>(
    _ id: UInt64,
    of domain: SettlingDomain,
    startingIn start: InPlaceStart,
    _ operation: @isolated(any) () async throws -> Success
  ) async rethrows -> Success {
    let root = SettlingRoot(domain: domain, id: id, taskHash: currentTaskHash())
    defer { domain.finishRoot(id) }
    return try await $currentRoot.withValue(root) {
      start.bodyStarts()
      return try await operation()
    }
  }

  /// How a sleep starting now in the current task is accounted for; `nil` outside a domain.
  ///
  /// A task that sees a root but does not run on its domain is an unstructured `Task {}`
  /// started inside an effect: its wake-ups cannot be settled, so this reports a warning
  /// at `fileID:line` (the sleep's caller) and leaves it unaccounted.
  static func sleeper(fileID: StaticString, line: UInt) -> SettlingSleeper? {
    guard currentRoot != nil else { return nil }
    if let sleeper = parking() { return sleeper }
    RuntimeWarning.report(
      """
      A task that is not part of the test's settled work slept on a scheduler: an \
      unstructured 'Task {}' started inside an effect. Its wake-ups race with \
      'await TestScheduler.advance'. Use structured concurrency ('async let', a task group) \
      inside the effect instead.
      """,
      fileID: fileID,
      line: line
    )
    return nil
  }

  /// How a wait starting now in the current task is accounted for: `nil` outside a domain,
  /// and for a task that sees a root but does not run on its domain.
  static func parking() -> SettlingSleeper? {
    guard let root = currentRoot else { return nil }
    let (hash, executor) = withUnsafeCurrentTask { ($0?.hashValue, $0?.unownedTaskExecutor) }
    if hash == root.taskHash { return SettlingSleeper(root: root, isRoot: true) }
    if let executor, executor == root.domain.asUnownedTaskExecutor() {
      return SettlingSleeper(root: root, isRoot: false)
    }
    return nil
  }

  /// Counts a delivery from the current task to a store's actor; `nil` outside a domain.
  static func beginExcursion() -> SettlingExcursion? {
    guard let domain = currentRoot?.domain else { return nil }
    domain.beginExcursion()
    return SettlingExcursion(domain: domain)
  }
}

/// An item pending on a real-time scheduler, counted in the domain of the work that
/// scheduled it until it fires or is cancelled, whichever comes first.
final class SettlingRealTimeItem: Sendable {
  private let domain: SettlingDomain
  private let isPending = Atomic(true)

  /// Counts an item scheduled now; `nil` outside a domain.
  static func begin() -> SettlingRealTimeItem? {
    guard let domain = SettlingDomain.forNewWork() else { return nil }
    return SettlingRealTimeItem(domain: domain)
  }

  private init(domain: SettlingDomain) {
    self.domain = domain
    domain.beginRealTimeItem()
  }

  /// The item fired or was cancelled; only the first call counts.
  func end() {
    guard isPending.exchange(false, ordering: .acquiringAndReleasing) else { return }
    domain.endRealTimeItem()
  }
}
