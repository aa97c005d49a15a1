import Cascade
import Distributed
import Foundation
import Testing

/// An account whose deposits confirm through an effect.
struct Account: Reducer {
  struct State: Codable, Sendable, Equatable {
    var balance = 0
    var confirmed = 0
  }

  enum Action: Codable, Sendable, Equatable {
    case deposit(Int)
    case confirm
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .deposit(let amount):
      state.balance += amount
      return .run { send in await send(.confirm) }
    case .confirm:
      state.confirmed += 1
      return .none
    }
  }
}

typealias LocalAccount = DistributedStore<
  Account.State, Account.Action, LocalTestingDistributedActorSystem
>

@Suite("DistributedStore: a store any node reaches, applying each action id at most once")
struct DistributedStoreTests {
  let system = LocalTestingDistributedActorSystem()
  /// A test scheduler turns settling on for the process, as in any suite of a user's that has
  /// one: made here so that every test below runs with it on, whatever ran before
  /// (`sendAndSettle` once settled its test's work from inside the store, and hung).
  let settlingOn = TestScheduler()

  func makeStore() -> LocalAccount {
    LocalAccount(initialState: Account.State(), actorSystem: system) { Account() }
  }

  /// The toolchain's local system keeps every actor it hosts until the actor resigns its id,
  /// and an actor holds its system: a test releases its stores by resigning them.
  func release(_ stores: LocalAccount...) {
    for store in stores { system.resignID(store.id) }
  }

  @Test("an action is applied once however often its id is sent")
  func atMostOnce() async throws {
    let store = makeStore()
    defer { release(store) }
    let id = ActionID("deposit-1")
    try await store.send(.deposit(10), id: id)
    try await store.send(.deposit(10), id: id)
    try await store.send(.deposit(5), id: ActionID("deposit-2"))
    #expect(try await store.state.balance == 15)
  }

  @Test("sendAndSettle returns the state once the action's effects finished")
  func settles() async throws {
    let store = makeStore()
    defer { release(store) }
    let state = try await store.sendAndSettle(.deposit(3), id: ActionID("a"))
    #expect(state == Account.State(balance: 3, confirmed: 1))
    let retried = try await store.sendAndSettle(.deposit(3), id: ActionID("a"))
    #expect(retried == state)
  }

  @Test("a retry after the store moved is not applied again")
  func snapshotAndResume() async throws {
    let store = makeStore()
    _ = try await store.sendAndSettle(.deposit(7), id: ActionID("first"))
    let snapshot = try await store.snapshot()
    #expect(snapshot.appliedIDs == [ActionID("first")])
    let data = try JSONEncoder().encode(snapshot)
    let moved = try JSONDecoder().decode(StoreSnapshot<Account.State>.self, from: data)
    let resumed = LocalAccount.resume(moved, actorSystem: system) { Account() }
    defer { release(store, resumed) }
    try await resumed.send(.deposit(7), id: ActionID("first"))
    #expect(try await resumed.state == Account.State(balance: 7, confirmed: 1))
    _ = try await resumed.sendAndSettle(.deposit(1), id: ActionID("second"))
    #expect(try await resumed.state.balance == 8)
    #expect(try await resumed.snapshot().appliedIDs == [ActionID("first"), ActionID("second")])
  }

  @Test("a store with a retry window forgets the oldest ids: a retry within it applies nothing")
  func retryWindow() async throws {
    let store = LocalAccount(
      initialState: Account.State(), actorSystem: system, rememberedIDs: 2
    ) { Account() }
    for name in ["a", "b", "c", "c", "b"] {
      try await store.send(.deposit(1), id: ActionID(name))
    }
    #expect(try await store.state.balance == 3)
    #expect(try await store.snapshot().appliedIDs == ["b", "c"].map(ActionID.init))
    try await store.send(.deposit(1), id: ActionID("a"))  // older than the window: applied again
    #expect(try await store.state.balance == 4)
    let ids = (0..<1_000).map { ActionID("\($0)") }
    for id in ids { try await store.send(.deposit(1), id: id) }
    #expect(try await store.snapshot().appliedIDs == Array(ids.suffix(2)))
    let resumed = LocalAccount.resume(
      StoreSnapshot(state: Account.State(), appliedIDs: ids), actorSystem: system,
      rememberedIDs: 3
    ) { Account() }
    defer { release(store, resumed) }
    #expect(try await resumed.snapshot().appliedIDs == Array(ids.suffix(3)))
    try await resumed.send(.deposit(1), id: ids[997])
    try await resumed.send(.deposit(1), id: ids[996])
    #expect(try await resumed.state.balance == 1)
  }

  @Test("concurrent duplicates of one id apply it once")
  func concurrentDuplicates() async throws {
    let store = makeStore()
    defer { release(store) }
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask { try? await store.send(.deposit(1), id: ActionID("same")) }
      }
      for index in 0..<50 {
        group.addTask { try? await store.send(.deposit(1), id: ActionID("id-\(index)")) }
      }
    }
    #expect(try await store.state.balance == 51)
  }
}
