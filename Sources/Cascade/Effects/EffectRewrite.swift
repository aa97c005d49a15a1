/// A rewrite of an effect's tree: what becomes of each leaf and of each cancellation id.
///
/// ``Effect/rewritten(by:)`` is the one walk over ``Effect/Operation`` that
/// ``Effect/map(_:)`` (`MapRewrite`), cancellation scoping (`CancellationScopeRewrite`) and
/// dependency carrying (`DependencyRewrite`) and dismissal (`DismissRewrite`) share. An
/// operator (``EffectOperator``) rewrites what it holds itself; a new case of `Operation` is
/// taught to the walk once, and to a rewrite only when it is a leaf whose payload that
/// rewrite changes.
@usableFromInline
protocol EffectRewrite<Source, Target> {
  associatedtype Source
  associatedtype Target

  /// An effect with no inner effect — `.none`, `.send`, `.run`, `.dismiss`, `.cancel` and
  /// `.cancelMatching` when ids are kept, and an operator that makes actions itself (a timer)
  /// when ``actionMap`` is `nil` — as the rewritten tree holds it.
  func leaf(_ effect: Effect<Source>) -> Effect<Target>

  /// What this rewrite makes of each action, for an operator that makes actions itself (a
  /// timer's ticks); `nil` when it keeps them as they are (then `Source == Target`).
  var actionMap: (@Sendable (Source) -> Target)? { get }

  /// Whether ``cancelID(_:)`` changes ids; when `false` the walk never calls it and
  /// operators keep their ids as they are.
  var rewritesCancelIDs: Bool { get }

  /// A cancellation id (of `.cancellable`, `.cancel` and an operator's) as the rewritten tree
  /// uses it.
  func cancelID(_ id: CancelID) -> CancelID

  /// A `.cancelMatching` filter as the rewritten tree uses it: matching the ids
  /// ``cancelID(_:)`` makes of the ids `filter` matches.
  func cancelFilter(_ filter: CancelFilter) -> CancelFilter
}

extension EffectRewrite where Source == Target {
  @inlinable var actionMap: (@Sendable (Source) -> Target)? { nil }
}

extension EffectRewrite {
  @inlinable var rewritesCancelIDs: Bool { false }
  @inlinable func cancelID(_ id: CancelID) -> CancelID { id }
  @inlinable func cancelFilter(_ filter: CancelFilter) -> CancelFilter { filter }
}

extension Effect {
  /// This effect's tree with `rewrite` applied at every leaf and cancellation id, its shape
  /// (merges, concatenations, cancellables, operators) unchanged.
  ///
  /// Inlinable, so that a feature's module specializes it for its own action types (see
  /// ``map(_:)``).
  @inlinable
  func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target> where R.Source == Action {
    switch operation {
    case .cancel(let ids) where rewrite.rewritesCancelIDs:
      return Effect<R.Target>(.cancel(ids.map(rewrite.cancelID)))
    case .cancelMatching(let filter) where rewrite.rewritesCancelIDs:
      return Effect<R.Target>(.cancelMatching(rewrite.cancelFilter(filter)))
    case .none, .send, .run, .cancel, .cancelMatching, .dismiss:
      return rewrite.leaf(self)
    case .merge(let effects):
      return Effect<R.Target>(.merge(effects.map { $0.rewritten(by: rewrite) }))
    case .concatenate(let effects):
      return Effect<R.Target>(.concatenate(effects.map { $0.rewritten(by: rewrite) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<R.Target>(
        .cancellable(
          rewrite.rewritesCancelIDs ? rewrite.cancelID(id) : id,
          cancelInFlight: cancelInFlight,
          effect.rewritten(by: rewrite)))
    case .operator(let effectOperator):
      return effectOperator.rewritten(by: rewrite)
    case .dismounted(let scope, let effect):
      // The removing operator's scope, scoped by each operator above it: a path from the root.
      let scope = rewrite.rewritesCancelIDs ? rewrite.cancelID(scope) : scope
      return Effect<R.Target>(.dismounted(scope, effect.rewritten(by: rewrite)))
    }
  }
}
