import Cascade
import CascadeTesting
import Distributed
import Foundation
import Testing

@Suite("handOff: a store moves without losing an acknowledged write")
struct HandOffTests {
  let system = LocalTestingDistributedActorSystem()
  let settlingOn = TestScheduler()

  @Test("the handed-off copy refuses every later call; the resumed store applies a retry once")
  func fencesTheOldCopy() async throws {
    let old = LocalAccount(initialState: Account.State(), actorSystem: system) { Account() }
    try await old.send(.deposit(10), id: ActionID("1"))
    let snapshot = try await old.handOff()
    #expect(snapshot.state.balance == 10)
    await #expect(throws: DistributedStoreError.moved) {
      try await old.send(.deposit(5), id: ActionID("2"))
    }
    await #expect(throws: DistributedStoreError.moved) {
      _ = try await old.sendAndSettle(.deposit(5), id: ActionID("2"))
    }
    await #expect(throws: DistributedStoreError.moved) { _ = try await old.snapshot() }
    await #expect(throws: DistributedStoreError.moved) { _ = try await old.handOff() }
    #expect(try await old.state.balance == 10)
    for error in [DistributedStoreError.moved, .conflictingID(ActionID("x"))] {
      let decoded = try JSONDecoder().decode(
        DistributedStoreError.self, from: JSONEncoder().encode(error))
      #expect(decoded == error)
    }
    let moved = LocalAccount.resume(snapshot, actorSystem: system) { Account() }
    defer { for store in [old, moved] { system.resignID(store.id) } }
    try await moved.send(.deposit(10), id: ActionID("1"))
    try await moved.send(.deposit(5), id: ActionID("2"))
    #expect(try await moved.state.balance == 15)
  }
}

@Suite("handOff under a call in flight")
@MainActor
struct HandOffRaceTests {
  let scheduler = TestScheduler()

  @Test("a call on its way when the store moves is refused there and applied once after the move")
  func callInFlight() async throws {
    let network = TestNetwork(scheduler: scheduler, seed: 0)
    let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
    let c = TestActorSystem(scheduler: scheduler, node: "c", network: network)
    let old = NetworkedAccount(initialState: Account.State(), actorSystem: a) { Account() }
    let remoteOld = try NetworkedAccount.resolve(id: old.id, using: b)
    // The client sends at 0 ms; the request reaches "a" at 1 ms.
    let id = ActionID("deposit")
    let call = scheduler.task { () async -> Error? in
      do {
        try await remoteOld.send(.deposit(10), id: id)
        return nil
      } catch {
        return error
      }
    }
    await scheduler.advance(by: .microseconds(500))
    // The operator moves the store to "c" at 0.5 ms, the safe way.
    let snapshot = try await old.handOff()
    let moved = NetworkedAccount.resume(snapshot, actorSystem: c) { Account() }
    await scheduler.advance(by: .milliseconds(2))
    let refusal = try #require(await call.value)
    #expect("\(refusal)".contains("handed off"))
    // Not acknowledged by the old copy: the client retries on the new one, with the same id.
    let remoteMoved = try NetworkedAccount.resolve(id: moved.id, using: b)
    let retry = scheduler.task { try await remoteMoved.send(.deposit(10), id: id) }
    let again = scheduler.task { try await remoteMoved.send(.deposit(10), id: id) }
    await scheduler.advance(by: .milliseconds(2))
    try await retry.value
    try await again.value
    #expect(try await moved.state.balance == 10)
    #expect(try await moved.snapshot().appliedIDs == [id])
    #expect(try await old.state.balance == 0)
  }
}
