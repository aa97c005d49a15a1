/// Group commit for a ``DistributedStore``'s journal, as a state machine: which applied
/// changes wait for a write, what the next write holds, and which waits a finished write
/// answers. The store performs the writes (`DistributedStore+Journal.swift`); every change
/// applied while one write is under way goes into the next, so a busy store writes once for
/// many actions.
final class JournalCommits {
  /// One write: the changes up to `upTo`, with the ids of the actions among them.
  struct Write {
    let upTo: Int
    let ids: [ActionID]
    let fingerprints: [UInt64]
    /// Whether the write replaces the journal with a checkpoint (every remembered id).
    let isCheckpoint: Bool
    /// Whether the journal must be found empty first: a new store's first write.
    let checksEmpty: Bool
  }

  /// How many records follow a checkpoint before the next write is one: what keeps a journal
  /// (and a recovery's reading of it) short.
  static let checkpointInterval = 1_000

  /// The number of changes applied so far.
  private(set) var noted = 0
  /// The number of changes the journal holds.
  private(set) var durable = 0
  /// Why the journal failed; the store applies nothing more.
  private(set) var failure: String?
  private var ids: [ActionID] = []
  private var fingerprints: [UInt64] = []
  /// The change of each id that the journal does not hold yet: a retry of it waits for it.
  private var unwritten: [ActionID: Int] = [:]
  private var waits: [(upTo: Int, wait: SettledWait<String?>)] = []
  private var isWriterRunning = false
  private var recordsSinceCheckpoint = 0
  private var checksEmpty: Bool

  /// Commits for a store whose journal holds its state (a resumed store), or for a new store,
  /// whose first write checks that the journal is empty and starts it with a checkpoint.
  init(isNew: Bool) {
    checksEmpty = isNew
  }

  /// Records a change applied to the state — an action's, with its id, or its effects' —
  /// and returns its number.
  func note(_ id: ActionID?, fingerprint: UInt64) -> Int {
    noted += 1
    if let id {
      ids.append(id)
      fingerprints.append(fingerprint)
      unwritten[id] = noted
    }
    return noted
  }

  /// The change a retry of `id` waits for: its first application's, while it is unwritten.
  func change(of id: ActionID) -> Int? {
    unwritten[id]
  }

  /// Whether a caller waiting for change `number` must wait: `false` once it is written.
  func isDurable(_ number: Int) -> Bool {
    durable >= number
  }

  /// Waits for change `number` with `wait`; resolved with `nil` once it is written, or with
  /// the journal's failure.
  func add(_ wait: SettledWait<String?>, for number: Int) {
    if let failure {
      wait.resolve(failure)
    } else {
      waits.append((number, wait))
    }
  }

  /// Whether the caller must start the writer: none runs, and the journal has not failed.
  func startsWriter() -> Bool {
    guard !isWriterRunning, failure == nil, noted > durable else { return false }
    isWriterRunning = true
    return true
  }

  /// The next write, or `nil` when everything applied is written (the writer then stops).
  func nextWrite() -> Write? {
    guard failure == nil, noted > durable else {
      isWriterRunning = false
      return nil
    }
    let write = Write(
      upTo: noted, ids: ids, fingerprints: fingerprints,
      isCheckpoint: checksEmpty || recordsSinceCheckpoint >= Self.checkpointInterval,
      checksEmpty: checksEmpty)
    ids.removeAll(keepingCapacity: true)
    fingerprints.removeAll(keepingCapacity: true)
    return write
  }

  /// Ends `write`: with no `failure`, its changes are durable; with one, the journal failed
  /// and every wait gets it.
  ///
  /// - Returns: The waits to resolve, with what to resolve each with.
  func finish(_ write: Write, failure: String?) -> [(SettledWait<String?>, String?)] {
    if let failure {
      // The writer stops at its next `nextWrite`, which finds the failure.
      self.failure = failure
      defer { waits.removeAll() }
      return waits.map { ($0.wait, failure) }
    }
    durable = write.upTo
    checksEmpty = false
    recordsSinceCheckpoint = write.isCheckpoint ? 0 : recordsSinceCheckpoint + 1
    for id in write.ids where unwritten[id].map({ $0 <= write.upTo }) ?? false {
      unwritten[id] = nil
    }
    var answered: [(SettledWait<String?>, String?)] = []
    waits.removeAll { entry in
      guard entry.upTo <= durable else { return false }
      answered.append((entry.wait, nil))
      return true
    }
    return answered
  }
}
