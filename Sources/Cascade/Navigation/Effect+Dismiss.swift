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
    case .none, .send: return self
    default: break
    }
    return rewritten(by: DismissRewrite(action: UncheckedSendable(action())))
  }
}

/// The rewrite of ``Effect/replacingDismiss(with:)``.
struct DismissRewrite<Action>: EffectRewrite {
  let action: UncheckedSendable<Action>

  func leaf(_ effect: Effect<Action>) -> Effect<Action> {
    switch effect.operation {
    case .dismiss:
      return .send(action.value)
    case .run(let run):
      // The child's own presentation wraps first, so its value is bound innermost and wins.
      let (body, dismissal) = (run.body, action)
      return Effect(
        .run(
          run.with { send in
            let presentation = DismissEffect.Presentation { await send(dismissal.value) }
            return await DismissEffect.$presentation.withValue(presentation) {
              await body(send)
            }
          }))
    default:
      return effect
    }
  }
}
