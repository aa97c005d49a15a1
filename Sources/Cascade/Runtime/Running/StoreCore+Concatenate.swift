// How a store runs `.concatenate`: a record that stays registered until its last step
// finishes, so that its task, its cancellation ids and an enclosing step all wait for it. The
// next step starts when the current step's last record retires — on the store's isolation,
// in the same turn, with no task waiting in between.

extension StoreCore {
  func runConcatenation(_ effects: ArraySlice<Effect<Action>>, in context: EffectContext) {
    let context = resolved(context)
    let id = running.ledger.makeRecordID()
    register(id, kind: .concatenate, handle: NoopCancellable(), in: context)
    startSteps(effects, of: id, in: context)
  }

  /// Starts steps of concatenation `id` until one outlives this call, or none is left.
  func startNextStep(of id: UInt64) {
    while let stepContext = running.ledger.nextStepContext(of: id) {
      guard let step = running.concatenationSteps.next(of: id) else {
        return retire(id, cancelling: false)
      }
      runNow(step, in: stepContext)
      if running.ledger.stepIsRunning(id) { return }
    }
  }

  /// Forgets the steps of a retired record, if it was a concatenation (not inlined: a
  /// retirement without concatenations never touches the generic table).
  @inline(never)
  func forgetConcatenationSteps(_ id: UInt64) {
    running.concatenationSteps.forget(id)
  }

  /// Continues the concatenations whose step finished, if they are still running.
  func continueConcatenations() {
    while let id = running.ledger.popFinishedStep() { startNextStep(of: id) }
  }
}
