// The shell around `EffectLedger`: registers, retires and cancels records, and performs what
// the ledger's mutations return (cancel a handle, update a group, continue a concatenation).

extension StoreCore {
  /// The number of effects this store is running (tasks and scheduled work).
  @usableFromInline var runningEffectCount: Int { running.ledger.records.count }

  /// The number of cancellation ids with a running effect.
  @usableFromInline var cancellationIDCount: Int { running.ledger.cancellables.count }

  /// The running records, by serial number (for tests).
  var records: [UInt64: EffectRecord] { running.ledger.records }

  /// The running records by cancellation id (for tests).
  var cancellables: [CancelID: RecordIDs] { running.ledger.cancellables }

  /// Records `handle` as running in `context`, in the group of the context's task.
  ///
  /// - Parameter kind: What instruments see start; made only when one may watch, so a store
  ///   nothing watches never touches `Instruments/`.
  /// - Parameter live: The liveness a callback holds for the record (a timer's tick), ended
  ///   when the record retires; its context must be `context` resolved (``resolved(_:)``).
  func register(
    _ id: UInt64, kind: @autoclosure () -> EffectKind, handle: any Cancellable,
    live: LiveRecord? = nil,
    in context: EffectContext
  ) {
    let context = resolved(context)
    running.ledger.register(id, handle: handle, live: live, in: context)
    context.group.add(id)
    if watching.mayInstrument { instrumentEffectStart(id, kind: kind(), context: context) }
  }

  /// `context` with its task resolved, as a record registered in it keeps it.
  func resolved(_ context: EffectContext) -> EffectContext {
    var context = context
    context.task = .group(resolve(context.task))
    return context
  }

  /// Registers a record for scheduled work, then schedules it. Registering first means an
  /// item that fires at once (on an `ImmediateScheduler`) already finds its record, and the
  /// call is marked as running on the store's isolation, so that such an item is delivered
  /// in place.
  ///
  /// - Parameter live: See ``register(_:kind:handle:live:in:)``.
  func schedule(
    _ kind: @autoclosure () -> EffectKind, in context: EffectContext, live: LiveRecord? = nil,
    _ start: (UInt64) -> any Cancellable
  ) {
    let id = running.ledger.makeRecordID()
    register(id, kind: kind(), handle: NoopCancellable(), live: live, in: context)
    let token = isolation.mark { start(id) }
    if !running.ledger.setHandle(token, for: id) { token.cancel() }
  }

  /// Delivers an action an effect produced, if the effect is still running.
  func deliver(_ action: Action, from id: UInt64) {
    guard let record = running.ledger.records[id] else { return }
    emit(action, in: record.context)
  }

  /// Delivers an action of the record `live` stands for, if it is still running.
  func deliver(_ action: Action, to live: LiveRecord) {
    guard live.isLive else { return }
    emit(action, in: live.context)
  }

  /// Retires a record that finished, and continues a concatenation whose step it ended.
  ///
  /// - Parameter failed: Whether it was a `.run` that threw, for instruments.
  func complete(_ id: UInt64, failed: Bool = false) {
    if failed { noteEffectFailed(id) }
    retire(id, cancelling: false)
    continueAfterRetiring()
    if running.watchesRunning { noteRunningChanged() }
  }

  /// Cancels every effect running under `ids` (and what operators keep under them).
  func cancel(ids: [CancelID]) {
    for id in ids { retireAll(under: id) }
    continueAfterRetiring()
  }

  /// Cancels the effects running under the ids `filter` matches, in the order they started
  /// (the ledger's order is its hashing's, which differs between runs).
  func cancel(matching filter: CancelFilter) {
    cancel(ids: running.ledger.cancellableIDs(matching: filter))
  }

  /// Cancels the effects running under `id` (a `cancelInFlight` restart: no array).
  func cancel(id: CancelID) {
    retireAll(under: id)
    continueAfterRetiring()
  }

  /// Retires, cancelling them, the records running under `id`, and tells the operators (a
  /// throttle forgets its window); the caller continues the concatenations this may have ended a step of.
  private func retireAll(under id: CancelID) {
    for state in running.operatorStates { state.cancelled(id) }
    running.ledger.cancel(id)?.forEachSorted { retire($0, cancelling: true) }
  }

  /// Cancels the effects of a ``StoreTask``, called on the main actor: at once for a store on
  /// the main actor, after a hop for one on another actor.
  func cancelEffects(_ ids: [UInt64]) {
    guard isolation.isMainActor else {
      let site = EffectSite("a StoreTask.cancel()", fileID: #fileID, line: #line)
      return isolation.perform(site: site) { [weak self] in self?.cancelRecords(ids) }
    }
    cancelRecords(ids)
  }

  /// Cancels every running effect: the root feature dismissed itself under a test store.
  @usableFromInline
  func cancelAllEffects() {
    loop.cancelsEffectsAfterLoop = false
    cancelRecords(Array(running.ledger.records.keys))
    for state in running.operatorStates { state.cancelledAll() }
  }

  /// Cancels records by serial number, in serial order.
  func cancelRecords(_ ids: [UInt64]) {
    for id in ids.sorted() { retire(id, cancelling: true) }
    continueAfterRetiring()
    if running.watchesRunning { noteRunningChanged() }
  }

  func retire(_ id: UInt64, cancelling: Bool) {
    guard let record = running.ledger.retire(id) else { return }
    if running.hasConcatenationSteps { forgetConcatenationSteps(id) }
    for state in running.operatorStates { state.recordRetired(id) }
    record.live?.end()
    if cancelling { record.handle.cancel() }
    record.context.group.remove(id)
    if watching.instrumentation != nil { instrumentEffectEnd(id, cancelled: cancelling) }
  }
}

extension StoreCore {
  /// After records retired: concatenations whose step ended start their next step, and
  /// operators start what the retirements made room for (a queue's next effect).
  func continueAfterRetiring() {
    if running.ledger.hasFinishedSteps { continueConcatenations() }
    for state in running.operatorStates { state.continueAfterRetiring() }
  }
}
