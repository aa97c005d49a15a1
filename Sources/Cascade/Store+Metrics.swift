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

  /// The number of cancellation ids with a running effect. Not API: for benchmarks and leak
  /// checks outside the package, which must verify that finished and cancelled effects leave
  /// no id behind.
  public var _cancellationIDCount: Int {
    runtime.cancellationIDCount
  }

  /// The core of a root store, for white-box tests; a scoped store has none.
  var core: StoreCore<State, Action> {
    precondition(isRoot, "Cascade: a scoped store has no core of its own.")
    return rootCore
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
