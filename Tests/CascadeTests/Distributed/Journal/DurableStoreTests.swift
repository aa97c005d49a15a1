import Cascade
import CascadeTesting
import Distributed
import Foundation
import Testing

@Suite("A store with a journal: acknowledged means durable")
@MainActor
struct DurableStoreTests {
  let system = LocalTestingDistributedActorSystem()
  let scheduler = TestScheduler()
  /// The stores a test made: the system keeps each (and so its journal) until it is resigned,
  /// and each is held here while it is (a store freed inside `resignID` would resign itself
  /// under the system's lock).
  let made = LockIsolated<[LocalAccount]>([])

  /// Resigns the stores the test made (each test defers it).
  func release() {
    let stores = made.value
    for store in stores { system.resignID(store.id) }
  }

  /// `store`, resigned when the test ends.
  func keep(_ store: LocalAccount) -> LocalAccount {
    made.withValue { $0.append(store) }
    return store
  }

  func store(_ journal: TestJournal) -> LocalAccount {
    keep(
      LocalAccount(initialState: Account.State(), actorSystem: system, journal: journal) {
        Account()
      })
  }

  /// The store resumed from `journal`, moving time for its writes.
  func recover(_ journal: TestJournal) async throws -> LocalAccount {
    let system = system
    let recovery = scheduler.task {
      try await LocalAccount.resume(from: journal, actorSystem: system) { Account() }
    }
    await scheduler.advance(by: journal.writeLatency)
    return keep(try await recovery.value)
  }

