/// The bookkeeping of a store's running effects, as a pure value: every effect that outlives
/// the send loop (a task, a scheduled item, a concatenation) is a *record* with a serial
/// number, indexed by its cancellation ids and by the current step of each concatenation it
/// runs in.
///
/// The rule "a record is removed from all three places" lives here, in ``retire(_:)``. The
/// ledger never calls out: its mutations return what the store must do (cancel a handle,
/// update an ``EffectGroup``, continue a concatenation), and the store does it.
///
/// Not generic over the store's action, so that the unspecialized runtime pays no metadata
/// lookups for it: what holds actions (steps not started yet, throttle windows) stays with the
/// store.
struct EffectLedger {
  typealias Record = EffectRecord

  /// A running `.concatenate`: the records of its current step. The next step starts when
  /// the current step's last record is retired (the steps themselves are the store's).
  struct Concatenation {
    enum Phase {
      /// Starting steps; steps that complete at once are followed by the next one directly.
      case starting
      /// Waiting for the current step's records.
      case waiting
    }

    var running: Set<UInt64> = []
    var phase = Phase.starting
    /// The context every step runs in.
    let context: EffectContext
  }

  private(set) var records: [UInt64: Record] = [:]
  private(set) var cancellables: [CancelID: RecordIDs] = [:]
  private(set) var concatenations: [UInt64: Concatenation] = [:]
  /// Concatenations whose current step finished, to be continued once the retirement that
  /// finished it (maybe a cancellation of the concatenation itself) is complete.
  private var finishedSteps: [UInt64] = []
  private var nextRecordID: UInt64 = 0

  // MARK: - Records

  mutating func makeRecordID() -> UInt64 {
    nextRecordID &+= 1
    return nextRecordID
  }

  /// Records `id`, whose context's task is resolved; the caller adds `id` to that group.
  mutating func register(
    _ id: UInt64, handle: any Cancellable, live: LiveRecord?, in context: EffectContext
  ) {
    records[id] = Record(handle: handle, context: context, live: live)
    for step in context.steps { concatenations[step]?.running.insert(id) }
    for cancelID in context.cancelIDs {
      if let index = cancellables.index(forKey: cancelID) {
        cancellables.values[index].insert(id)
      } else {
        cancellables[cancelID] = RecordIDs(id)
      }
    }
  }

  /// Replaces the placeholder handle of a record registered before its work started.
  ///
  /// - Returns: `false` when the record is already gone (its work finished or was cancelled
  ///   while it started); the caller cancels `handle`.
  mutating func setHandle(_ handle: any Cancellable, for id: UInt64) -> Bool {
    guard let index = records.index(forKey: id) else { return false }
    records.values[index].handle = handle
    return true
  }

  /// Removes `id` from every index, marking a concatenation whose step it ended as finished.
  ///
  /// - Returns: The record, so that the caller cancels its handle (when cancelling) and
  ///   removes `id` from its group; `nil` when it was already retired.
  mutating func retire(_ id: UInt64) -> Record? {
    guard let record = records.removeValue(forKey: id) else { return nil }
    for cancelID in record.context.cancelIDs {
      // One lookup: remove in place, and drop the entry only when it empties.
      guard let index = cancellables.index(forKey: cancelID) else { continue }
      if cancellables.values[index].remove(id) { cancellables.remove(at: index) }
    }
    guard !concatenations.isEmpty else { return record }
    concatenations[id] = nil
    for step in record.context.steps {
      guard concatenations[step]?.running.remove(id) != nil,
        concatenations[step]?.running.isEmpty == true,
        concatenations[step]?.phase == .waiting
      else { continue }
      concatenations[step]?.phase = .starting
      finishedSteps.append(step)
    }
    return record
  }

  /// The records running under `cancelID` (a copy: the caller retires them, in ascending
  /// order, so that what a cancellation does never depends on hashing).
  func cancel(_ cancelID: CancelID) -> RecordIDs? {
    cancellables[cancelID]
  }

  /// The ids with running effects that `filter` matches, by their first record: the order
  /// they started in.
  func cancellableIDs(matching filter: CancelFilter) -> [CancelID] {
    cancellables.compactMap { id, records in
      filter.matches(id) ? (id, records.smallest) : nil
    }
    .sorted { $0.1 < $1.1 }
    .map(\.0)
  }

  // MARK: - Concatenations

  mutating func startConcatenation(_ id: UInt64, in context: EffectContext) {
    concatenations[id] = Concatenation(context: context)
  }

  /// The context of the next step of concatenation `id` (its current step from now on), or
  /// `nil` when the concatenation is gone (cancelled).
  mutating func nextStepContext(of id: UInt64) -> EffectContext? {
    guard let index = concatenations.index(forKey: id) else { return nil }
    concatenations.values[index].phase = .starting
    var context = concatenations.values[index].context
    context.steps.append(id)
    return context
  }

  /// After a step was started: whether it outlives the call that started it, in which case
  /// the concatenation waits for the step's records.
  mutating func stepIsRunning(_ id: UInt64) -> Bool {
    guard concatenations[id]?.running.isEmpty == false else { return false }
    concatenations[id]?.phase = .waiting
    return true
  }

  /// The records running in concatenation `id`'s current step, nested ones included.
  func runningInStep(_ id: UInt64) -> Set<UInt64> {
    concatenations[id]?.running ?? []
  }

  /// Whether a concatenation's step finished since the last ``popFinishedStep()``.
  var hasFinishedSteps: Bool { !finishedSteps.isEmpty }

  /// The next concatenation whose step finished and which is still running.
  mutating func popFinishedStep() -> UInt64? {
    while !finishedSteps.isEmpty {
      let id = finishedSteps.removeFirst()
      if concatenations[id] != nil { return id }
    }
    return nil
  }
}

/// One running effect of a ledger: how to cancel it, and where its work is accounted for.
///
struct EffectRecord {
  var handle: any Cancellable
  let context: EffectContext
  /// The liveness a hot callback holds for this record, if one asked for it.
  let live: LiveRecord?
}

extension EffectLedger {
  /// Checks that the indexes agree with the records; debug builds only.
  ///
  /// Every id in `cancellables` and in a concatenation's running set is a live record that
  /// names that cancel id or step; every record is in the index of each cancel id and step it
  /// names, and each concatenation is a record itself.
  func _checkInvariants() {
    #if DEBUG
      for (cancelID, ids) in cancellables {
        precondition(ids.count > 0, "EffectLedger: an empty set for a cancel id")
        for id in ids {
          precondition(
            records[id]?.context.cancelIDs.contains(cancelID) == true,
            "EffectLedger: cancel id indexes a record that does not name it")
        }
      }
      for (step, concatenation) in concatenations {
        precondition(records[step] != nil, "EffectLedger: a concatenation without a record")
        for id in concatenation.running {
          precondition(
            records[id]?.context.steps.contains(step) == true,
            "EffectLedger: a step runs a record that does not name it")
        }
      }
      for (id, record) in records {
        for cancelID in record.context.cancelIDs {
          precondition(
            cancellables[cancelID]?.contains(id) == true,
            "EffectLedger: a record missing from its cancel id's index")
        }
      }
    #endif
  }
}
