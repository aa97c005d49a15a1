extension Reducer {
  /// This child's lifecycle effect as a parent operator runs it: embedded in the parent's
  /// action and scoped to the child's cancellation scope `scope`. A mount's work is also
  /// cancellable by `scope`, so that removing the child stops it; a dismount's is not (it
  /// runs after the child's effects were cancelled): its actions reach the parent as the
  /// child's, with the child left out (see `DismountDelivery`), and a timer or `dismiss` in it
  /// is reported at `site`, the parent operator. A presentation or a stack passes the action
  /// its child's `Effect.dismiss` becomes.
  func _childLifecycle<ParentAction>(
    _ event: _LifecycleEvent,
    state: State,
    scope: some Hashable & Sendable,
    site: (fileID: StaticString, line: UInt),
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismiss: ParentAction? = nil,
    built: Effect<Action>? = nil
  ) -> Effect<ParentAction> {
    var effect = built ?? _lifecycleEffect(event, state: state)
    if case .none = effect.operation { return .none }
    if case .dismount = event {
      effect = effect.rewritten(by: DismountLeaves(fileID: site.fileID, line: site.line))
    }
    var mapped = effect.map(embed)
    if let dismiss { mapped = mapped.replacingDismiss(with: dismiss) }
    mapped = mapped.scopingCancellation(to: CancelID(scope))
    guard case .mount = event else {
      if case .none = mapped.operation { return .none }
      return Effect(.dismounted(CancelID(scope), mapped))
    }
    return mapped.cancellable(id: scope)
  }

  /// What a parent returns for its optional child that was `before` and is `after` its
  /// reducer ran: a mount, a dismount (with every effect in `scope` cancelled first), both
  /// for a child of another identity, or nothing.
  func _childTransition<ParentAction>(
    from before: State?,
    to after: State?,
    scope: some Hashable & Sendable,
    site: (fileID: StaticString, line: UInt),
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismiss: ParentAction? = nil
  ) -> Effect<ParentAction> {
    switch LifecycleIdentity.change(from: before, to: after) {
    case .none:
      return .none
    case .mount(let new):
      return _childLifecycle(
        .mount, state: new, scope: scope, site: site, embed: embed, dismiss: dismiss)
    case .dismount(let old):
      return .merge(
        .cancel(id: scope),
        _childLifecycle(
          .dismount, state: old, scope: scope, site: site, embed: embed, dismiss: dismiss))
    case .replace(let old, let new):
      return .merge(
        .cancel(id: scope),
        _childLifecycle(
          .dismount, state: old, scope: scope, site: site, embed: embed, dismiss: dismiss),
        _childLifecycle(
          .mount, state: new, scope: scope, site: site, embed: embed, dismiss: dismiss))
    }
  }
}
