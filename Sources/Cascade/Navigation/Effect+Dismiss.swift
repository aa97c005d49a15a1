extension Effect {
  /// Dismisses the feature that returns it: a presented child (its parent receives
  /// `.dismiss`) or a stack element (its parent receives `.popFrom(id:)` with its id) —
  /// TCA's `@Dependency(\.dismiss)`, as an effect.
  ///
  /// ```swift
  /// case .saveTapped:
  ///   return .concatenate(
  ///     .run { [todo = state.todo] _ in try await database.save(todo) },
  ///     .dismiss
  ///   )
  /// ```
  ///
  /// The dismissal is an action the parent reducer sees (a `TestStore` receives it), sent
  /// when this effect runs: after the steps before it in a concatenation. It dismisses the
  /// closest presentation or stack around the reducer, through any `Scope` between them.
  /// Returned by a reducer that is not inside one, it is a runtime warning naming the
  /// store's reducer, and does nothing.
  public static var dismiss: Effect { Effect(.dismiss) }

  /// This effect with each ``dismiss`` in it replaced by sending `action`, and each `.run`
  /// given a ``DismissEffect`` that sends it: how a presentation or a stack turns its
  /// child's dismissal into its own action.
  func replacingDismiss(with action: @autoclosure () -> Action) -> Effect {
    switch operation {
    case .none, .send, .timer, .cancel, .cancelMatching:
      return self
    case .run(let run):
      // The child's own presentation wraps first, so its value is bound innermost and wins.
      let (body, dismissal) = (run.body, UncheckedSendable(action()))
      return Effect(
        .run(
          run.with { send in
            let presentation = DismissEffect.Presentation { await send(dismissal.value) }
            return await DismissEffect.$presentation.withValue(presentation) {
              await body(send)
            }
          }))
    case .dismiss:
      return .send(action())
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.replacingDismiss(with: action()) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.replacingDismiss(with: action()) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect(
        .cancellable(id, cancelInFlight: cancelInFlight, effect.replacingDismiss(with: action())))
    case .delay(let scheduler, let dueTime, let effect):
      return Effect(.delay(scheduler, dueTime, effect.replacingDismiss(with: action())))
    case .throttle(let throttle, let effect):
      return Effect(.throttle(throttle, effect.replacingDismiss(with: action())))
    case .queued(let queue, let effect):
      return Effect(.queued(queue, effect.replacingDismiss(with: action())))
    case .dismounted(let scope, let effect):
      return Effect(.dismounted(scope, effect.replacingDismiss(with: action())))
    }
  }
}
