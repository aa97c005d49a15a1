extension Store {
  /// The number of effects this store is running (tasks and scheduled work). Not API: for
  /// benchmarks and leak checks outside the package, which must verify that finished and
  /// cancelled effects leave nothing behind.
  public var _runningEffectCount: Int {
    runtime.runningEffectCount
  }

  /// The number of cancellation ids with a running effect. Not API; see
  /// ``_runningEffectCount``.
  public var _cancellationIDCount: Int {
    runtime.cancellationIDCount
  }

  /// The core of a root store, for white-box tests; a scoped store has none.
  var core: StoreCore<State, Action> {
    precondition(isRoot, "Cascade: a scoped store has no core of its own.")
    return rootCore
  }
}
