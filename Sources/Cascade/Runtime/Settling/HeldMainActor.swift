/// Marks a thread that holds the main actor on behalf of main-actor code blocked in a
/// synchronous call: a ``SettlingDomain`` running a job from a main-actor `advance` (or its
/// main-actor pump). Work of that job meant for the main actor may run in place.
///
/// A thread-local value, not a task-local one: the job belongs to another task than the
/// code that runs it.
enum HeldMainActor {
  private static let key = ThreadLocalKey("held main actor marks")

  /// Runs `body`, which the caller runs synchronously while holding the main actor, marked.
  @MainActor
  static func mark(_ body: () -> Void) {
    key.withValue(.threadMark, body)
  }

  /// Whether the current thread runs inside ``mark(_:)``.
  static var isHeld: Bool { key.value != nil }

  /// Runs `body(value)` on the main actor: in place when the current thread holds it (see
  /// the type's documentation), else by hopping there, counted in the current settling
  /// domain as an excursion until the task is back.
  static func run<Value>(
    _ value: sending Value,
    _ body: @escaping @MainActor @Sendable (Value) -> Void
  ) async {
    if isHeld {
      // Sound: a marked thread runs a job on behalf of main-actor code that is blocked until
      // the job returns, so no other main-actor code runs until `body` is done.
      let unchecked = unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)
      return unchecked(value)
    }
    let excursion = SettlingDomain.beginExcursion()
    await body(value)
    excursion?.end()
  }

  /// Runs `body` on the main actor from code that may run anywhere (a scheduler's callback, a
  /// cancellation token): in place when the current thread holds it (see the type's
  /// documentation), else as ``StoreIsolation/perform(site:_:)`` does for the main actor — in
  /// place when marked, else in a task of the current settling domain.
  ///
  /// - Parameter site: What the hop is, for a settle-timeout warning that names it.
  static func perform(site: EffectSite, _ body: @escaping @MainActor @Sendable () -> Void) {
    // Sound: it runs only on a held thread or through the main actor's isolation, which runs
    // it in place only when marked as on the main actor and otherwise hops there.
    let unchecked = unsafeBitCast(body, to: (@Sendable () -> Void).self)
    if isHeld { return unchecked() }
    StoreIsolation.mainActor.perform(site: site, unchecked)
  }

  /// Runs `body` on the main actor from code that may run anywhere, in place whenever the
  /// caller holds the main actor (``MainActorContext/isCurrent``), else as
  /// ``perform(site:_:)`` does. For teardown that the caller expects to be done when the call
  /// returns: a cancelled subscription's removal.
  ///
  /// - Parameter site: What the hop is, for a settle-timeout warning that names it.
  static func performPromptly(
    site: EffectSite,
    _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    guard MainActorContext.isCurrent else { return perform(site: site, body) }
    // Sound: the caller holds the main actor (see `MainActorContext`).
    let unchecked = unsafeBitCast(body, to: (@Sendable () -> Void).self)
    unchecked()
  }
}
