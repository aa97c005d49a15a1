extension Store {
  /// The number of effects this store is running (tasks and scheduled work). Not API: for
  /// benchmarks and leak checks outside the package, which must verify that finished and
  /// cancelled effects leave nothing behind.
  public var _runningEffectCount: Int {
    if let scoped { return scoped.runningEffectCount }
    return core.records.count
  }

  /// The number of cancellation ids with a running effect. Not API; see
  /// ``_runningEffectCount``.
  public var _cancellationIDCount: Int {
    if let scoped { return scoped.cancellationIDCount }
    return core.cancellables.count
  }
}
