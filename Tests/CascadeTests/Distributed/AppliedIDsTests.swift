import Cascade
import CascadeTesting
import Distributed
import Foundation
import Testing

@Suite("A DistributedStore's applied ids: windows of distinct ids, carried whole, and no id reused")
struct AppliedIDsTests {
  let system = LocalTestingDistributedActorSystem()
  let settlingOn = TestScheduler()

  func release(_ stores: LocalAccount...) {
    for store in stores { system.resignID(store.id) }
  }

  @Test("a window counts distinct ids: a snapshot repeating an id still refuses its retry")
  func windowOfDistinctIDs() async throws {
    let a = ActionID("a")
    let snapshot = StoreSnapshot(state: Account.State(balance: 10), appliedIDs: [a, a])
    let store = LocalAccount.resume(snapshot, actorSystem: system, rememberedIDs: 2) {
      Account()
    }
    defer { release(store) }
    try await store.send(.deposit(1), id: ActionID("b"))
    try await store.send(.deposit(10), id: a)
    #expect(try await store.state.balance == 11)
    #expect(try await store.snapshot().appliedIDs == [a, ActionID("b")])
  }

  @Test("a snapshot carries its window, and a plain resume keeps it")
  func plainResumeKeepsTheWindow() async throws {
    let first = LocalAccount(initialState: Account.State(), actorSystem: system, rememberedIDs: 2) {
      Account()
    }
    try await first.send(.deposit(1), id: ActionID("1"))
    let snapshot = try await first.snapshot()
    #expect(snapshot.rememberedIDs == 2)
    let decoded = try JSONDecoder().decode(
      StoreSnapshot<Account.State>.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    let moved = LocalAccount.resume(decoded, actorSystem: system) { Account() }
    defer { release(first, moved) }
    try await moved.send(.deposit(1), id: ActionID("2"))
    try await moved.send(.deposit(1), id: ActionID("3"))
    // "1" fell out of the two-id window: its retry is applied again, as the window says.
    try await moved.send(.deposit(1), id: ActionID("1"))
    try await moved.send(.deposit(1), id: ActionID("3"))
    #expect(try await moved.state.balance == 4)
  }

  @Test("an id reused for another action is refused, naming the id; a retry still is not")
  func conflictingID() async throws {
    let store = LocalAccount(initialState: Account.State(), actorSystem: system) { Account() }
    defer { release(store) }
    let id = ActionID("order-7")
    try await store.send(.deposit(10), id: id)
    try await store.send(.deposit(10), id: id)
    await #expect(throws: DistributedStoreError.conflictingID(id)) {
      try await store.send(.deposit(99), id: id)
    }
    await #expect(throws: DistributedStoreError.conflictingID(id)) {
      _ = try await store.sendAndSettle(.deposit(99), id: id)
    }
    #expect(try await store.state.balance == 10)
    #expect(
      "\(DistributedStoreError.conflictingID(id))".contains(
        "'order-7' was already applied to a different action"))
    // The fingerprints travel in the snapshot: the resumed store refuses it too.
    let moved = LocalAccount.resume(try await store.snapshot(), actorSystem: system) {
      Account()
    }
    defer { release(moved) }
    await #expect(throws: DistributedStoreError.conflictingID(id)) {
      try await moved.send(.deposit(99), id: id)
    }
    // A snapshot written without fingerprints cannot tell: its ids count as retries.
    let old = LocalAccount.resume(
      StoreSnapshot(state: Account.State(), appliedIDs: [id]), actorSystem: system
    ) { Account() }
    defer { release(old) }
    try await old.send(.deposit(99), id: id)
    #expect(try await old.state.balance == 0)
  }
}

@Suite("A conflicting id seen from another node")
@MainActor
struct RemoteConflictingIDTests {
  let scheduler = TestScheduler()

  @Test("a caller on another node gets the store's error, which names the id")
  func remoteConflict() async throws {
    let network = TestNetwork(scheduler: scheduler, seed: 0)
    let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
    let store = NetworkedAccount(initialState: Account.State(), actorSystem: a) { Account() }
    let remote = try NetworkedAccount.resolve(id: store.id, using: b)
    let first = scheduler.task { try await remote.send(.deposit(1), id: ActionID("x")) }
    await scheduler.advance(by: .milliseconds(2))
    try await first.value
    let second = scheduler.task { try await remote.send(.deposit(2), id: ActionID("x")) }
    await scheduler.advance(by: .milliseconds(2))
    await #expect {
      try await second.value
    } throws: { error in
      "\(error)".contains("'x' was already applied to a different action")
    }
    #expect(try await store.state.balance == 1)
  }
}

/// A counter whose state cannot be encoded once it passes 1: a reply that fails to encode.
struct FragileCounter: Reducer {
  struct State: Codable, Sendable, Equatable {
    var count = 0

    struct TooLarge: Error {}

    func encode(to encoder: any Encoder) throws {
      guard count <= 1 else { throw TooLarge() }
      var container = encoder.singleValueContainer()
      try container.encode(count)
    }

    init() {}

    init(from decoder: any Decoder) throws {
      count = try decoder.singleValueContainer().decode(Int.self)
    }
  }

  enum Action: Codable, Sendable, Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@Suite("A reply that cannot be encoded says the call ran")
@MainActor
struct ReplyNotEncodedTests {
  let scheduler = TestScheduler()

  @Test("sendAndSettle whose state does not encode throws replyNotEncoded; a retry applies nothing")
  func replyNotEncoded() async throws {
    typealias Fragile = DistributedStore<
      FragileCounter.State, FragileCounter.Action, TestActorSystem
    >
    let network = TestNetwork(scheduler: scheduler, seed: 0)
    let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
    let store = Fragile(initialState: FragileCounter.State(), actorSystem: a) { FragileCounter() }
    let remote = try Fragile.resolve(id: store.id, using: b)
    for _ in 0..<2 {
      let call = scheduler.task {
        _ = try await remote.sendAndSettle(.increment, id: ActionID("1"))
        _ = try await remote.sendAndSettle(.increment, id: ActionID("2"))
      }
      await scheduler.advance(by: .milliseconds(4))
      await #expect {
        try await call.value
      } throws: { error in
        guard case .replyNotEncoded(let what)? = error as? TestNetworkError else { return false }
        return what.contains("FragileCounter.State")
          && "\(error)".contains("a retry with the same id will not apply it again")
      }
    }
    #expect(try await store.state.count == 2)
  }
}
