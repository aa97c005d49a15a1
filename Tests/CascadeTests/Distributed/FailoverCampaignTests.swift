import Cascade
import CascadeTesting
import Distributed
import Foundation
import Testing

/// A ledger that records each deposit under its own key: an action applied twice shows as a
/// doubled amount, one lost as a missing key.
struct Ledger: Reducer {
  struct State: Codable, Sendable, Equatable {
    var entries: [String: Int] = [:]
    var applied = 0
  }

  enum Action: Codable, Sendable, Equatable {
    case deposit(key: String, amount: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .deposit(let key, let amount):
      state.entries[key, default: 0] += amount
      state.applied += 1
      return .none
    }
  }
}

typealias NetworkedLedger = DistributedStore<Ledger.State, Ledger.Action, TestActorSystem>

/// One seed of the fault campaign: three servers, each with a journal, host one ledger in
/// turn; three clients send their deposits to wherever it lives and retry each, with its id,
/// until it is acknowledged — through drops, duplicates, partitions, crashes of servers
/// (recovered from their journals) and of clients, and hand-offs under load.
/// The campaign's own actor: its many short hops stay off the main actor, which the real-time
/// suites running beside it need.
@globalActor
actor CampaignActor {
  static let shared = CampaignActor()
}

@CampaignActor
final class FailoverCampaign {
  let scheduler = TestScheduler()
  let network: TestNetwork
  var random: SeededRandomNumberGenerator
  let servers = ["s1", "s2", "s3"]
  let clients = ["c1", "c2", "c3", "c4", "c5"]
  var systems: [String: TestActorSystem] = [:]
  var journals: [String: TestJournal] = [:]
  /// Where the ledger lives now, as clients find it (a receptionist); `nil` while its node is
  /// down.
  let home = LockIsolated<TestActorID?>(nil)
  var store: NetworkedLedger?
  /// What clients were told was applied.
  let acknowledged = LockIsolated<[String: Int]>([:])
  let finishedClients = LockIsolated(0)
  var expected: [String: Int] = [:]
  /// What went wrong, in words.
  var failures: [String] = []
  let actionsPerClient = 12

  init(seed: UInt64) {
    network = TestNetwork(scheduler: scheduler, timeout: .milliseconds(20), seed: seed)
    random = SeededRandomNumberGenerator(seed: seed &+ 1)
    for node in servers + clients {
      systems[node] = TestActorSystem(scheduler: scheduler, node: node, network: network)
    }
    for node in servers {
      journals[node] = TestJournal(
        name: "journal of \(node)", scheduler: scheduler, writeLatency: .microseconds(700))
    }
    network.dropRate = Double.random(in: 0...0.1, using: &random)
    network.duplicateRate = Double.random(in: 0...0.1, using: &random)
  }

  /// Runs the seed: the clients' traffic under a schedule of faults, then calm until every
  /// deposit is acknowledged.
  func run() async throws {
    let first = NetworkedLedger(
      initialState: Ledger.State(), actorSystem: systems["s1"]!, journal: journals["s1"]!
    ) { Ledger() }
    store = first
    home.setValue(first.id)
    for client in clients { startClient(client) }
    for _ in 0..<60 {
      await scheduler.advance(by: .milliseconds(1))
      try await injectFault()
    }
    network.heal()
    network.dropRate = 0
    network.duplicateRate = 0
    for node in servers + clients { network.restart(node) }
    if store == nil { try await recover(on: currentServer) }
    for _ in 0..<400 where finishedClients.value < clients.count {
      await scheduler.advance(by: .milliseconds(5))
    }
    guard finishedClients.value == clients.count, let store else {
      return failures.append("the clients did not finish")
    }
    let final = try await store.snapshot().state
    if final.entries != expected || final.applied != expected.count {
      failures.append("the final ledger \(final) is not the model \(expected)")
    }
  }

  var currentServer = "s1"

