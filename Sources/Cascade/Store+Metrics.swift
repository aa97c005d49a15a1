extension Store {
  /// How many effects the store is running now — `.run` tasks and scheduled work (timers,
  /// delays, debounces) — for metrics and dashboards.
  ///
  /// ```swift
  /// gauge.record(store.inFlightEffectCount)
  /// ```
  ///
  /// A scoped store reports its root's: effects belong to the root store. The count drops as
  /// effects finish or are cancelled, so a store at rest reports zero.
  public var inFlightEffectCount: Int {
    runtime.runningEffectCount
  }
}

extension StoreActor {
  /// How many effects the actor is running now — `.run` tasks and scheduled work (timers,
  /// delays, debounces) — for metrics, such as a server's count of pending session timers.
  ///
  /// ```swift
  /// let pending = await session.inFlightEffectCount
  /// ```
  public var inFlightEffectCount: Int {
    core.runningEffectCount
  }
}