  @Test("every acknowledged action survives: resume(from:) has it applied and its id remembered")
  func recoversAcknowledged() async throws {
    defer { release() }
    let journal = TestJournal()
    let first = store(journal)
    for n in 1...3 { try await first.send(.deposit(n), id: ActionID("\(n)")) }
    journal.crash()
    let recovered = try await recover(journal)
    #expect(try await recovered.state.balance == 6)
    // A retry is not applied again, and a reused id is still refused.
    try await recovered.send(.deposit(2), id: ActionID("2"))
    await #expect(throws: DistributedStoreError.conflictingID(ActionID("3"))) {
      try await recovered.send(.deposit(9), id: ActionID("3"))
    }
    #expect(try await recovered.state.balance == 6)
    // Recovery compacted the journal to one checkpoint, which the store goes on writing.
    #expect(journal.storedRecords.count == 1)
    try await recovered.send(.deposit(4), id: ActionID("4"))
    #expect(journal.storedRecords.count == 2)
  }

  @Test("send returns only once the journal holds the action")
  func waitsForTheWrite() async throws {
    defer { release() }
    let journal = TestJournal(scheduler: scheduler, writeLatency: .milliseconds(5))
    let account = store(journal)
    let call = scheduler.task { try await account.send(.deposit(10), id: ActionID("1")) }
    await scheduler.advance(by: .milliseconds(4))
    #expect(journal.writeCount == 0)
    #expect(try await account.state.balance == 10)
    await scheduler.advance(by: .milliseconds(1))
    try await call.value
    #expect(journal.writeCount == 1)
  }

  @Test("a crash mid-write loses only the unacknowledged action; its retry lands once")
  func crashInFlight() async throws {
    defer { release() }
    let journal = TestJournal(scheduler: scheduler, writeLatency: .milliseconds(2))
    let first = store(journal)
    let acknowledged = scheduler.task { try await first.send(.deposit(1), id: ActionID("a")) }
    await scheduler.advance(by: .milliseconds(2))
    try await acknowledged.value
    let inFlight = scheduler.task { try await first.send(.deposit(10), id: ActionID("b")) }
    await scheduler.advance(by: .milliseconds(1))
    journal.crash()
    await scheduler.advance(by: .milliseconds(1))
    await #expect(throws: DistributedStoreError.self) { try await inFlight.value }
    // The failed copy applies nothing more, and says why.
    do {
      try await first.send(.deposit(100), id: ActionID("c"))
      Issue.record("the copy whose journal failed applied an action")
    } catch let DistributedStoreError.journalFailed(reason) {
      #expect(reason.contains("crashed"))
    }
    let recovered = try await recover(journal)
    #expect(try await recovered.state.balance == 1)
    let retry = scheduler.task { try await recovered.send(.deposit(10), id: ActionID("b")) }
    await scheduler.advance(by: .milliseconds(2))
    try await retry.value
    #expect(try await recovered.state.balance == 11)
  }

  @Test("a retry of an action whose write is under way waits for that write")
  func retryWaitsForTheFirstWrite() async throws {
    defer { release() }
    let journal = TestJournal(scheduler: scheduler, writeLatency: .milliseconds(4))
    let account = store(journal)
    let first = scheduler.task { try await account.send(.deposit(10), id: ActionID("1")) }
    await scheduler.advance(by: .milliseconds(1))
    let retry = scheduler.task { try await account.send(.deposit(10), id: ActionID("1")) }
    await scheduler.advance(by: .milliseconds(1))
    journal.crash()
    await scheduler.advance(by: .milliseconds(2))
    // Both fail: the retry did not acknowledge what no journal holds.
    await #expect(throws: DistributedStoreError.self) { try await first.value }
    await #expect(throws: DistributedStoreError.self) { try await retry.value }
  }

  @Test("concurrent sends share writes: fifty callers, a few writes")
  func groupCommit() async throws {
    defer { release() }
    let journal = TestJournal(scheduler: scheduler, writeLatency: .milliseconds(1))
    let account = store(journal)
    let first = scheduler.task { try await account.send(.deposit(1), id: ActionID("0")) }
    await scheduler.advance()
    // The first write is under way: every action applied meanwhile waits for the next one.
    let calls = (1...49).map { n in
      scheduler.task { try await account.send(.deposit(1), id: ActionID("\(n)")) }
    }
    await scheduler.advance(by: .milliseconds(10))
    try await first.value
    for call in calls { try await call.value }
    #expect(journal.writeCount == 2)
    journal.crash()
    #expect(try await recover(journal).state.balance == 50)
  }

  @Test("sendAndSettle returns once the journal holds what the action's effects changed")
  func settledStateIsDurable() async throws {
    defer { release() }
    let journal = TestJournal()
    let account = store(journal)
    let state = try await account.sendAndSettle(.deposit(5), id: ActionID("1"))
    #expect(state == Account.State(balance: 5, confirmed: 1))
    journal.crash()
    #expect(try await recover(journal).state == state)
  }

  @Test("a new store refuses a journal that holds another store's records")
  func refusesAJournalInUse() async throws {
    defer { release() }
    let journal = TestJournal(name: "wallets/7")
    try await store(journal).send(.deposit(5), id: ActionID("1"))
    let records = journal.storedRecords
    do {
      try await store(journal).send(.deposit(1), id: ActionID("2"))
      Issue.record("a new store replaced a journal in use")
    } catch let DistributedStoreError.journalFailed(reason) {
      #expect(reason == StoreJournalError.inUse("wallets/7").description)
    }
    #expect(journal.storedRecords == records)
  }

  @Test("an empty journal, or another type's, cannot be resumed, and says why")
  func unreadableJournals() async throws {
    defer { release() }
    await #expect(throws: StoreJournalError.empty("test journal")) {
      _ = try await recover(TestJournal())
    }
    let other = TestJournal(name: "other")
    try await other.append(Data("{}".utf8))
    do {
      _ = try await recover(other)
      Issue.record("a foreign record was resumed")
    } catch let StoreJournalError.unreadable(name, record, _) {
      #expect(name == "other" && record == 0)
    }
  }

  @Test("a full journal fails the write: the caller is told, and nothing more is applied")
  func failingWrites() async throws {
    defer { release() }
    let journal = TestJournal()
    let account = store(journal)
    try await account.send(.deposit(1), id: ActionID("1"))
    journal.failure = "no space left on device"
    await #expect(throws: DistributedStoreError.self) {
      try await account.send(.deposit(2), id: ActionID("2"))
    }
    journal.failure = nil
    await #expect(throws: DistributedStoreError.self) {
      _ = try await account.snapshot()
    }
    #expect(try await recover(journal).state.balance == 1)
  }

  @Test("a long life writes checkpoints: the journal stays short, and recovery is whole")
  func checkpoints() async throws {
    defer { release() }
    let journal = TestJournal()
    let account = store(journal)
    for n in 1...2_500 { try await account.send(.deposit(1), id: ActionID("\(n)")) }
    #expect(journal.storedRecords.count <= 1_001)
    journal.crash()
    let recovered = try await recover(journal)
    #expect(try await recovered.state.balance == 2_500)
    try await recovered.send(.deposit(1), id: ActionID("1"))
    #expect(try await recovered.snapshot().appliedIDs.count == 2_500)
  }

  @Test("a store moved with a journal keeps its window through a crash")
  func handOffWithAJournal() async throws {
    defer { release() }
    let old = keep(
      LocalAccount(initialState: Account.State(), actorSystem: system, rememberedIDs: 2) {
        Account()
      })
    for n in 1...3 { try await old.send(.deposit(1), id: ActionID("\(n)")) }
    let journal = TestJournal()
    let moved = keep(
      try await LocalAccount.resume(old.handOff(), actorSystem: system, journal: journal) {
        Account()
      })
    try await moved.send(.deposit(1), id: ActionID("4"))
    journal.crash()
    let recovered = try await recover(journal)
    let snapshot = try await recovered.snapshot()
    #expect(snapshot.state.balance == 4)
    #expect(snapshot.rememberedIDs == 2)
    #expect(snapshot.appliedIDs == [ActionID("3"), ActionID("4")])
  }

  @Test("a windowed store with a journal recovers its window, not every id")
  func windowedJournal() async throws {
    defer { release() }
    let journal = TestJournal()
    let account = keep(
      LocalAccount(
        initialState: Account.State(), actorSystem: system, rememberedIDs: 3, journal: journal
      ) { Account() })
    for n in 1...10 { try await account.send(.deposit(1), id: ActionID("\(n)")) }
    journal.crash()
    let snapshot = try await recover(journal).snapshot()
    #expect(snapshot.rememberedIDs == 3)
    #expect(snapshot.appliedIDs == ["8", "9", "10"].map { ActionID($0) })
    #expect(snapshot.state.balance == 10)
  }
}
