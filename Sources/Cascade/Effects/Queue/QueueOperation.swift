// How a store runs `.queued`: each effect gets a slot record under the queue id when it is
// queued (so cancellation and `isRunning` see it while it waits), and starts as a one-step
// concatenation when `EffectQueues` gives it its turn; a queue moves on when a slot retires.

extension EffectKind {
  /// An effect of `Effect.queued`, from the moment it is queued (waiting counts).
  public static let queued = EffectKind(rawValue: "queued")
  /// The wait a queue's `minimumGap` puts between two of its effects' starts.
  public static let queueGap = EffectKind(rawValue: "queueGap")
}

/// An effect in a queue, as ``Effect/queued(_:_:minimumGap:scheduler:)`` describes it.
// @unchecked Sendable: restated from EffectOperator; only `let`s of Sendable values.
final class QueueOperation<Action>: EffectOperator<Action>, @unchecked Sendable {
  let id: CancelID
  let policy: EffectQueuePolicy
  let minimumGap: Duration?
  /// Where the gap is measured; the store's scheduler when `nil`.
  let scheduler: (any Scheduler)?
  let effect: Effect<Action>

  init(
    id: CancelID, policy: EffectQueuePolicy, minimumGap: Duration?, scheduler: (any Scheduler)?,
    effect: Effect<Action>
  ) {
    self.id = id
    self.policy = policy
    self.minimumGap = minimumGap
    self.scheduler = scheduler
    self.effect = effect
  }

  override func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target>
  where R.Source == Action {
    Effect<R.Target>(
      QueueOperation<R.Target>(
        id: rewrite.rewritesCancelIDs ? rewrite.cancelID(id) : id, policy: policy,
        minimumGap: minimumGap, scheduler: scheduler, effect: effect.rewritten(by: rewrite)))
  }

  override func run(on host: any EffectHost<Action>, in context: EffectContext) {
    let scheduler = minimumGap == nil ? nil : self.scheduler ?? host.scheduler
    let queues = host.state(QueueState<Action>.self)
    queues.admit(effect, to: self, measuredOn: scheduler, in: context)
  }
}

/// A store's queues, as the store keeps them: the pure ``EffectQueues`` and the shell that
/// performs what it decides.
final class QueueState<Action>: EffectOperatorState {
  private unowned let host: any EffectHost<Action>
  private var queues = EffectQueues<Action>()

  init(host: any EffectHost<Action>) {
    self.host = host
  }

  func admit(
    _ effect: Effect<Action>, to operation: QueueOperation<Action>,
    measuredOn scheduler: (any Scheduler)?, in context: EffectContext
  ) {
    queues.prune()
    var context = host.resolved(context)
    context.cancelIDs.append(operation.id)
    let record = host.makeRecordID()
    host.register(record, kind: .queued, handle: NoopCancellable(), in: context)
    let slot = EffectQueues<Action>.Slot(record: record, effect: effect, context: context)
    switch queues.admit(slot, operation, scheduler: scheduler) {
    case .queued:
      break
    case .discard:
      host.retire(record, cancelling: true)
      return
    case .evict(let oldest):
      cancelSlot(oldest)
    }
    advance(operation.id)
  }

  /// Starts what `id`'s queue has room for, or schedules the start the gap delays.
  private func advance(_ id: CancelID) {
    while true {
      switch queues.next(in: id) {
      case .nothing:
        return
      case .start(let slot):
        guard host.context(of: slot.record) != nil else { continue }
        host.startSteps([slot.effect][...], of: slot.record, in: slot.context)
      case .wait(let due, let scheduler):
        guard let context = queues.queues[id]?.waiting.first?.context else { return }
        host.schedule(
          .queueGap, in: context, at: due, on: scheduler, site: Self.gapSite,
          registered: { queues.setGapRecord($0, of: id) }, fire: { _, _ in })
        return
      }
    }
  }

  private static var gapSite: EffectSite {
    EffectSite("a queued effect's start after its gap", fileID: #fileID, line: #line)
  }

  /// Cancels a slot: its record, and every record of its effect.
  private func cancelSlot(_ record: UInt64) {
    for id in host.recordsInStep(of: record) { host.retire(id, cancelling: true) }
    host.retire(record, cancelling: true)
  }

  func recordRetired(_ id: UInt64) {
    if !queues.isEmpty { queues.retired(id) }
  }

  /// The queues whose slots ended start what is next.
  func continueAfterRetiring() {
    while !queues.isEmpty {
      let changed = queues.takeChanged()
      if changed.isEmpty { return }
      for id in changed { advance(id) }
    }
  }
}
