extension Effect {
  /// This effect with `values` current inside each of its `.run` bodies (and their child
  /// tasks). Other operations run no code of the feature's that could read a dependency.
  func carrying(_ values: DependencyValues) -> Effect {
    switch operation {
    case .none, .send, .timer, .cancel, .dismiss:
      return self
    case .run(let run):
      let body = run.body
      return Effect(
        .run(
          RunOperation(priority: run.priority, site: run.site) { send in
            await DependencyScope.$task.withValue(values) { await body(send) }
          }))
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.carrying(values) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.carrying(values) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect(.cancellable(id, cancelInFlight: cancelInFlight, effect.carrying(values)))
    case .delay(let scheduler, let dueTime, let effect):
      return Effect(.delay(scheduler, dueTime, effect.carrying(values)))
    case .throttle(let throttle, let effect):
      return Effect(.throttle(throttle, effect.carrying(values)))
    }
  }
}
