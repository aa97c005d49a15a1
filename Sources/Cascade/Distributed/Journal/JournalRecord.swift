import Foundation

/// What a ``DistributedStore`` writes to its ``StoreJournal``: its state after a write's
/// actions and their ids. A checkpoint carries every remembered id and stands for all the
/// records before it; a record after it adds the ids of one group of actions.
struct JournalRecord<State: Codable & Sendable>: Codable {
  /// Whether this record replaces everything before it.
  var isCheckpoint: Bool
  var state: State
  var ids: [ActionID]
  var fingerprints: [UInt64]
  /// The store's retry window, or `nil` when it remembers every id.
  var window: Int?

  /// A checkpoint: `state` with every id `applied` remembers, and its window.
  init(checkpoint state: State, applied: AppliedIDs) {
    self.init(
      state: state, ids: applied.ordered, fingerprints: applied.orderedFingerprints,
      window: applied.limit)
    isCheckpoint = true
  }

  /// A record after a checkpoint: `state` with the ids of the actions written with it.
  init(state: State, ids: [ActionID], fingerprints: [UInt64], window: Int?) {
    isCheckpoint = false
    self.state = state
    self.ids = ids
    self.fingerprints = fingerprints
    self.window = window
  }

  /// The encoded record.
  func encoded() throws -> Data {
    try JSONEncoder().encode(self)
  }

  /// The snapshot that `records` (a journal's, oldest first) add up to: the last state, and
  /// the ids since the last checkpoint.
  ///
  /// - Throws: ``StoreJournalError`` when there is no record, the first is not a checkpoint,
  ///   or one does not decode.
  static func snapshot(of records: [Data], journal: String) throws -> StoreSnapshot<State> {
    guard !records.isEmpty else { throw StoreJournalError.empty(journal) }
    let decoder = JSONDecoder()
    var snapshot: StoreSnapshot<State>?
    for (index, data) in records.enumerated() {
      let record: JournalRecord
      do {
        record = try decoder.decode(JournalRecord.self, from: data)
      } catch {
        throw StoreJournalError.unreadable(
          journal, record: index, reason: "it is not a \(State.self) store's record (\(error))")
      }
      if record.isCheckpoint {
        snapshot = StoreSnapshot(
          state: record.state, appliedIDs: record.ids, rememberedIDs: record.window,
          fingerprints: record.fingerprints)
      } else if snapshot != nil {
        snapshot!.state = record.state
        snapshot!.appliedIDs += record.ids
        snapshot!.fingerprints += record.fingerprints
        snapshot!.rememberedIDs = record.window
      } else {
        throw StoreJournalError.unreadable(
          journal, record: index, reason: "the journal does not start with a checkpoint")
      }
    }
    return snapshot!
  }
}
