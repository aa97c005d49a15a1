import Cascade
import CascadeTesting
import Distributed
import Testing

@Suite("TestNetwork: a crashed node is silent — it neither receives, replies nor sends")
@MainActor
struct TestNetworkCrashTests {
  let scheduler = TestScheduler()

  /// Two nodes, a store on "a" and a reference to it from "b".
  func cluster() throws -> (TestNetwork, NetworkedAccount, NetworkedAccount) {
    let network = TestNetwork(scheduler: scheduler, seed: 0)
    let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
    let store = NetworkedAccount(initialState: Account.State(), actorSystem: a) { Account() }
    return (network, store, try NetworkedAccount.resolve(id: store.id, using: b))
  }

  /// Starts a deposit from "b"; its outcome, once time has moved.
  func deposit(_ remote: NetworkedAccount) -> Task<TestNetworkError?, Never> {
    scheduler.task { () async -> TestNetworkError? in
      do {
        try await remote.send(.deposit(10), id: ActionID("1"))
        return nil
      } catch {
        return error as? TestNetworkError
      }
    }
  }

  @Test("a request from a node that crashed while it was in flight is never applied")
  func requestFromCrashedNode() async throws {
    let (network, store, remote) = try cluster()
    let call = deposit(remote)
    await scheduler.advance(by: .microseconds(500))
    network.crash("b")
    // Even back before the request would arrive, the crashed life's request is lost.
    network.restart("b")
    await scheduler.advance(by: .seconds(2))
    #expect(await call.value == .nodeDown("b"))
    #expect(try await store.state.balance == 0)
  }

  @Test("a reply from a node that crashed is lost: the caller times out")
  func replyFromCrashedNode() async throws {
    let (network, _, remote) = try cluster()
    let call = deposit(remote)
    // The request arrives at 1 ms and is applied; the reply would arrive at 2 ms.
    await scheduler.advance(by: .microseconds(1_500))
    network.crash("a")
    await scheduler.advance(by: .seconds(2))
    #expect(await call.value == .timeout(after: .seconds(1)))
  }

  @Test("a call started on a crashed node throws at once, until it restarts")
  func callFromCrashedNode() async throws {
    let (network, store, remote) = try cluster()
    network.crash("b")
    let call = deposit(remote)
    await scheduler.advance()
    #expect(await call.value == .nodeDown("b"))
    network.restart("b")
    let retry = deposit(remote)
    await scheduler.advance(by: .milliseconds(2))
    #expect(await retry.value == nil)
    #expect(try await store.state.balance == 10)
  }
}
