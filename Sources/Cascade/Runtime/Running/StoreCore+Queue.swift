// How a store runs `.queued`: each effect gets a slot record under the queue id when it is
// queued (so cancellation and `isRunning` see it while it waits), and starts as a one-step
// concatenation when `EffectQueues` gives it its turn; a queue moves on when a slot retires.

extension StoreCore {
  func runQueued(_ effect: Effect<Action>, in operation: QueueOperation, context: EffectContext) {
    var operation = operation
    if operation.minimumGap != nil, operation.scheduler == nil {
      operation.scheduler = dependencyValues.scheduler
    }
    if running.hasEffectQueues { running.effectQueues.prune() }
    var context = resolved(context)
    context.cancelIDs.append(operation.id)
    let record = running.ledger.makeRecordID()
    register(record, kind: .queued, handle: NoopCancellable(), in: context)
    let slot = EffectQueues<Action>.Slot(record: record, effect: effect, context: context)
    switch running.effectQueues.admit(slot, operation) {
    case .queued:
      break
    case .discard:
      retire(record, cancelling: true)
      return
    case .evict(let oldest):
      cancelSlot(oldest)
    }
    advanceQueue(operation.id)
  }

  /// Starts what `id`'s queue has room for, or schedules the start the gap delays.
  private func advanceQueue(_ id: CancelID) {
    while true {
      switch running.effectQueues.next(in: id) {
      case .nothing:
        return
      case .start(let slot):
        startSlot(slot)
      case .wait(let due, let scheduler):
        let context = running.effectQueues.queues[id]?.waiting.first?.context
        guard let context else { return }
        let (isolation, weakCore) = (self.isolation, self.weakCore)
        schedule(.queueGap, in: context) { record in
          running.effectQueues.setGapRecord(record, of: id)
          return scheduler.schedule(after: due) {
            isolation.perform(site: Self.gapSite) { weakCore.core?.complete(record) }
          }
        }
        return
      }
    }
  }

  private static var gapSite: EffectSite {
    EffectSite("a queued effect's start after its gap", fileID: #fileID, line: #line)
  }

  private func startSlot(_ slot: EffectQueues<Action>.Slot) {
    guard running.ledger.records[slot.record] != nil else { return }
    running.ledger.startConcatenation(slot.record, in: slot.context)
    running.concatenationSteps.start(slot.record, steps: [slot.effect][...])
    startNextStep(of: slot.record)
  }

  /// Cancels a slot: its record, and every record of its effect.
  private func cancelSlot(_ record: UInt64) {
    for id in running.ledger.runningInStep(record).sorted() { retire(id, cancelling: true) }
    retire(record, cancelling: true)
  }

  /// After records retired: the queues whose slots ended start what is next.
  func continueQueues() {
    while running.hasEffectQueues {
      let changed = running.effectQueues.takeChanged()
      if changed.isEmpty { return }
      for id in changed { advanceQueue(id) }
    }
  }

  @inline(never)
  func queueRecordRetired(_ id: UInt64) {
    running.effectQueues.retired(id)
  }
}
