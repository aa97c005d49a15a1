import Synchronization

/// The engine's one door into test settling (`Runtime/Settling/`): each hook does the plain
/// thing — a plain task, a plain hop — unless a `TestScheduler` or a test store has turned
/// settling on in this process, and only then asks the ``SettlingDomain``.
///
/// So a production store's walk never enters the settling machinery, and a test's effects
/// still join its domain: domains exist only once settling is on, so checking the flag first
/// changes nothing for them.
enum SettlingHooks {
  private static let on = Atomic<Bool>(false)

  /// Whether this process has created a `TestScheduler` or a test store; never turned off.
  static var isOn: Bool { on.load(ordering: .relaxed) }

  /// Turns settling on for the rest of the process.
  static func turnOn() {
    on.store(true, ordering: .relaxed)
  }

  /// Starts an effect's task: in the current test's settling domain when there is one.
  ///
  /// - Parameter site: The `.run` (or hop) the task is, for a settle warning that names it.
  static func startTask<Success: Sendable>(
    site: EffectSite,
    priority: TaskPriority?,
    operation: @escaping @Sendable () async -> Success
  ) -> Task<Success, Never> {
    guard isOn else { return Task(priority: priority, operation: operation) }
    return SettlingDomain.startTask(site: site, priority: priority, operation: operation)
  }

  /// Counts a delivery to another actor as work under way in the current domain, until the
  /// returned excursion ends; `nil` outside one.
  static func beginExcursion() -> SettlingExcursion? {
    guard isOn else { return nil }
    return SettlingDomain.beginExcursion()
  }

  /// What a task about to wait on a group's completion parks as; `nil` outside a domain.
  static func parking() -> SettlingSleeper? {
    guard isOn else { return nil }
    return SettlingDomain.parking()
  }

  /// Runs `body(value)` on the main actor: in place on a thread that holds the main actor for
  /// a settling advance, else by a hop.
  static func deliverOnMainActor<Value>(
    _ value: sending Value,
    _ body: @escaping @MainActor @Sendable (Value) -> Void
  ) async {
    guard isOn else { return await body(value) }
    await HeldMainActor.run(value, body)
  }

  // MARK: - What the rest of the engine asks of settling, through here only

  /// A sleeper that parks a waiting task in the current test's domain.
  typealias Sleeper = SettlingSleeper

  /// A real-time scheduler's item counted in the current test's domain.
  typealias RealTimeItem = SettlingRealTimeItem

  /// A buffer between a callback and an `AsyncSequence` whose waiting reader counts as parked
  /// in the current test's domain (a plain buffer while settling is off).
  typealias ParkedBuffer<Value> = ParkedStream<Value>

  /// Runs the current test's effects until they rest, when settling is on: what
  /// `StoreTask.finish()` does before it waits. On the caller's isolation: a hop off it and
  /// back would cost every `finish()` two thread switches.
  static func settle(isolation: isolated (any Actor)? = #isolation) async {
    guard isOn else { return }
    await TestSettling.settle()
  }

  /// How a sleep starting now in the current task is accounted for; `nil` outside a domain
  /// (see `SettlingDomain.sleeper(fileID:line:)`).
  static func sleeper(fileID: StaticString, line: UInt) -> Sleeper? {
    guard isOn else { return nil }
    return SettlingDomain.sleeper(fileID: fileID, line: line)
  }

  /// Counts an item a real-time scheduler just scheduled as work of the current test's
  /// domain until it fires or is cancelled; `nil` outside one.
  static func beginRealTimeItem() -> RealTimeItem? {
    guard isOn else { return nil }
    return SettlingRealTimeItem.begin()
  }

  /// The current test's domain, for a callback that runs later on another thread (a
  /// real-time scheduler's); `nil` outside one.
  static func currentDomain() -> DomainCapture? {
    guard isOn, let root = SettlingDomain.currentRoot else { return nil }
    return DomainCapture(root: root)
  }

  /// Whether the current thread holds the main actor for a settling advance (see
  /// `HeldMainActor`); never while settling is off.
  static var isMainActorHeld: Bool { isOn && HeldMainActor.isHeld }

  /// Runs `body` on the main actor from code that may run anywhere: in place on a thread
  /// that holds it for a settling advance, else by a hop (counted in the current domain).
  ///
  /// - Parameter site: What the hop is, for a settle-timeout warning that names it.
  static func performOnMainActor(
    site: EffectSite, _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    HeldMainActor.perform(site: site, body)
  }

  /// As ``performOnMainActor(site:_:)``, but in place whenever the caller holds the main
  /// actor: for teardown the caller expects done when the call returns.
  ///
  /// - Parameter site: What the hop is, for a settle-timeout warning that names it.
  static func performPromptlyOnMainActor(
    site: EffectSite, _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    HeldMainActor.performPromptly(site: site, body)
  }
}

/// A test's settling domain captured for a later callback (``SettlingHooks/currentDomain()``).
struct DomainCapture: Sendable {
  fileprivate let root: SettlingRoot

  /// Runs `body` with the captured domain current.
  func run(_ body: () -> Void) {
    SettlingDomain.$currentRoot.withValue(root, operation: body)
  }
}
