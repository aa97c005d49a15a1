import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a removed child's `onDismount` actions reach its parent: as the child's actions, with
/// the child's reducer left out.
///
/// The dismount work carries the path of cancellation scopes from the root to the operator
/// that removed the child (each operator above scopes it as it scopes the child's cancel
/// ids). The store reduces each of its actions with that path current on the thread; an
/// operator whose child's tree has dismount work reads it as it routes a child action: the
/// path's head is its own scope (route into the child with the rest current), or the path
/// *is* its scope (this is the removing operator: the child is skipped, the parent runs).
@usableFromInline
enum DismountDelivery {
  /// What an operator does with a child action while a dismount's action is reduced.
  @usableFromInline
  enum Route {
    /// Not a dismount's action, or not for this child: route as usual.
    case normal
    /// This operator removed the child the action is from: run the parent only.
    case removed
    /// The removing operator is inside this child: route into it with `rest` current.
    case through(CancelID)
  }

  /// A path held by the thread-local slot.
  private final class Box {
    let path: CancelID
    init(_ path: CancelID) { self.path = path }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Cascade: no thread-local key for dismount deliveries (\(status)).")
    return key
  }()

  /// The path of the dismount whose action is being reduced on this thread, if any.
  static var current: CancelID? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue().path
  }

  /// How many dismount actions are being reduced, on any thread: while none is, a route is
  /// decided by one relaxed load, without reading the thread-local slot.
  @usableFromInline static let deliveries = Atomic<Int>(0)

  /// Runs `body` with `path` current (or none), restoring the previous one after.
  static func with<R>(_ path: CancelID?, _ body: () -> R) -> R {
    deliveries.add(1, ordering: .relaxed)
    defer { deliveries.subtract(1, ordering: .relaxed) }
    let previous = pthread_getspecific(key)
    let box = path.map(Box.init)
    pthread_setspecific(key, box.map { Unmanaged.passUnretained($0).toOpaque() })
    defer {
      pthread_setspecific(key, previous)
      withExtendedLifetime(box) {}
    }
    return body()
  }

  /// Where a child action for a child of type `Child` in `scope` goes: always `.normal`
  /// when the child's tree has no dismount work (decided at compile time) or no dismount's
  /// action is being reduced (one relaxed load).
  ///
  /// - Parameters:
  ///   - child: The child reducer's type.
  ///   - scope: The child's cancellation scope, as the operator names it.
  /// - Returns: The route.
  @inlinable
  static func route<Child: Reducer>(into child: Child.Type, scope: some Hashable & Sendable)
    -> Route
  {
    guard Child._lifecycleHooks.contains(.dismount), isDelivering else { return .normal }
    return deliveredRoute(for: scope)
  }

  /// The same, for the row `id` of a `forEach` or a stack at `site`.
  ///
  /// - Parameters:
  ///   - element: The row reducer's type.
  ///   - id: The row's id.
  ///   - site: The operator's call site, which names its rows' scopes.
  /// - Returns: The route.
  @inlinable
  static func route<Element: Reducer>(
    into element: Element.Type, row id: some Hashable & Sendable, at site: SourceSite
  ) -> Route {
    guard Element._lifecycleHooks.contains(.dismount), isDelivering else { return .normal }
    return deliveredRoute(forRow: id, at: site)
  }

  @usableFromInline
  static func deliveredRoute(forRow id: some Hashable & Sendable, at site: SourceSite) -> Route {
    deliveredRoute(for: ForEachElementID(site: site, id: id))
  }

  /// Whether a dismount's action is being reduced on any thread (one relaxed load).
  @inlinable
  static var isDelivering: Bool { deliveries.load(ordering: .relaxed) > 0 }

  @usableFromInline
  static func deliveredRoute(for scope: some Hashable & Sendable) -> Route {
    guard let path = current else { return .normal }
    let own = CancelID(scope)
    if path == own { return .removed }
    if let scoped = path.value(as: ScopedCancelID.self), scoped.scope == own {
      return .through(scoped.id)
    }
    return .normal
  }

  /// Runs a child's reducer for `route`: with the rest of the path current when the removing
  /// operator is further in.
  @inlinable
  static func reduce<R>(_ route: Route, _ body: () -> R) -> R {
    guard case .through(let rest) = route else { return body() }
    return through(rest, body)
  }

  @usableFromInline
  static func through<R>(_ rest: CancelID, _ body: () -> R) -> R {
    with(rest, body)
  }
}
