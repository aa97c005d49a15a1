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
}
