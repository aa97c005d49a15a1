extension Effect {
  /// This effect with `values` current inside each of its `.run` bodies (and their child
  /// tasks). Other operations run no code of the feature's that could read a dependency.
  func carrying(_ values: DependencyValues) -> Effect {
    rewritten(by: DependencyRewrite(values: values))
  }
}

/// The rewrite of ``Effect/carrying(_:)``: each `.run` body wrapped in the dependency scope.
struct DependencyRewrite<Action>: EffectRewrite {
  let values: DependencyValues

  func leaf(_ effect: Effect<Action>) -> Effect<Action> {
    guard case .run(let run) = effect.operation else { return effect }
    let (body, values) = (run.body, values)
    return Effect(
      .run(
        run.with { send in
          await DependencyScope.$task.withValue(values) { await body(send) }
        }))
  }
}
