import Cascade
import CascadeTesting
import ExampleSupport

// Cluster: three nodes in one process over a TestNetwork, on virtual time: a wallet store
// hosted on one node, clients on the others that retry until their call is acknowledged,
// the store moved between nodes with its applied action ids, and a crashed node's wallet
// recovered from its journal with every acknowledged action. Commands:
// `deposit <node> <amount>`, `withdraw <node> <amount>`, `retry <node>` (sends the node's last
// action again, with its id), `drop <rate>`, `partition <node> <node>`, `heal`,
// `move <node>`, `crash <node>`, `restart <node>`, `status`, `q`. The output is the same on
// every run (a seeded network).
//
// In production the same `DistributedStore` runs on a real actor system (a cluster's
// `ClusterSystem`, a WebSocket system) with a `FileJournal` on each node's disk: make it with
// those instead of `TestActorSystem` and `TestJournal`, and resolve it on other nodes by its
// id.

typealias Wallet = DistributedStore<WalletFeature.State, WalletFeature.Action, TestActorSystem>

let demo = [
  "deposit b 100", "drop 0.5", "deposit c 20", "withdraw b 30", "retry b", "drop 0",
  "move c", "retry b", "deposit b 5", "partition b c", "deposit b 1", "heal", "crash c",
  "deposit b 2", "restart c", "retry b", "status", "q",
]

@MainActor
final class Cluster {
  let scheduler = TestScheduler()
  let network: TestNetwork
  let nodes: [String: TestActorSystem]
  /// Each node's journal, which outlives a crash of its node as a file on its disk would.
  let journals: [String: TestJournal]
  var host = "a"
  /// Whether the wallet's node is crashed.
  var isDown = false
  var wallet: Wallet
  var lastAction: [String: (WalletFeature.Action, ActionID)] = [:]
  var count = 0

  init() {
    network = TestNetwork(scheduler: scheduler, seed: 7)
    var nodes: [String: TestActorSystem] = [:]
    for name in ["a", "b", "c"] {
      nodes[name] = TestActorSystem(scheduler: scheduler, node: name, network: network)
    }
    self.nodes = nodes
    journals = Dictionary(
      uniqueKeysWithValues: nodes.keys.map { ($0, TestJournal(name: "journal of \($0)")) })
    // Acknowledged means durable: a call returns once the node's journal holds the action.
    wallet = Wallet(
      initialState: WalletFeature.State(), actorSystem: nodes["a"]!, journal: journals["a"]!
    ) { WalletFeature() }
  }

  /// The wallet as the node `node` reaches it.
  func reference(from node: String) -> Wallet? {
    guard let system = nodes[node] else { return nil }
    return try? Wallet.resolve(id: wallet.id, using: system)
  }

  /// Sends `action` from `node` until acknowledged, up to five attempts.
  func send(_ action: WalletFeature.Action, id: ActionID, from node: String) async -> String {
    guard let remote = reference(from: node) else { return "no node \(node)" }
    let call = scheduler.task { () async -> (Int, String?) in
      for attempt in 1...5 {
        do {
          try await remote.send(action, id: id)
          return (attempt, nil)
        } catch {
          if attempt == 5 { return (attempt, "\(error)") }
        }
      }
      return (5, nil)
    }
    await scheduler.run()
    let (attempts, failure) = await call.value
    if let failure { return "gave up after \(attempts) attempts: \(failure)" }
    return "acknowledged after \(attempts) attempt\(attempts == 1 ? "" : "s")"
  }

  func status() async -> String {
    if isDown { return "wallet on \(host): down" }
    let state = (try? await wallet.state) ?? WalletFeature.State()
    return "wallet on \(host): balance \(state.balance), confirmations \(state.confirmations)"
  }

  func run(_ line: String) async -> Bool {
    let words = line.split(separator: " ").map(String.init)
    switch (words.first, words.count) {
    case ("deposit", 3), ("withdraw", 3):
      guard let amount = Int(words[2]) else {
        print("unknown amount '\(words[2])'")
        return true
      }
      count += 1
      let id = ActionID("\(words[1])-\(count)")
      let action: WalletFeature.Action =
        words[0] == "deposit" ? .deposit(amount) : .withdraw(amount)
      lastAction[words[1]] = (action, id)
      print("\(id): \(await send(action, id: id, from: words[1]))")
      print(await status())
    case ("retry", 2):
      guard let (action, id) = lastAction[words[1]] else {
        print("\(words[1]) sent nothing yet")
        return true
      }
      print("\(id) again: \(await send(action, id: id, from: words[1]))")
      print(await status())
    case ("drop", 2):
      network.dropRate = Double(words[1]) ?? 0
      print("drop rate \(network.dropRate)")
    case ("partition", 3):
      network.partition([words[1]], [words[2]])
      print("\(words[1]) and \(words[2]) cannot reach each other")
    case ("heal", 1):
      network.heal()
      print("the network is whole")
    case ("move", 2):
      // handOff, not snapshot: the old copy is fenced in the same step, so a call already on
      // its way there is refused (and retried here) instead of acknowledged and lost.
      guard let target = nodes[words[1]], let snapshot = try? await wallet.handOff(),
        let moved = try? await Wallet.resume(
          snapshot, actorSystem: target, journal: journals[words[1]]!, reducer: { WalletFeature() })
      else {
        print("no node \(words[1])")
        return true
      }
      wallet = moved
      print(
        "moved the wallet from \(host) to \(words[1]) with \(snapshot.appliedIDs.count) "
          + "applied ids")
      host = words[1]
    case ("crash", 2):
      guard let journal = journals[words[1]] else {
        print("no node \(words[1])")
        return true
      }
      // The node's process dies: its actors and what was under way are lost; its disk is not.
      network.crash(words[1])
      journal.crash()
      if words[1] == host { isDown = true }
      print("\(words[1]) crashed\(words[1] == host ? ", and the wallet with it" : "")")
    case ("restart", 2):
      guard let system = nodes[words[1]], let journal = journals[words[1]] else {
        print("no node \(words[1])")
        return true
      }
      network.restart(words[1])
      print("\(words[1]) restarted")
      guard words[1] == host, isDown else { return true }
      isDown = false
      do {
        wallet = try await Wallet.resume(from: journal, actorSystem: system) { WalletFeature() }
        let ids = (try? await wallet.snapshot().appliedIDs.count) ?? 0
        print("recovered the wallet on \(host) from its journal with \(ids) applied ids")
        print(await status())
      } catch {
        print("the wallet could not be recovered: \(error)")
      }
    case ("status", 1):
      print(await status())
      print("messages sent: \(network.messageCount)")
    case ("q", 1), ("quit", 1):
      return false
    default:
      print("unknown command '\(line)'")
    }
    return true
  }
}

@MainActor
func runCluster() async {
  let cluster = Cluster()
  for line in await ExampleInput.scriptedCommands(demo: demo) where !line.isEmpty {
    print("> \(line)")
    guard await cluster.run(line) else { return }
  }
}

await runCluster()
