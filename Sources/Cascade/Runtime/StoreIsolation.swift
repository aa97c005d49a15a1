/// Where a store's core runs, and how work from anywhere else reaches it: the main actor for
/// a ``Store``, the actor itself for a ``StoreActor``.
///
/// The core is isolation-agnostic: it is a plain class whose methods its owner calls on its
/// own isolation. Everything that arrives from elsewhere — a scheduler's callback, an effect
/// task's `send`, a `StoreTask.cancel()` — goes through this value, which runs it on that
/// isolation: in place when the caller is already there (see ``IsolationMark``), else by a
/// hop. A hop from a scheduler callback is a task of the current test's settling domain, so
/// `await TestScheduler.advance` waits for it as it waits for an effect.
@usableFromInline
struct StoreIsolation: Sendable {
  private enum Kind: Sendable {
    case mainActor
    case actor(WeakActor)
  }

  /// An actor held weakly: the actor owns the core, so a strong reference would be a cycle,
  /// and a hop to an actor that is gone has nothing left to do. A box, made once per store, so
  /// that copying the isolation (into every timer and hop) is a retain, not a weak copy.
  private final class WeakActor: Sendable {
    weak let actor: (any Actor)?

    init(actor: any Actor) {
      self.actor = actor
    }
  }

  private let kind: Kind
  /// The identity marks carry; that of `MainActor.shared` for the main actor.
  let identity: ObjectIdentifier

  /// The main actor's isolation (a ``Store``).
  @usableFromInline static let mainActor = StoreIsolation(
    kind: .mainActor, identity: ObjectIdentifier(MainActor.shared))

  /// The isolation of `actor` (a ``StoreActor``).
  static func actor(_ actor: any Actor) -> StoreIsolation {
    StoreIsolation(kind: .actor(WeakActor(actor: actor)), identity: ObjectIdentifier(actor))
  }

  private init(kind: Kind, identity: ObjectIdentifier) {
    self.kind = kind
    self.identity = identity
  }

  var isMainActor: Bool {
    if case .mainActor = kind { return true }
    return false
  }

  /// Runs `body`, which the caller runs on this isolation, marked as such: a scheduler that
  /// fires at once inside it (an `ImmediateScheduler`) reaches the store in place.
  func mark<R>(_ body: () -> R) -> R {
    IsolationMark.mark(identity, body)
  }

  /// Whether the caller is marked as running on this isolation, so that it may call into the
  /// core in place: a hot callback (a timer's tick) checks this first, and builds the
  /// escaping closure of ``perform(site:_:)`` only when it must hop.
  var isCurrent: Bool { IsolationMark.isMarked(identity) }

  /// Runs `body` on this isolation, from a callback that may run anywhere (a scheduler's):
  /// at once when the caller is marked as running there, else in a task that hops there.
  ///
  /// - Parameter site: What the hop is, for a settle-timeout warning that names it.
  func perform(site: EffectSite, _ body: @escaping @Sendable () -> Void) {
    if isCurrent { return body() }
    _ = SettlingHooks.startTask(site: site, priority: nil) {
      await self.deliver(()) { _ in body() }
    }
  }

  /// Runs `body(value)` on this isolation from an asynchronous context, and returns when it
  /// has run; does nothing if the actor is gone.
  func deliver<Value>(
    _ value: sending Value,
    _ body: @escaping @Sendable (Value) -> Void
  ) async {
    switch kind {
    case .mainActor:
      await SettlingHooks.deliverOnMainActor(value) { body($0) }
    case .actor(let weak):
      guard let actor = weak.actor else { return }
      // Counted until the task is back, as a hop to the main actor is: the actor may run
      // on another thread, and a settle that saw an empty queue meanwhile would stop early.
      let excursion = SettlingHooks.beginExcursion()
      await Self.run(on: actor, value, body)
      excursion?.end()
    }
  }

  private static func run<Value>(
    on actor: isolated any Actor,
    _ value: sending Value,
    _ body: @Sendable (Value) -> Void
  ) {
    body(value)
  }
}
