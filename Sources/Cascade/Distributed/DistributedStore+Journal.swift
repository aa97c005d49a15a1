import Distributed
import Foundation

extension DistributedStore {
  /// Creates a store that acknowledges an action only once `journal` holds it, so that an
  /// acknowledged action survives a crash of its node:
  /// ``resume(from:actorSystem:reducer:)`` rebuilds the store from the journal.
  ///
  /// ```swift
  /// let journal = FileJournal(url: directory.appending(path: "session.journal"))
  /// let session = DistributedStore(
  ///   initialState: Session.State(), actorSystem: system, journal: journal
  /// ) { Session() }
  /// ```
  ///
  /// `send` returns once the reducer ran and the journal holds the action's id and the state
  /// after it; `sendAndSettle` once it also holds what the action's effects changed. Writes
  /// are grouped: the actions applied while one write is under way share the next, so many
  /// concurrent callers cost a few writes. What effects change after the last acknowledged
  /// write is written with the next one (a crash before then loses it, as it loses the
  /// effects themselves). When a write fails, the caller gets
  /// ``DistributedStoreError/journalFailed(_:)`` and this copy applies nothing more: resume it
  /// from the journal, which holds everything acknowledged.
  ///
  /// The journal must be empty: the store's first write checks it, and a journal that holds
  /// records fails that write with ``StoreJournalError/inUse(_:)`` rather than replace them.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - actorSystem: The system that hosts the store.
  ///   - journal: Where the store writes what it applied, before acknowledging it.
  ///   - reducer: Builds the reducer, once.
  public init<R: Reducer>(
    initialState: State, actorSystem: ActorSystem, journal: some StoreJournal,
    reducer: sending () -> R
  ) where R.State == State, R.Action == Action {
    self.init(
      snapshot: StoreSnapshot(state: initialState, appliedIDs: []), actorSystem: actorSystem,
      limit: nil, journal: (journal, isNew: true), reducer: reducer)
  }

  /// Creates a store with a journal that remembers only the last `rememberedIDs` action ids:
  /// ``init(initialState:actorSystem:journal:reducer:)`` with
  /// ``init(initialState:actorSystem:rememberedIDs:reducer:)``'s retry window, which the
  /// journal keeps and a recovery restores.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - actorSystem: The system that hosts the store.
  ///   - rememberedIDs: How many of the most recent action ids the store remembers.
  ///   - journal: Where the store writes what it applied, before acknowledging it.
  ///   - reducer: Builds the reducer, once.
  public init<R: Reducer>(
    initialState: State, actorSystem: ActorSystem, rememberedIDs: Int,
    journal: some StoreJournal, reducer: sending () -> R
  ) where R.State == State, R.Action == Action {
    self.init(
      snapshot: StoreSnapshot(state: initialState, appliedIDs: []), actorSystem: actorSystem,
      limit: rememberedIDs, journal: (journal, isNew: true), reducer: reducer)
  }

  /// Rebuilds a store from its journal after a crash (or a restart): every action it
  /// acknowledged is applied and its id remembered, with its retry window.
  ///
  /// ```swift
  /// let session = try await DistributedStore<Session.State, Session.Action, ClusterSystem>
  ///   .resume(from: journal, actorSystem: system) { Session() }
  /// ```
  ///
  /// The store's state is the one it acknowledged last — nothing runs through the reducer
  /// again, so a reducer that reads the date or makes ids recovers exactly that state — and
  /// effects that were running are not restarted (start them from the state, in an
  /// `onMount`). The journal is compacted to one checkpoint first, and the resumed store
  /// goes on writing it.
  ///
  /// - Parameters:
  ///   - journal: The journal a store wrote.
  ///   - actorSystem: The system that hosts the resumed store.
  ///   - reducer: Builds the reducer, once.
  /// - Returns: A new store (with a new actor id).
  /// - Throws: ``StoreJournalError`` when the journal is empty, damaged or not this store
  ///   type's; what the journal throws when it cannot be read or compacted.
  public static func resume<R: Reducer>(
    from journal: some StoreJournal, actorSystem: ActorSystem, reducer: sending () -> R
  ) async throws -> Self where R.State == State, R.Action == Action {
    let snapshot = try JournalRecord<State>.snapshot(
      of: try await journal.records(), journal: String(describing: journal))
    return try await resume(snapshot, actorSystem: actorSystem, journal: journal, reducer: reducer)
  }

