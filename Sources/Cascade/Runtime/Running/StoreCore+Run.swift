// How a store runs `.run`: a task (of the current settling domain under a `TestScheduler`)
// whose `Send` delivers to the store's isolation while the effect's record is running.

extension StoreCore {
  func startRun(_ operation: RunOperation<Action>, in context: EffectContext) {
    let id = running.ledger.makeRecordID()
    let (isolation, weakCore) = (self.isolation, self.weakCore)
    let send = Send<Action>(delivering: { action in
      await isolation.deliver(action) { weakCore.core?.deliver($0, from: id) }
    })
    let cancellation = RunCancellationScope(
      site: operation.site, scopes: operation.scopes, runID: id, host: weakCore,
      isolation: isolation)
    let body = operation.body
    let values = dependencies?.values
    let instruments = watching.mayInstrument ? runInstruments : nil
    let handle = RunHandle()
    let task = SettlingHooks.startTask(site: operation.site, priority: operation.priority) {
      // Last of all, after the effect's own cleanup: a cancelled run's group waits for this.
      defer { handle.ended() }
      // The task-locals the body reads: the store's dependencies, and where
      // `withTaskCancellation` registers its work.
      let threw = await RunCancellationScope.$current.withValue(cancellation) {
        guard let values else { return await Self.perform(body, send, reportingTo: instruments) }
        return await DependencyScope.$task.withValue(values) {
          await Self.perform(body, send, reportingTo: instruments)
        }
      }
      // The store retires a run's record before it cancels the run's task, so a cancelled run
      // has nothing to report: it ends here instead of queueing behind the store's work (a
      // restarted timeout would otherwise leave one hop per restart waiting on the actor).
      if Task.isCancelled { return }
      await isolation.deliver(()) { _ in weakCore.core?.complete(id, failed: threw) }
    }
    let context = resolved(context)
    handle.attach(task, group: context.group)
    register(id, kind: .run, handle: handle, in: context)
  }

  /// Registers an operation a `.run`'s body runs under `cancelID` (`withTaskCancellation`):
  /// a record in the run's context with the id added, so the reducer's `.cancel(id:)` reaches
  /// it; with `cancelInFlight`, the id's running work is cancelled first, as a
  /// `.cancellable(id:cancelInFlight:)` restart does. Cancelled at once when the run is gone.
  func registerInnerTask(
    _ handle: InnerTaskHandle, under cancelID: CancelID, of runID: UInt64, cancelInFlight: Bool
  ) {
    guard var context = running.ledger.records[runID]?.context else { return handle.cancel() }
    if cancelInFlight { cancel(id: cancelID) }
    context.cancelIDs.append(cancelID)
    let recordID = running.ledger.makeRecordID()
    handle.recordID.withLock { $0 = recordID }
    register(recordID, kind: .run, handle: handle, in: context)
    // Outside a send loop: observers of `isRunning` are told, as after a task ends.
    if running.watchesRunning { noteRunningChanged() }
  }

  /// Retires the record of an operation `withTaskCancellation` ran, now ended.
  func endInnerTask(_ handle: InnerTaskHandle) {
    guard let recordID = handle.recordID.withLock({ $0 }) else { return }
    complete(recordID)
  }

  /// Dismisses the root feature from a `.run` (`await dismiss()` with no presentation around
  /// it), as a root ``Effect/dismiss`` does; a store whose owner cannot dismiss it reports a
  /// runtime warning at the call's line.
  func dismissRoot(reportingAt fileID: StaticString, line: UInt) {
    if !dismissRootIfOwned() { DismissEffect.reportUnreached(fileID: fileID, line: line) }
  }

  /// Dismisses the root feature when its owner takes dismissals (a test store, a
  /// `StoreActor` given `onDismiss`): the owner's handler runs, and every effect is cancelled —
  /// once the current loop has started them all, as a presented child's are when it is
  /// dismissed. `false` when there is no such owner.
  func dismissRootIfOwned() -> Bool {
    guard let rootDismissHandler = setup.rootDismissHandler else { return false }
    rootDismissHandler()
    if loop.isProcessing { loop.cancelsEffectsAfterLoop = true } else { cancelAllEffects() }
    return true
  }

  /// Runs a `.run` body, with its warnings going to `instruments` when there are any (only
  /// then is `InstrumentScope` entered).
  ///
  /// - Returns: Whether the body threw.
  private static func perform(
    _ body: @Sendable (Send<Action>) async -> Bool, _ send: Send<Action>,
    reportingTo instruments: [InstrumentEntry]?
  ) async -> Bool {
    guard let instruments else { return await body(send) }
    return await InstrumentScope.run(body, send, reportingTo: instruments)
  }
}
