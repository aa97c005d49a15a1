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

  typealias FragileStore = DistributedStore<Fragile.State, Fragile.Action, TestActorSystem>

  /// A store of `Fragile` on node "a" and a reference to it from node "b".
  func fragileCluster() throws -> (TestNetwork, FragileStore, FragileStore) {
    let network = TestNetwork(scheduler: scheduler)
    let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
    let store = FragileStore(initialState: Fragile.State(), actorSystem: a) { Fragile() }
    return (network, store, try FragileStore.resolve(id: store.id, using: b))
  }

  /// The serialization error `call` throws, as text; `nil` (and an issue) for anything else.
  func serializationFailure(
    _ call: @escaping @MainActor () async throws -> Void
  ) async -> String? {
    let task = scheduler.task { () async -> Error? in
      do {
        try await call()
        return nil
      } catch {
        return error
      }
    }
    await scheduler.advance(by: .milliseconds(2))
    let error = await task.value
    guard case .serialization(let text)? = error as? TestNetworkError else {
      Issue.record("expected a serialization error, got \(String(describing: error))")
      return nil
    }
    return text
  }

  @Test("an action that fails to encode throws at the caller, with what failed")
  func unencodable() async throws {
    let (network, store, remote) = try fragileCluster()
    let text = await serializationFailure { try await remote.send(.unencodable, id: ActionID("1")) }
    #expect(text?.contains("argument") == true)
    #expect(network.messageCount == 0)
    #expect(try await store.state.count == 0)
  }

  @Test("an action the callee cannot decode, or a reply that fails to encode, throws at the caller")
  func undecodable() async throws {
    let (_, store, remote) = try fragileCluster()
    let action = await serializationFailure {
      try await remote.send(.undecodable, id: ActionID("1"))
    }
    #expect(action?.contains("Action") == true)
    #expect(try await store.state.count == 0)
    try await store.send(.breakState, id: ActionID("2"))
    // The read ran; only its reply failed: an error of its own, which says so.
    let read = scheduler.task { () async -> Error? in
      do {
        _ = try await remote.state
        return nil
      } catch {
        return error
      }
    }
    await scheduler.advance(by: .milliseconds(2))
    guard case .replyNotEncoded(let reply)? = await read.value as? TestNetworkError else {
      Issue.record("expected replyNotEncoded")
      return
    }
    #expect(reply.contains("State"))
    #expect(try await store.state.count == 1)  // the store runs on
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

/// A feature whose values can fail to cross the network: an action that does not encode,
/// one that does not decode, and a state that stops encoding.
struct Fragile: Reducer {
  struct Refused: Error {}

  struct State: Codable, Sendable, Equatable {
    var count = 0
    var isBroken = false

    func encode(to encoder: any Encoder) throws {
      guard !isBroken else { throw Refused() }
      var container = encoder.singleValueContainer()
      try container.encode(count)
    }

    init() {}

    init(from decoder: any Decoder) throws {
      count = try decoder.singleValueContainer().decode(Int.self)
    }
  }

  enum Action: String, Codable, Sendable {
    case fine
    case unencodable
    case undecodable
    case breakState

    func encode(to encoder: any Encoder) throws {
      guard self != .unencodable else { throw Refused() }
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    init(from decoder: any Decoder) throws {
      let raw = try decoder.singleValueContainer().decode(String.self)
      guard let action = Action(rawValue: raw), action != .undecodable else { throw Refused() }
      self = action
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    if action == .breakState { state.isBroken = true }
    return .none
  }
}
