extension Effect {
  /// Starts this effect `dueTime` later on `scheduler`.
  ///
  /// Cancelling before the due time means the effect never starts.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before starting.
  ///   - scheduler: The clock to wait on.
  /// - Returns: The delayed effect.
  public func delay(for dueTime: Duration, scheduler: any Scheduler) -> Effect {
    if case .none = operation { return .none }
    return Effect(DelayOperation(scheduler: scheduler, dueTime: dueTime, effect: self))
  }
}

/// An effect that starts later, as ``Effect/delay(for:scheduler:)`` describes it; run by
/// `DelayOperation+Run.swift`.
struct DelayOperation<Action>: EffectOperator {
  let scheduler: any Scheduler
  let dueTime: Duration
  let effect: Effect<Action>

  func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target> where R.Source == Action {
    Effect<R.Target>(
      DelayOperation<R.Target>(
        scheduler: scheduler, dueTime: dueTime, effect: effect.rewritten(by: rewrite)))
  }
}
