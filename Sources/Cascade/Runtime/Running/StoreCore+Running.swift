// Whether work under a cancellation id is in flight: a lookup in the ledger, where a queued
// effect waiting for its turn is a record too. Observers of it are told when effects start or
// end outside a send.

extension StoreCore {
  @usableFromInline
  func isRunning(_ id: CancelID) -> Bool {
    ledger.cancellables[id] != nil
  }

  @usableFromInline
  func watchRunning() {
    watchesRunning = true
  }

  /// After effects started or ended outside a send loop (a task finished, a `StoreTask` was
  /// cancelled): observers of ``isRunning(_:)`` are told, as after a send.
  func noteRunningChanged() {
    guard watchesRunning, !isProcessing, hasObservers else { return }
    runNow(.none, in: EffectContext(task: .top))
  }
}
