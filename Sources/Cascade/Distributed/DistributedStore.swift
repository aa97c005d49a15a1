import Distributed

/// A store hosted on one node of a distributed actor system: any node of the system sends it
/// actions and reads its state through Swift's distributed actors.
///
/// ```swift
/// let system = LocalTestingDistributedActorSystem()   // or a cluster's ClusterSystem…
/// let session = DistributedStore(initialState: Session.State(), actorSystem: system) {
///   Session()
/// }
/// try await session.send(.login, id: ActionID())
/// let state = try await session.state
/// ```
///
/// On its node it has ``StoreActor``'s semantics — its reducer runs on the distributed actor
/// itself, one action at a time, with its effects delivering back to it; its root mounts when
/// the first call reaches it (a distributed actor's initializer does not run on the actor) —
/// plus what crossing a network needs:
/// - Every action carries an ``ActionID``, and the store applies each id at most once: a
///   retry of an id it already applied returns normally and applies nothing. A client that
///   retries with the same id until a call returns gets exactly-once. The same id with a
///   different action is refused with ``DistributedStoreError/conflictingID(_:)``, never
///   acknowledged and dropped.
/// - ``handOff()`` and ``resume(_:actorSystem:reducer:)`` move the store (or passivate it):
///   the state and the applied ids travel, so a retry after the move is not applied again,
///   and the old copy refuses every later call, so no write lands there and is lost.
/// - With a ``StoreJournal`` (``init(initialState:actorSystem:journal:reducer:)``), an
///   acknowledged action is durable: the store returns from a call only once the journal
///   holds it, and ``resume(from:actorSystem:reducer:)`` rebuilds the store after a crash.
///
/// Calls from another node throw what the actor system reports (unreachable node, timeout,
/// a value that does not encode); a call on the store's own node goes straight to it.
///
/// The types that cross nodes — the state, the action and the errors — are `Codable`, and a
/// receiving node must resolve them by name: on Linux, not `private` and not local to a
/// function.
///
/// By default the store remembers every id it applied, for its life and in its snapshots —
/// about a hundred bytes per action with ``ActionID/init()``'s UUIDs. A long-lived store can
/// keep a retry window instead, ``init(initialState:actorSystem:rememberedIDs:reducer:)``:
/// the most recent distinct ids only, so a retry of an action older than the window is
/// applied again (as an idempotency key expires at a payment service). The window travels in
/// the snapshot, and a plain resume keeps it.
public distributed actor DistributedStore<
  State: Codable & Sendable, Action: Codable & Sendable, ActorSystem: DistributedActorSystem
