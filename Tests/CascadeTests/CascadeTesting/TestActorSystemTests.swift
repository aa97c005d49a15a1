import Cascade
import CascadeTesting
import Distributed
import Testing

typealias NetworkedAccount = DistributedStore<Account.State, Account.Action, TestActorSystem>

@Suite("TestActorSystem: nodes in one process, calls encoded, on virtual time, with faults")
@MainActor
struct TestActorSystemTests {
  let scheduler = TestScheduler()

  /// Two nodes; the store on "a", a reference to it from "b".
  func cluster(seed: UInt64 = 0) -> (TestNetwork, NetworkedAccount, NetworkedAccount) {
    let network = TestNetwork(scheduler: scheduler, seed: seed)
    let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
    let store = NetworkedAccount(initialState: Account.State(), actorSystem: a) { Account() }
    let remote = try! NetworkedAccount.resolve(id: store.id, using: b)
    return (network, store, remote)
  }

  @Test("a call from another node crosses the network: there and back on virtual time")
  func remoteCall() async throws {
    let (network, store, remote) = cluster()
    let call = scheduler.task { try await remote.send(.deposit(10), id: ActionID("1")) }
    await scheduler.advance(by: .milliseconds(2))
    try await call.value
    #expect(try await store.state.balance == 10)
    let read = scheduler.task { try await remote.state }
    await scheduler.advance(by: .milliseconds(2))
    #expect(try await read.value == Account.State(balance: 10, confirmed: 1))
    #expect(network.messageCount == 4)
  }

  @Test("a lost request makes the call throw a timeout, never hang")
  func timeout() async throws {
    let (network, store, remote) = cluster()
    network.dropRate = 1
    let call = scheduler.task { try await remote.send(.deposit(10), id: ActionID("1")) }
    await scheduler.advance(by: .seconds(1))
    await #expect(throws: TestNetworkError.timeout(after: .seconds(1))) { try await call.value }
    #expect(try await store.state.balance == 0)
  }

  @Test("a partition and a crashed node throw at the caller at once")
  func unreachable() async throws {
    let (network, store, remote) = cluster()
    network.partition(["a"], ["b"])
    #expect(await failure(of: remote) == .unreachable(from: "b", to: "a"))
    network.heal()
    network.crash("a")
    #expect(await failure(of: remote) == .nodeDown("a"))
    network.restart("a")
    let call = scheduler.task { await failure(of: remote) }
    await scheduler.advance(by: .milliseconds(2))
    #expect(await call.value == .actorNotFound(store.id))
  }

  /// The error a deposit from `remote`'s node throws, if any.
  nonisolated func failure(of remote: NetworkedAccount) async -> TestNetworkError? {
    do {
      try await remote.send(.deposit(1), id: ActionID("1"))
      return nil
    } catch {
      return error as? TestNetworkError
    }
  }

  @Test("a lost reply times out; the retry with the same id is not applied again")
  func lostReply() async throws {
    let (network, store, remote) = cluster()
    let call = scheduler.task { await failure(of: remote) }
    await scheduler.advance(by: .milliseconds(1))
    network.partition(["a"], ["b"])
    await scheduler.advance(by: .seconds(1))
    #expect(await call.value == .timeout(after: .seconds(1)))
    #expect(try await store.state.balance == 1)
    network.heal()
    let retry = scheduler.task { await failure(of: remote) }
    await scheduler.advance(by: .milliseconds(2))
    #expect(await retry.value == nil)
    #expect(try await store.state.balance == 1)
  }

  @Test("an action that fails to encode throws at the caller, with what failed")
  func unencodable() async throws {
    let network = TestNetwork(scheduler: scheduler)
    let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
    let store = DistributedStore(initialState: 0, actorSystem: a) { Fragile() }
    let remote = try DistributedStore<Int, Fragile.Action, TestActorSystem>.resolve(
      id: store.id, using: b)
    do {
      try await remote.send(.unencodable, id: ActionID("1"))
      Issue.record("expected a serialization error")
    } catch let error as TestNetworkError {
      guard case .serialization(let text) = error else {
        Issue.record("expected a serialization error, got \(error)")
        return
      }
      #expect(text.contains("argument"))
    }
    #expect(network.messageCount == 0)
  }

  @Test("duplicated messages apply an action once")
  func duplicates() async throws {
    let (network, store, remote) = cluster()
    network.duplicateRate = 1
    let call = scheduler.task { try await remote.send(.deposit(5), id: ActionID("1")) }
    await scheduler.advance(by: .milliseconds(2))
    try await call.value
    #expect(try await store.state.balance == 5)
  }

  /// 1,000 deposits of 1 from node "b", each retried until acknowledged, at a 30 % drop
  /// rate: the final state and the number of failed attempts.
  func lossyRun(seed: UInt64) async throws -> (Account.State, Int) {
    let (network, store, remote) = cluster(seed: seed)
    network.dropRate = 0.3
    let client = scheduler.task { () async -> Int in
      var failures = 0
      for index in 0..<1_000 {
        let id = ActionID("deposit-\(index)")
        while true {
          do {
            try await remote.send(.deposit(1), id: id)
            break
          } catch {
            failures += 1
          }
        }
      }
      return failures
    }
    await scheduler.run()
    let failures = await client.value
    return (try await store.state, failures)
  }

  @Test("1,000 actions at a 30 % drop rate with retries: each applied once, the same run twice")
  func lossyNetwork() async throws {
    let (state, failures) = try await lossyRun(seed: 2026)
    #expect(state.balance == 1_000)
    #expect(failures > 300)
    let again = try await TestActorSystemTests().lossyRun(seed: 2026)
    #expect(again.0 == state)
    #expect(again.1 == failures)
  }
}

/// A feature with an action that cannot be encoded.
struct Fragile: Reducer {
  enum Action: Codable, Sendable {
    case fine
    case unencodable

    struct Refused: Error {}

    func encode(to encoder: any Encoder) throws {
      guard case .fine = self else { throw Refused() }
      var container = encoder.singleValueContainer()
      try container.encode("fine")
    }

    init(from decoder: any Decoder) throws {
      self = .fine
    }
  }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    state += 1
    return .none
  }
}
