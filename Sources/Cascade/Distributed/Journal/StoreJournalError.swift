/// Why a ``StoreJournal`` could not be read or started: what was found, where, and what to do.
/// A journal is never reset or skipped silently.
public enum StoreJournalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The journal holds no record: no store wrote it, or none acknowledged anything before it
  /// stopped. Start a new store on it.
  case empty(String)
  /// Record number `record` (from 0) is not what a store of this type wrote.
  case unreadable(String, record: Int, reason: String)
  /// The journal's bytes from `offset` on are damaged: the records before them are intact.
  /// A write cut off by a crash was never acknowledged; see
  /// ``FileJournal/discardDamagedTail()``.
  case damaged(String, offset: Int, reason: String)
  /// A new store was given a journal that already holds another store's records: resume it
  /// with ``DistributedStore/resume(from:actorSystem:reducer:)``, or give the new store an
  /// empty journal.
  case inUse(String)

  /// What was found, naming the journal.
  public var description: String {
    switch self {
    case .empty(let journal):
      "The journal \(journal) holds no record: there is nothing to resume. Start a new store "
        + "on it (DistributedStore(initialState:actorSystem:journal:reducer:))."
    case .unreadable(let journal, let record, let reason):
      "Record \(record) of the journal \(journal) cannot be read: \(reason)."
    case .damaged(let journal, let offset, let reason):
      "The journal \(journal) is damaged from byte \(offset) on (\(reason)); the records "
        + "before it are intact. If a crash cut off the last write, that write was never "
        + "acknowledged: discardDamagedTail() keeps the bytes aside and truncates there."
    case .inUse(let journal):
      "The journal \(journal) already holds a store's records, and a new store would replace "
        + "them: resume that store with DistributedStore.resume(from:actorSystem:reducer:), "
        + "or give the new store an empty journal."
    }
  }
}
