// The effect interpreter: one case per shape of `Effect.Operation`, each handed to the runner
// that owns its semantics. Operators with state or time have their runner next to their API
// (`Effects/<Operator>/StoreCore+<Operator>.swift`).

extension StoreCore {
  /// Runs `effect` in `context`: starts what outlives the call, delivers what is synchronous.
  func run(_ effect: Effect<Action>, in context: EffectContext) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      emit(action.value, in: context)
    case .run(let operation):
      startRun(operation, in: context)
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
    case .delay(let scheduler, let dueTime, let effect):
      runDelay(effect, for: dueTime, on: scheduler, in: context)
    case .timer(let timer):
      runTimer(timer, in: context)
    case .throttle(let throttle, let effect):
      var context = context
      context.throttle = throttle
      run(effect, in: context)
    case .dismiss:
      if let rootDismissHandler { return rootDismissHandler() }
      RuntimeWarning.report(
        """
        '\(reducerType.map { ValueText.clean(String(reflecting: $0)) } ?? "A reducer")' \
        returned 'Effect.dismiss' outside any presentation or stack: nothing was dismissed. \
        Return it from a reducer run by 'ifLet(state: \\.$child, …)' or \
        'forEach(state: \\.path, …)'; a test store records it as 'isDismissed'.
        """,
        fileID: creationSite?.fileID ?? #fileID,
        line: creationSite?.line ?? #line
      )
    }
  }
}
