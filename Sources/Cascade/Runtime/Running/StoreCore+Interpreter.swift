// The effect interpreter: one case per shape of `Effect.Operation`, each handed to the runner
// that owns its semantics (`StoreCore+<Shape>.swift` beside this file; an operator's own
// runner in its folder under `Effects/`).

extension StoreCore {
  /// Runs `effect` in `context`: starts what outlives the call, delivers what is synchronous.
  func run(_ effect: Effect<Action>, in context: EffectContext) {
    switch effect.operation {
    case .none:
      return
    case .send:
      emitSent(by: effect, in: context)
    case .run:
      startRun(of: effect, in: context)
    case .merge(let effects):
      for effect in effects { run(effect, in: context) }
    case .concatenate(let effects):
      runConcatenation(effects[...], in: context)
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id: id) }
      var context = context
      context.cancelIDs.append(id)
      run(effect, in: context)
    case .cancel(let ids):
      cancel(ids: ids)
    case .cancelMatching(let filter):
      cancel(matching: filter)
    case .operator(let effectOperator):
      effectOperator.run(on: asEffectHost, in: context)
    case .dismounted(let scope, let effect):
      // The outermost removal wins: below it nothing of the removed child exists to route to.
      var context = context
      if context.dismounted == nil { context.dismounted = scope }
      run(effect, in: context)
    case .dismiss:
      if dismissRootIfOwned() { return }
      RuntimeWarning.report(
        """
        '\(setup.reducerType.map { ValueText.clean(String(reflecting: $0)) } ?? "A reducer")' \
        returned 'Effect.dismiss' outside any presentation or stack: nothing was dismissed. \
        Return it from a reducer run by 'ifLet(state: \\.$child, …)' or \
        'forEach(state: \\.path, …)'; a test store records it as 'isDismissed'.
        """,
        fileID: setup.creationSite?.fileID ?? #fileID,
        line: setup.creationSite?.line ?? #line
      )
    }
  }

  // The payloads of `.send` and `.run` have layouts that depend on the action type: bound
  // here rather than in `run(_:in:)`'s switch, only these cases pay their metadata lookup.

  @inline(never)
  private func emitSent(by effect: Effect<Action>, in context: EffectContext) {
    guard case .send(let action) = effect.operation else { return }
    emit(action.value, in: context)
  }

  @inline(never)
  private func startRun(of effect: Effect<Action>, in context: EffectContext) {
    guard case .run(let operation) = effect.operation else { return }
    startRun(operation, in: context)
  }
}
