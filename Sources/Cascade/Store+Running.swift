extension Store {
  /// Whether an effect with the cancellation id `id` is in flight: started and not finished
  /// or cancelled, or queued (``Effect/queued(_:_:minimumGap:scheduler:)``) and waiting for
  /// its turn.
  ///
  /// A spinner reads it instead of keeping an `isLoading` flag in step with the effect by
  /// hand. Read inside observation tracking (SwiftUI, `withObservationTracking`,
  /// ``observe(_:)``), it is tracked like a field: a change notifies.
  ///
  /// ```swift
  /// enum CancelID { case search }
  /// if store.isRunning(CancelID.search) { ProgressView() }
  /// ```
  ///
  /// The id is looked up as the root's effects use it. A presented child's or a row's
  /// effects run under ids private to it (as their cancellation is), which its parent's
  /// feature cannot name: read a child's progress from its state, or keep the id in the
  /// parent's feature.
  ///
  /// - Parameter id: The cancellation id.
  /// - Returns: Whether work under it is in flight.
  public func isRunning(_ id: some Hashable & Sendable) -> Bool {
    let cancelID = CancelID(id)
    trackRunning(cancelID)
    return runtime.isRunning(cancelID)
  }

  /// Whether an effect with the cancellation id `id` is in flight, as a driver: the current
  /// value to each new subscriber, then each change (never the same value twice in a row).
  ///
  /// ```swift
  /// store.running(CancelID.download).drive { spinner.isHidden = !$0 }.store(in: &bag)
  /// ```
  ///
  /// - Parameter id: The cancellation id (see ``isRunning(_:)``).
  /// - Returns: A driver of whether work under `id` is in flight.
  public func running(_ id: some Hashable & Sendable) -> Driver<Bool> {
    let access = runningAccess(CancelID(id))
    let node = runtime.sharedSource(.init(keyPath: access.key, kind: "running")) {
      fieldNode(access, isDuplicate: ==, replays: true)
    }
    return Driver(node: node)
  }

  /// Whether work under `id` is in flight, read as a field of the store (its key is
  /// `\Store.[running:]` for that id), with notifications on when effects end outside a send.
  private func runningAccess(_ id: CancelID) -> FieldAccess<Bool> {
    runtime.watchRunning()
    return FieldAccess(key: \Store.[running: id]) { [weak runtime] in
      runtime?.isRunning(id) ?? false
    }
  }

  /// Registers an observation of whether work under `id` is in flight.
  private func trackRunning(_ id: CancelID) {
    let key: KeyPath<Store, Bool> = \Store.[running: id]
    let tracked = tracker.field(key) { _ in
      let access = runningAccess(id)
      return makeField(key) { tracked in access.changes(isDuplicate: ==) { _ in tracked.fire() } }
    }
    tracked.access()
  }

  /// The key of a running-state observation; never read.
  subscript(running id: CancelID) -> Bool { runtime.isRunning(id) }
}

extension StoreActor {
  /// Whether an effect with the cancellation id `id` is in flight, or queued and waiting
  /// (see ``Store/isRunning(_:)``).
  ///
  /// - Parameter id: The cancellation id.
  /// - Returns: Whether work under it is in flight.
  public func isRunning(_ id: some Hashable & Sendable) -> Bool {
    core.isRunning(CancelID(id))
  }
}
