import Cascade
import CascadeTesting
import Distributed
import Testing

/// A receptionist in miniature: a distributed actor that keeps store references by name and
/// hands them to whoever asks, as a cluster's receptionist carries them.
distributed actor AccountDirectory {
  typealias ActorSystem = TestActorSystem

  private var accounts: [String: NetworkedAccount] = [:]

  distributed func register(_ account: NetworkedAccount, as name: String) {
    accounts[name] = account
  }

  distributed func lookUp(_ name: String) -> NetworkedAccount? {
    accounts[name]
  }
}

@Suite("A DistributedStore crosses nodes as a reference, in a distributed call")
@MainActor
struct StoreReferenceTests {
  let scheduler = TestScheduler()

  @Test("a store registered from one node and looked up from another is the same store")
  func throughADirectory() async throws {
    let network = TestNetwork(scheduler: scheduler, seed: 0)
    let registry = TestActorSystem(scheduler: scheduler, node: "registry", network: network)
    let host = TestActorSystem(scheduler: scheduler, node: "host", network: network)
    let client = TestActorSystem(scheduler: scheduler, node: "client", network: network)
    let directory = AccountDirectory(actorSystem: registry)
    let store = NetworkedAccount(initialState: Account.State(), actorSystem: host) { Account() }

    // The host passes its store in a call: it is encoded as its id, resolved on "registry".
    let remoteDirectory = try AccountDirectory.resolve(id: directory.id, using: host)
    let registering = scheduler.task { try await remoteDirectory.register(store, as: "alice") }
    await scheduler.advance(by: .milliseconds(2))
    try await registering.value

    // The client gets it back in a reply, resolved on "client", and sends through it.
    let clientDirectory = try AccountDirectory.resolve(id: directory.id, using: client)
    let lookingUp = scheduler.task { try await clientDirectory.lookUp("alice") }
    await scheduler.advance(by: .milliseconds(2))
    let account = try #require(try await lookingUp.value)
    #expect(account.id == store.id)
    let depositing = scheduler.task { try await account.send(.deposit(25), id: ActionID("d1")) }
    await scheduler.advance(by: .milliseconds(2))
    try await depositing.value
    #expect(try await store.state.balance == 25)
  }
}