  /// Resumes a store from a snapshot (a ``handOff()``'s, on another node) with a journal:
  /// the snapshot is written to `journal` as its checkpoint, replacing what it held, before
  /// the store exists, so the store is durable from its first call.
  ///
  /// ```swift
  /// let snapshot = try await old.handOff()
  /// let moved = try await Wallet.resume(
  ///   snapshot, actorSystem: otherNode, journal: FileJournal(url: otherNodeFile)
  /// ) { Wallet() }
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: What ``handOff()`` returned.
  ///   - actorSystem: The system that hosts the resumed store.
  ///   - journal: Where the resumed store writes what it applies.
  ///   - reducer: Builds the reducer, once.
  /// - Returns: A new store (with a new actor id) holding the snapshot's state, applied ids
  ///   and window.
  /// - Throws: What the journal throws when the checkpoint cannot be written.
  public static func resume<R: Reducer>(
    _ snapshot: StoreSnapshot<State>, actorSystem: ActorSystem, journal: some StoreJournal,
    reducer: sending () -> R
  ) async throws -> Self where R.State == State, R.Action == Action {
    let applied = AppliedIDs(
      snapshot.appliedIDs, fingerprints: snapshot.fingerprints, limit: snapshot.rememberedIDs)
    let checkpoint = JournalRecord(checkpoint: snapshot.state, applied: applied)
    try await journal.replace(with: try checkpoint.encoded())
    return Self(
      snapshot: snapshot, actorSystem: actorSystem, limit: snapshot.rememberedIDs,
      journal: (journal, isNew: false), reducer: reducer)
  }

  /// Returns once the journal holds the action just applied with `id` (and the state after
  /// it).
  ///
  /// - Throws: ``DistributedStoreError/journalFailed(_:)`` when the write failed.
  func acknowledge(_ id: ActionID, fingerprint: UInt64) async throws {
    guard let commits else { return }
    try await waitForWrite(of: commits.note(id, fingerprint: fingerprint))
  }

  /// Returns once the journal holds the first application of `id`, which a retry answers.
  func acknowledgeRetry(of id: ActionID) async throws {
    guard let change = commits?.change(of: id) else { return }
    try await waitForWrite(of: change)
  }

  private func waitForWrite(of change: Int) async throws {
    guard let commits, !commits.isDurable(change) else { return }
    let wait = SettledWait<String?>()
    commits.add(wait, for: change)
    if commits.startsWriter() {
      // The writer is settled work of a test, and calls back into this actor.
      SettledWait<Void>.startTask(fileID: #fileID, line: #line) { [self] in
        await whenLocal { await $0.writeJournal() }
      }
    }
    if let failure = await wait.wait() { throw DistributedStoreError.journalFailed(failure) }
  }

  /// Writes what waits, one group at a time, until nothing does or the journal fails.
  private func writeJournal() async {
    guard let commits, let journal else { return }
    while let write = commits.nextWrite() {
      // The record is taken now, on the actor: the state holds exactly the changes written.
      let record =
        write.isCheckpoint
        ? JournalRecord(checkpoint: core.state, applied: applied)
        : JournalRecord(
          state: core.state, ids: write.ids, fingerprints: write.fingerprints,
          window: applied.limit)
      var failure: String?
      do {
        let data = try record.encoded()
        if write.checksEmpty, try await !journal.records().isEmpty {
          throw StoreJournalError.inUse(String(describing: journal))
        }
        if write.isCheckpoint {
          try await journal.replace(with: data)
        } else {
          try await journal.append(data)
        }
      } catch {
        failure = String(describing: error)
      }
      for (wait, result) in commits.finish(write, failure: failure) { wait.resolve(result) }
    }
  }
}
