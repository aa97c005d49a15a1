extension Effect {
  /// Makes this effect cancellable by `id` with ``cancel(id:)``.
  ///
  /// Ids are scoped to the root store: two stores never cancel each other's effects, and
  /// scoped child stores share their root's ids. Only work that outlives the `send` (tasks,
  /// scheduled items) is registered; a `.send` happens at once and cannot be cancelled.
  ///
  /// ```swift
  /// case .searchQueryChanged(let query):
  ///   return .run { send in await send(.results(try await api.search(query))) }
  ///     .cancellable(id: SearchID(), cancelInFlight: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: Any hashable, sendable value; equal ids of the same type are the same id.
  ///   - cancelInFlight: Whether to cancel every running effect with this id first.
  /// - Returns: The cancellable effect.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    if case .none = operation { return .none }
    return Effect(.cancellable(CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every running effect with `id`.
  ///
  /// Cancelling an id with nothing running does nothing. A cancelled effect delivers no
  /// further actions; a cancelled `.run` sees `Task.isCancelled`, its scheduler sleeps throw
  /// `CancellationError`, and its `catch:` handler is not called for that error.
  ///
  /// - Parameter id: The id to cancel.
  /// - Returns: The cancelling effect.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(.cancel([CancelID(id)]))
  }

  /// An effect that cancels every running effect with any of `ids`.
  ///
  /// - Parameter ids: The ids to cancel.
  /// - Returns: The cancelling effect.
  public static func cancel(ids: some Sequence<some Hashable & Sendable>) -> Effect {
    Effect(.cancel(ids.map(CancelID.init)))
  }

  /// An effect that cancels every running effect whose id `predicate` accepts, in the order
  /// they started (Actomaton's `Effect.cancel(ids:)` predicate form).
  ///
  /// The predicate sees ids as this feature names them: in a child run by `ifLet`,
  /// `forEach` or a stack, its own ids, never a sibling's or the parent's; at any level, not
  /// the ids of its children (which are theirs) nor the ones Cascade makes for its operators.
  ///
  /// ```swift
  /// case .cancelDownloads:
  ///   return .cancel { ($0.base as? DownloadID) != nil }
  /// ```
  ///
  /// - Parameter predicate: Whether to cancel the effects running under an id.
  /// - Returns: The cancelling effect.
  public static func cancel(
    where predicate: @escaping @Sendable (AnyHashableSendable) -> Bool
  ) -> Effect {
    Effect(
      .cancelMatching(
        CancelFilter { id in
          let named = id.base
          return !(named.base is any OperatorCancelID) && predicate(named)
        }))
  }
}

/// A cancellation id Cascade makes for one of its operators (a child's scope, a row's, a
/// restartable mount, a child's own id seen from its parent): hidden from
/// ``Effect/cancel(where:)``'s predicate.
protocol OperatorCancelID {}

extension SourceSite: OperatorCancelID {}
extension ForEachElementID: OperatorCancelID {}
extension MountTaskID: OperatorCancelID {}
extension ScopedCancelID: OperatorCancelID {}

/// A cancellation id made private to one child (an `ifLet` call site, a `forEach` element):
/// the child's own ids never collide with a sibling's.
struct ScopedCancelID: Hashable, Sendable {
  let scope: CancelID
  let id: CancelID
}

extension Effect {
  /// This effect with every cancellation id it uses (in `.cancellable`, `.cancel`,
  /// `.throttle`) made private to `scope`.
  func scopingCancellation(to scope: CancelID) -> Effect {
    rewritten(by: CancellationScopeRewrite(scope: scope))
  }
}

/// The rewrite of ``Effect/scopingCancellation(to:)``: leaves as they are, ids made private.
struct CancellationScopeRewrite<Action>: EffectRewrite {
  let scope: CancelID

  /// A `.run` keeps the scope, for the ids its body gives `withTaskCancellation(id:)`.
  func leaf(_ effect: Effect<Action>) -> Effect<Action> {
    guard case .run(var run) = effect.operation else { return effect }
    run.scopes.append(scope)
    return Effect(.run(run))
  }

  var rewritesCancelIDs: Bool { true }

  func cancelID(_ id: CancelID) -> CancelID {
    CancelID(ScopedCancelID(scope: scope, id: id))
  }

  func cancelFilter(_ filter: CancelFilter) -> CancelFilter {
    let scope = scope
    return CancelFilter { id in
      guard let scoped = id.value(as: ScopedCancelID.self), scoped.scope == scope else {
        return false
      }
      return filter.matches(scoped.id)
    }
  }
}
