/// The queues of a store's effects (``Effect/queued(_:_:minimumGap:scheduler:)``), as a
/// pure value: for each queue id, the slots that run and those that wait, and when the last
/// one started. A slot is a ledger record registered under the queue id when the effect is
/// queued, so that cancellation and `isRunning` see it while it waits; it starts as a
/// one-step concatenation, and ends when that record retires.
///
/// Its mutations decide and never call out; the store performs what they return.
struct EffectQueues<Action> {
  struct Slot {
    let record: UInt64
    let effect: Effect<Action>
    let context: EffectContext
  }

  struct Queue {
    var policy: EffectQueuePolicy
    var minimumGap: Duration?
    var scheduler: (any Scheduler)?
    var running: [UInt64] = []
    var waiting: [Slot] = []
    var lastStart: SchedulerInstant?
    /// The record of the scheduled start that honours `minimumGap`, if one is pending.
    var gapRecord: UInt64?

    var isIdle: Bool { running.isEmpty && waiting.isEmpty && gapRecord == nil }
  }

  /// What to do with a slot just queued.
  enum Admission {
    /// It waits in the queue (started by ``next(in:)`` when its turn comes).
    case queued
    /// The queue is full and drops new effects: retire it, never started.
    case discard
    /// The queue is full and keeps the newest: cancel this record (the oldest), then
    /// the new one waits in the queue.
    case evict(UInt64)
  }

  private(set) var queues: [CancelID: Queue] = [:]
  /// The queue of each running or waiting slot, and of each gap record.
  private var queueOf: [UInt64: CancelID] = [:]
  /// Queues whose slots ended, to be advanced once the retirement is complete.
  private(set) var changed: [CancelID] = []

  var isEmpty: Bool { queues.isEmpty }

  /// Queues `slot` under `operation`'s id (its policy and gap replace the queue's; `scheduler`
  /// measures the gap).
  mutating func admit(
    _ slot: Slot, _ operation: QueueOperation<Action>, scheduler: (any Scheduler)?
  ) -> Admission {
    var queue =
      queues[operation.id]
      ?? Queue(policy: operation.policy, minimumGap: nil, scheduler: nil)
    queue.policy = operation.policy
    queue.minimumGap = operation.minimumGap
    queue.scheduler = scheduler ?? queue.scheduler
    var admission = Admission.queued
    if queue.running.count + queue.waiting.count >= operation.policy.limit {
      switch operation.policy {
      case .runOldest(_, whenFull: .discardNew):
        admission = .discard
      case .runOldest(_, whenFull: .suspendNew):
        break
      case .runNewest:
        admission = .evict(queue.running.first ?? queue.waiting[0].record)
      }
    }
    if case .discard = admission {
      queues[operation.id] = queue
      return admission
    }
    queue.waiting.append(slot)
    queueOf[slot.record] = operation.id
    queues[operation.id] = queue
    return admission
  }

  /// What `id`'s queue does next: the slot to start now, or how long to wait for the gap
  /// (when no gap wait is pending already), or nothing.
  enum Next {
    case start(Slot)
    case wait(until: SchedulerInstant, on: any Scheduler)
    case nothing
  }

  mutating func next(in id: CancelID) -> Next {
    guard var queue = queues[id], !queue.waiting.isEmpty, queue.gapRecord == nil,
      queue.running.count < queue.policy.limit
    else { return .nothing }
    if let gap = queue.minimumGap, let scheduler = queue.scheduler, let last = queue.lastStart {
      let due = last.advanced(by: gap)
      if scheduler.now < due { return .wait(until: due, on: scheduler) }
    }
    let slot = queue.waiting.removeFirst()
    queue.running.append(slot.record)
    if let scheduler = queue.scheduler, queue.minimumGap != nil {
      queue.lastStart = scheduler.now
    }
    queues[id] = queue
    return .start(slot)
  }

  /// Records the pending gap wait of `id`'s queue.
  mutating func setGapRecord(_ record: UInt64, of id: CancelID) {
    queues[id]?.gapRecord = record
    queueOf[record] = id
  }

  /// A record retired: if it was a slot or a gap wait, its queue may start another.
  mutating func retired(_ record: UInt64) {
    guard let id = queueOf.removeValue(forKey: record), var queue = queues[id] else { return }
    if queue.gapRecord == record {
      queue.gapRecord = nil
    } else if let index = queue.running.firstIndex(of: record) {
      queue.running.remove(at: index)
    } else if let index = queue.waiting.firstIndex(where: { $0.record == record }) {
      queue.waiting.remove(at: index)
    }
    if queue.isIdle, queue.minimumGap == nil {
      queues[id] = nil
      return
    }
    queues[id] = queue
    changed.append(id)
  }

  mutating func takeChanged() -> [CancelID] {
    defer { changed = [] }
    return changed
  }

  /// Forgets idle queues whose gap has passed (or that have none): what keeps a deleted
  /// row's queue from staying behind.
  mutating func prune() {
    for (id, queue) in queues where queue.isIdle {
      guard let gap = queue.minimumGap, let scheduler = queue.scheduler,
        let last = queue.lastStart, scheduler.now < last.advanced(by: gap)
      else {
        queues[id] = nil
        continue
      }
    }
  }
}
