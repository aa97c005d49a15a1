// Whether work under a cancellation id is in flight: a lookup in the ledger, where a queued
// effect waiting for its turn is a record too. Observers of it are told when effects start or
// end outside a send.

extension StoreCore {
  @usableFromInline
  func isRunning(_ id: CancelID) -> Bool {
    running.ledger.cancellables[id] != nil
  }

  @usableFromInline
  func watchRunning() {
    running.watchesRunning = true
  }

  /// After effects started or ended outside a send loop (a task finished, a `StoreTask` was
  /// cancelled): observers of ``isRunning(_:)`` are told, as after a send. Called only when
  /// ``RunningEffects/watchesRunning`` is set, so a store nobody asks never enters this file.
  func noteRunningChanged() {
    guard !loop.isProcessing, observing.hasObservers else { return }
    runNow(.none, in: EffectContext(task: .top))
  }
}
