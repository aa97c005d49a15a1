import Cascade
import Foundation

/// The network between the nodes of a test: every ``TestActorSystem`` of one test joins it,
/// and every call between nodes crosses it — encoded, delayed by ``latency`` on the test's
/// scheduler, and subject to the faults the test sets: drops, duplicates, partitions,
/// crashes. Faults are drawn from a generator seeded with `seed`: the same seed, faults and
/// schedule give the same run; under the ``NetworkSeedTrait/printsNetworkSeeds`` trait a
/// failing test prints its networks' seeds.
///
/// ```swift
/// let network = TestNetwork(scheduler: scheduler, seed: 42)
/// network.dropRate = 0.3
/// let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
/// let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
/// ```
public final class TestNetwork: Sendable {
  struct State {
    var random: SeededRandomNumberGenerator
    var dropRate = 0.0
    var duplicateRate = 0.0
    var partitions: [(Set<String>, Set<String>)] = []
    var crashed: Set<String> = []
    /// How often each node crashed: a message sent before a crash of either end is lost,
    /// even when the node has restarted by the time it would arrive.
    var crashes: [String: Int] = [:]
    var systems: [String: WeakSystem] = [:]
    var messages = 0
  }

  struct WeakSystem {
    weak var system: TestActorSystem?
  }

  let scheduler: TestScheduler
  /// How long a message takes from one node to another.
  public let latency: Duration
  /// How long a caller waits for a reply before its call throws
  /// ``TestNetworkError/timeout(after:)``.
  public let timeout: Duration
  /// The seed the faults are drawn with.
  public let seed: UInt64
  let state: LockIsolated<State>

  /// Creates a network.
  ///
  /// - Parameters:
  ///   - scheduler: The test's scheduler: latency and timeouts are virtual time on it.
  ///   - latency: How long a message takes.
  ///   - timeout: How long a caller waits for a reply.
  ///   - seed: The seed of the faults.
  public init(
    scheduler: TestScheduler, latency: Duration = .milliseconds(1),
    timeout: Duration = .seconds(1), seed: UInt64 = 0
  ) {
    self.scheduler = scheduler
    self.latency = latency
    self.timeout = timeout
    self.seed = seed
    self.state = LockIsolated(State(random: SeededRandomNumberGenerator(seed: seed)))
    NetworkSeedTrait.note(seed)
  }

  /// The share of messages (requests and replies) lost, from 0 to 1.
  public var dropRate: Double {
    get { state.withValue { $0.dropRate } }
    set { state.withValue { $0.dropRate = newValue } }
  }

  /// The share of messages delivered twice, from 0 to 1.
  public var duplicateRate: Double {
    get { state.withValue { $0.duplicateRate } }
    set { state.withValue { $0.duplicateRate = newValue } }
  }

  /// The number of messages sent so far (each duplicate counted once).
  public var messageCount: Int { state.withValue { $0.messages } }

  /// Splits the nodes `a` from the nodes `b`: a call between the two sides throws
  /// ``TestNetworkError/unreachable(from:to:)``; messages already under way are lost.
  ///
  /// - Parameters:
  ///   - a: One side.
  ///   - b: The other side.
  public func partition(_ a: [String], _ b: [String]) {
    state.withValue { $0.partitions.append((Set(a), Set(b))) }
  }

  /// Ends every partition.
  public func heal() {
    state.withValue { $0.partitions.removeAll() }
  }

  /// Crashes `node`: its actors are lost, calls to it and from it throw
  /// ``TestNetworkError/nodeDown(_:)`` at once, and what is under way to or from it is lost —
  /// a call in flight is never applied or answered, and its caller times out — even if the
  /// node restarts before it would have arrived. A crashed node sends nothing until
  /// ``restart(_:)``.
  ///
  /// - Parameter node: The node.
  public func crash(_ node: String) {
    let system = state.withValue { state -> TestActorSystem? in
      state.crashed.insert(node)
      state.crashes[node, default: 0] += 1
      return state.systems[node]?.system
    }
    system?.loseActors()
  }

  /// Brings a crashed `node` back, with no actors: resume stores on it from snapshots.
  ///
  /// - Parameter node: The node.
  public func restart(_ node: String) {
    _ = state.withValue { $0.crashed.remove(node) }
  }

  func join(_ system: TestActorSystem) {
    state.withValue { $0.systems[system.node] = WeakSystem(system: system) }
  }

  /// Why `from` cannot reach `to` now, if it cannot.
  func failure(from: String, to: String) -> TestNetworkError? {
    state.withValue { state in
      // A crashed node neither sends nor receives: a call started on it throws at once.
      if state.crashed.contains(from) { return .nodeDown(from) }
      if state.crashed.contains(to) { return .nodeDown(to) }
      let split = state.partitions.contains { a, b in
        (a.contains(from) && b.contains(to)) || (b.contains(from) && a.contains(to))
      }
      return split ? .unreachable(from: from, to: to) : nil
    }
  }

  /// Sends `message` from `from` to `to`: after the latency, `to`'s system receives it —
  /// unless it is dropped, or the nodes cannot reach each other by then — and a duplicate
  /// follows it as often as drawn.
  func transmit(_ message: Data, from: String, to: String) {
    let (copies, system, crashes) = state.withValue {
      state -> (Int, TestActorSystem?, (Int, Int)) in
      state.messages += 1
      let dropped = Double.random(in: 0..<1, using: &state.random) < state.dropRate
      let duplicated = Double.random(in: 0..<1, using: &state.random) < state.duplicateRate
      let crashes = (state.crashes[from, default: 0], state.crashes[to, default: 0])
      return (dropped ? 0 : duplicated ? 2 : 1, state.systems[to]?.system, crashes)
    }
    // A crashed node sends nothing (a reply its lost actor computes after the crash is lost).
    guard copies > 0, let system, failure(from: from, to: to) == nil else { return }
    let due = scheduler.now.advanced(by: latency)
    for _ in 0..<copies {
      scheduler.schedule(after: due) { [self] in
        // Lost when either end crashed meanwhile, even if it has restarted since.
        let crashedSince = state.withValue {
          ($0.crashes[from, default: 0], $0.crashes[to, default: 0]) != crashes
        }
        guard !crashedSince, failure(from: from, to: to) == nil else { return }
        system.receive(message)
      }
    }
  }
}