  /// Draws this millisecond's fault, if any.
  func injectFault() async throws {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<4 where store != nil:
      try await handOff(to: servers.filter { $0 != currentServer }.randomElement(using: &random)!)
    case 4..<7 where store != nil:
      try await crashAndRecover()
    case 7..<10:
      let client = clients.randomElement(using: &random)!
      network.partition([client], servers)
    case 10..<14:
      network.heal()
    case 14..<16:
      let client = clients.randomElement(using: &random)!
      network.crash(client)
      await scheduler.advance(by: .milliseconds(Int.random(in: 1...4, using: &random)))
      network.restart(client)
    default:
      break
    }
  }

  /// Moves the ledger the safe way, while clients keep sending.
  func handOff(to target: String) async throws {
    guard let old = store else { return }
    let snapshot = try await old.handOff()
    let system = systems[target]!
    let journal = journals[target]!
    let moving = scheduler.task {
      try await NetworkedLedger.resume(snapshot, actorSystem: system, journal: journal) {
        Ledger()
      }
    }
    await scheduler.advance(by: .milliseconds(1))
    let moved = try await moving.value
    store = moved
    currentServer = target
    home.setValue(moved.id)
  }

  /// Crashes the ledger's node mid-traffic, then restarts it and rebuilds the ledger from its
  /// journal, checking that every acknowledged deposit is in it.
  func crashAndRecover() async throws {
    network.crash(currentServer)
    journals[currentServer]!.crash()
    store = nil
    home.setValue(nil)
    let acknowledgedAtCrash = acknowledged.value
    await scheduler.advance(by: .milliseconds(Int.random(in: 1...5, using: &random)))
    network.restart(currentServer)
    try await recover(on: currentServer)
    let recovered = try await store!.snapshot().state
    for (key, amount) in acknowledgedAtCrash where recovered.entries[key] != amount {
      let found = recovered.entries[key] ?? 0
      failures.append(
        "the deposit \(key) was acknowledged before a crash and is \(found) after it, not \(amount)"
      )
    }
  }

  func recover(on node: String) async throws {
    let system = systems[node]!
    let journal = journals[node]!
    let recovery = scheduler.task {
      do {
        return try await NetworkedLedger.resume(from: journal, actorSystem: system) { Ledger() }
      } catch StoreJournalError.empty {
        // It crashed before it acknowledged anything: start over.
        return NetworkedLedger(initialState: Ledger.State(), actorSystem: system, journal: journal)
        {
          Ledger()
        }
      }
    }
    await scheduler.advance(by: .milliseconds(1))
    let recovered = try await recovery.value
    store = recovered
    home.setValue(recovered.id)
  }

  /// A client sending its deposits, each retried with its id until acknowledged.
  func startClient(_ node: String) {
    var deposits: [(String, Int)] = []
    for n in 0..<actionsPerClient {
      let deposit = ("\(node)-\(n)", Int.random(in: 1...9, using: &random))
      deposits.append(deposit)
      expected[deposit.0] = deposit.1
    }
    let (system, home, acknowledged, finished) = (
      systems[node]!, home, acknowledged, finishedClients
    )
    let scheduler = scheduler
    _ = scheduler.task {
      for (key, amount) in deposits {
        let id = ActionID(key)
        while true {
          if let location = home.value,
            let ledger = try? NetworkedLedger.resolve(id: location, using: system),
            (try? await ledger.send(.deposit(key: key, amount: amount), id: id)) != nil
          {
            acknowledged.withValue { $0[key] = amount }
            break
          }
          try? await scheduler.sleep(for: .milliseconds(2))
        }
      }
      finished.withValue { $0 += 1 }
    }
  }
}

@Suite(
  "A fault campaign: every acknowledged action applied exactly once, through crashes and moves")
struct FailoverCampaignTests {
  /// How many seeds a run tries: `CASCADE_CAMPAIGN_SEEDS`, or 200 in a plain `swift test`
  /// (CI's campaign step runs 1,000: 60,000 actions, about 144,000 messages).
  static let seeds =
    UInt64(ProcessInfo.processInfo.environment["CASCADE_CAMPAIGN_SEEDS"] ?? "") ?? 200

  @Test("seeded runs of drops, duplicates, partitions, crashes with recovery and hand-offs")
  @CampaignActor
  func campaign() async throws {
    for seed in 0..<Self.seeds {
      let campaign = FailoverCampaign(seed: seed)
      try await campaign.run()
      #expect(campaign.failures.isEmpty, "seed \(seed): \(campaign.failures)")
    }
  }
}
