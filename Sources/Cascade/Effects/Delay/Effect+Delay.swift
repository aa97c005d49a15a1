extension Effect {
  /// Starts this effect `dueTime` later on `scheduler`.
  ///
  /// Cancelling before the due time means the effect never starts.
  ///
  /// - Parameters:
  ///   - dueTime: How long to wait before starting.
  ///   - scheduler: The clock to wait on.
  /// - Returns: The delayed effect.
  @inlinable
  public func delay(for dueTime: Duration, scheduler: any Scheduler) -> Effect {
    if case .none = operation { return .none }
    return Effect(DelayOperation(scheduler: scheduler, dueTime: dueTime, effect: self))
  }
}