>
where ActorSystem.SerializationRequirement == any Codable {
  let core: StoreCore<State, Action>
  private(set) var applied: AppliedIDs
  /// Whether the core runs on this actor yet: a distributed actor's initializer is not
  /// isolated to it, so the first call that reaches the store moves its core here (and mounts
  /// its root).
  private var isPrepared = false
  /// Whether ``handOff()`` moved the store away: every later call throws
  /// ``DistributedStoreError/moved`` and applies nothing.
  private var isHandedOff = false
  /// Where the store writes what it applied before acknowledging it, if it has a journal.
  let journal: (any StoreJournal)?
  /// The journal's group commit: what waits for a write.
  let commits: JournalCommits?

  /// Creates a store on `actorSystem`'s local node, running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - actorSystem: The system that hosts the store.
  ///   - reducer: Builds the reducer, once.
  public init<R: Reducer>(
    initialState: State, actorSystem: ActorSystem, reducer: sending () -> R
  ) where R.State == State, R.Action == Action {
    self.init(
      snapshot: StoreSnapshot(state: initialState, appliedIDs: []), actorSystem: actorSystem,
      limit: nil, journal: nil, reducer: reducer)
  }

  /// Creates a store that remembers only the last `rememberedIDs` action ids: a retry of an
  /// action older than that window is applied again.
  ///
  /// ```swift
  /// let session = DistributedStore(
  ///   initialState: Session.State(), actorSystem: system, rememberedIDs: 10_000
  /// ) { Session() }
  /// ```
  ///
  /// Choose the window larger than the number of actions any client can send while it still
  /// retries an earlier one. A window of less than one id is a programmer error (a
  /// precondition).
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - actorSystem: The system that hosts the store.
  ///   - rememberedIDs: How many of the most recent action ids the store remembers.
  ///   - reducer: Builds the reducer, once.
  public init<R: Reducer>(
    initialState: State, actorSystem: ActorSystem, rememberedIDs: Int,
    reducer: sending () -> R
  ) where R.State == State, R.Action == Action {
    self.init(
      snapshot: StoreSnapshot(state: initialState, appliedIDs: []), actorSystem: actorSystem,
      limit: rememberedIDs, journal: nil, reducer: reducer)
  }

  /// The store every public initializer and `resume` makes: `journal` (if any) with `commits`
  /// for it, which say whether it is new.
  init<R: Reducer>(
    snapshot: StoreSnapshot<State>, actorSystem: ActorSystem, limit: Int?,
    journal: (journal: any StoreJournal, isNew: Bool)?, reducer: sending () -> R
  ) where R.State == State, R.Action == Action {
    self.actorSystem = actorSystem
    self.core = StoreActor.makeCore(snapshot.state, reducer())
    self.applied = AppliedIDs(
      snapshot.appliedIDs, fingerprints: snapshot.fingerprints, limit: limit)
    self.journal = journal?.journal
    self.commits = journal.map { JournalCommits(isNew: $0.isNew) }
  }

  /// Resumes a store from a snapshot on `actorSystem`'s local node: a local factory, since a
  /// distributed actor has no distributed static members.
  ///
  /// - Parameters:
  ///   - snapshot: What ``snapshot()`` returned (possibly on another node).
  ///   - actorSystem: The system that hosts the resumed store.
  ///   - reducer: Builds the reducer, once.
  /// - Returns: A new store (with a new actor id) holding the snapshot's state and applied
  ///   ids.
  public static func resume<R: Reducer>(
    _ snapshot: StoreSnapshot<State>, actorSystem: ActorSystem, reducer: sending () -> R
  ) -> Self where R.State == State, R.Action == Action {
    Self(
      snapshot: snapshot, actorSystem: actorSystem, limit: snapshot.rememberedIDs,
      journal: nil, reducer: reducer)
  }

  /// Resumes a store from a snapshot, remembering only the last `rememberedIDs` action ids
  /// (the snapshot's most recent ones first); see
  /// ``init(initialState:actorSystem:rememberedIDs:reducer:)``.
  ///
  /// - Parameters:
  ///   - snapshot: What ``snapshot()`` returned (possibly on another node).
  ///   - actorSystem: The system that hosts the resumed store.
  ///   - rememberedIDs: How many of the most recent action ids the store remembers.
  ///   - reducer: Builds the reducer, once.
  /// - Returns: A new store (with a new actor id) holding the snapshot's state and its most
  ///   recent applied ids.
  public static func resume<R: Reducer>(
    _ snapshot: StoreSnapshot<State>, actorSystem: ActorSystem, rememberedIDs: Int,
    reducer: sending () -> R
  ) -> Self where R.State == State, R.Action == Action {
    Self(
      snapshot: snapshot, actorSystem: actorSystem, limit: rememberedIDs, journal: nil,
      reducer: reducer)
  }

  /// Applies `action` unless an action with `id` was applied before; returns once the
  /// reducer ran (its effects run on).
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - id: The action's id, the same for every retry of it.
  /// - Throws: From another node, what the actor system reports when the call fails.
  public distributed func send(_ action: Action, id: ActionID) async throws {
    prepare()
    try refuseIfFenced()
    let fingerprint = Fingerprint.of(action)
    guard try markApplied(id, fingerprint: fingerprint) else {
      if commits != nil { try await acknowledgeRetry(of: id) }
      return
    }
    _ = core.send(action)
    if commits != nil { try await acknowledge(id, fingerprint: fingerprint) }
  }

  /// Applies `action` unless an action with `id` was applied before, and returns the state
  /// once that action's effects have finished. A retry of an id already applied returns the
  /// current state at once.
  ///
  /// It waits for the effects; it does not move a test's time. An effect that sleeps on a
  /// `TestScheduler` finishes when the test advances it: start the call with
  /// `scheduler.task { … }`, then advance.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - id: The action's id, the same for every retry of it.
  /// - Returns: The state after the action's effects finished.
  /// - Throws: From another node, what the actor system reports when the call fails.
  public distributed func sendAndSettle(_ action: Action, id: ActionID) async throws -> State {
    prepare()
    try refuseIfFenced()
    let fingerprint = Fingerprint.of(action)
    // The action's effects are waited for, not settled from here: a test's settle runs its
    // domain's jobs on the caller's actor, this store, which those effects deliver to.
    if try markApplied(id, fingerprint: fingerprint) {
      await core.send(action).group?.finish()
      // One write holds the action and what its effects changed.
      if commits != nil { try await acknowledge(id, fingerprint: fingerprint) }
    } else if commits != nil {
      try await acknowledgeRetry(of: id)
    }
    return core.state
  }

  // Unoptimized: Swift 6.3's optimizer crashes on a release-mode call of any `distributed var`
  // from another module ("SILFunction type mismatch"; swiftlang/swift#84047, fixed upstream).
  /// The current state.
  @_optimize(none)
  public distributed var state: State {
    prepare()
    return core.state
  }

  /// The state and the ids of the actions applied, to resume the store elsewhere with
  /// ``resume(_:actorSystem:reducer:)``.
  ///
  /// - Returns: The snapshot.
  /// - Throws: From another node, what the actor system reports when the call fails.
  public distributed func snapshot() async throws -> StoreSnapshot<State> {
    prepare()
    try refuseIfFenced()
    return currentSnapshot()
  }

  /// Moves the store without losing a write: takes the snapshot and fences this copy in one
  /// step on the actor, so no call lands between them. Every later call to this copy throws
  /// ``DistributedStoreError/moved`` and applies nothing (its caller retries on the store
  /// resumed from the snapshot, with the same ``ActionID``: applied there once); effects still
  /// running here are cancelled.
  ///
  /// ```swift
  /// let snapshot = try await oldStore.handOff()
  /// let moved = Wallet.resume(snapshot, actorSystem: otherNode) { Wallet() }
  /// ```
  ///
  /// A ``snapshot()`` taken while the store keeps running is a copy, not a move: an action
  /// acknowledged by the old copy after it would be missing from the resumed store.
  ///
  /// - Returns: The snapshot to resume the store from.
  /// - Throws: ``DistributedStoreError/moved`` when the store was already handed off; from
  ///   another node, what the actor system reports.
  public distributed func handOff() async throws -> StoreSnapshot<State> {
    prepare()
    try refuseIfFenced()
    isHandedOff = true
    let snapshot = currentSnapshot()
    core.cancelAllEffects()
    return snapshot
  }

  /// Throws what fences this copy: a hand-off, or a failed journal.
  private func refuseIfFenced() throws {
    if isHandedOff { throw DistributedStoreError.moved }
    if let failure = commits?.failure { throw DistributedStoreError.journalFailed(failure) }
  }

  func currentSnapshot() -> StoreSnapshot<State> {
    StoreSnapshot(
      state: core.state, appliedIDs: applied.ordered, rememberedIDs: applied.limit,
      fingerprints: applied.orderedFingerprints)
  }

  /// Moves the core onto this actor, once: its effects deliver here from now on.
  private func prepare() {
    guard !isPrepared else { return }
    isPrepared = true
    core.isolation = .actor(asLocalActor)
    if core.setup.rootMount != nil { core.mountRoot() }
  }

  /// Records `id` as applied to the action of `fingerprint`; `false` when it already was (a
  /// retry). Marked before the action runs, so a duplicate arriving while the first is being
  /// applied is not applied too.
  ///
  /// - Throws: ``DistributedStoreError/conflictingID(_:)`` when `id` was applied to another
  ///   action: nothing is applied, and the caller learns it rather than a silent success.
  private func markApplied(_ id: ActionID, fingerprint: UInt64) throws -> Bool {
    switch applied.insert(id, fingerprint: fingerprint) {
    case .inserted: return true
    case .applied: return false
    case .conflicting: throw DistributedStoreError.conflictingID(id)
    }
  }
}

/// A store's reference crosses nodes as its id, as any distributed actor's does: a
/// distributed function may take or return one, and a cluster's receptionist can carry it.
/// The decoding node resolves it with the actor system its decoder's `userInfo` names
/// (`CodingUserInfoKey.actorSystemKey`), as every `DistributedActorSystem` sets it.
extension DistributedStore: Codable where ActorSystem.ActorID: Codable {}
