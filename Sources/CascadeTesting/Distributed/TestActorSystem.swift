import Cascade
import Distributed
import Foundation

/// One node of a test's cluster: a `DistributedActorSystem` whose calls to other nodes cross
/// a ``TestNetwork`` — encoded and decoded, delayed on the test's scheduler, dropped,
/// duplicated or cut off as the network decides. Many nodes run in one process, on virtual
/// time: FoundationDB's simulation testing, for stores.
///
/// ```swift
/// let network = TestNetwork(scheduler: scheduler, seed: 7)
/// let a = TestActorSystem(scheduler: scheduler, node: "a", network: network)
/// let b = TestActorSystem(scheduler: scheduler, node: "b", network: network)
/// let store = DistributedStore(initialState: Account.State(), actorSystem: a) { Account() }
/// let remote = try DistributedStore<Account.State, Account.Action, TestActorSystem>
///   .resolve(id: store.id, using: b)
/// let call = scheduler.task { try await remote.send(.deposit(10), id: ActionID("1")) }
/// await scheduler.advance(by: .milliseconds(2))   // there and back
/// try await call.value
/// ```
///
/// A call to an actor on the same node goes straight to it. A call to another node throws
/// ``TestNetworkError``: at once when the nodes cannot reach each other (a partition, a
/// crashed node), after the network's timeout when the request or its reply was lost. Start
/// remote calls with `scheduler.task` and move time with `advance`: a call waits for its reply
/// on virtual time.
public final class TestActorSystem: DistributedActorSystem, Sendable {
  /// An actor's node and number.
  public typealias ActorID = TestActorID
  /// Records a call.
  public typealias InvocationEncoder = TestInvocationEncoder
  /// Reads a call back.
  public typealias InvocationDecoder = TestInvocationDecoder
  /// Replies.
  public typealias ResultHandler = TestResultHandler
  /// Values crossing nodes are `Codable`.
  public typealias SerializationRequirement = any Codable

  private struct State {
    var actors: [TestActorID: WeakActor] = [:]
    var nextNumber: UInt64 = 0
    var nextCall: UInt64 = 0
    var pending: [UInt64: SettledWait<Result<TestMessage.Outcome, TestNetworkError>>] = [:]
  }

  private struct WeakActor {
    weak var actor: (any DistributedActor)?
  }

  /// This node's name.
  public let node: String
  let scheduler: TestScheduler
  let network: TestNetwork
  private let state = LockIsolated(State())

  /// Creates the node `node` on `network`.
  ///
  /// - Parameters:
  ///   - scheduler: The test's scheduler (the network's).
  ///   - node: The node's name, unique on the network.
  ///   - network: The network it joins.
  public init(scheduler: TestScheduler, node: String, network: TestNetwork) {
    self.scheduler = scheduler
    self.node = node
    self.network = network
    network.join(self)
  }

  // MARK: - Actors

  /// The local actor with `id`, or `nil` for an actor of another node (a remote reference).
  ///
  /// - Parameters:
  ///   - id: The actor's id.
  ///   - actorType: Its type.
  /// - Returns: The local actor, or `nil`.
  public func resolve<Act>(id: ActorID, as actorType: Act.Type) throws -> Act?
  where Act: DistributedActor, Act.ID == ActorID {
    guard id.node == node else { return nil }
    guard let actor = state.withValue({ $0.actors[id]?.actor }) else {
      throw TestNetworkError.actorNotFound(id)
    }
    guard let typed = actor as? Act else {
      throw TestNetworkError.serialization("\(id) is a \(type(of: actor)), not a \(Act.self)")
    }
    return typed
  }

  /// A new id on this node.
  ///
  /// - Parameter actorType: The actor's type.
  /// - Returns: The id.
  public func assignID<Act>(_ actorType: Act.Type) -> ActorID
  where Act: DistributedActor, Act.ID == ActorID {
    state.withValue { state in
      state.nextNumber += 1
      return TestActorID(node: node, number: state.nextNumber)
    }
  }

  /// Makes `actor` reachable by its id.
  ///
  /// - Parameter actor: The actor.
  public func actorReady<Act>(_ actor: Act) where Act: DistributedActor, Act.ID == ActorID {
    state.withValue { $0.actors[actor.id] = WeakActor(actor: actor) }
  }

  /// Forgets the actor `id`.
  ///
  /// - Parameter id: The id.
  public func resignID(_ id: ActorID) {
    _ = state.withValue { $0.actors.removeValue(forKey: id) }
  }

  /// A crash: every actor of this node is lost, and calls waiting on replies fail.
  func loseActors() {
    let pending = state.withValue { state in
      state.actors.removeAll()
      defer { state.pending.removeAll() }
      return state.pending.values
    }
    for call in pending { call.resolve(.failure(.nodeDown(node))) }
  }

  // MARK: - Calls

  /// A fresh recording of a call.
  ///
  /// - Returns: The encoder.
  public func makeInvocationEncoder() -> InvocationEncoder {
    InvocationEncoder()
  }

  /// Calls `target` on a remote `actor` and decodes its reply.
  ///
  /// - Parameters:
  ///   - actor: The remote actor.
  ///   - target: The distributed member.
  ///   - invocation: The recorded call.
  ///   - throwing: The error type.
  ///   - returning: The reply's type.
  /// - Returns: The reply.
  /// - Throws: ``TestNetworkError``.
  public func remoteCall<Act, Err, Res>(
    on actor: Act, target: RemoteCallTarget, invocation: inout InvocationEncoder,
    throwing: Err.Type, returning: Res.Type
  ) async throws -> Res where Act: DistributedActor, Act.ID == ActorID, Err: Error, Res: Codable {
    let outcome = try await call(actor.id, target: target, invocation: invocation)
    switch outcome {
    case .value(let data):
      do {
        // A reply that is a distributed actor (a store handed back) resolves on this node.
        let decoder = JSONDecoder()
        decoder.userInfo[.actorSystemKey] = self
        return try decoder.decode(Res.self, from: data)
      } catch {
        throw TestNetworkError.serialization("the reply of type \(Res.self): \(error)")
      }
    case .void:
      throw TestNetworkError.serialization("no value in the reply of \(target.identifier)")
    default:
      throw Self.error(outcome)
    }
  }

  /// Calls `target` on a remote `actor` that returns nothing.
  ///
  /// - Parameters:
  ///   - actor: The remote actor.
  ///   - target: The distributed member.
  ///   - invocation: The recorded call.
  ///   - throwing: The error type.
  /// - Throws: ``TestNetworkError``.
  public func remoteCallVoid<Act, Err>(
    on actor: Act, target: RemoteCallTarget, invocation: inout InvocationEncoder,
    throwing: Err.Type
  ) async throws where Act: DistributedActor, Act.ID == ActorID, Err: Error {
    let outcome = try await call(actor.id, target: target, invocation: invocation)
    switch outcome {
    case .void, .value: return
    default: throw Self.error(outcome)
    }
  }

  private static func error(_ outcome: TestMessage.Outcome) -> TestNetworkError {
    switch outcome {
    case .thrown(let text): .remote(text)
    case .notFound(let id): .actorNotFound(id)
    case .serialization(let text): .serialization(text)
    case .replyNotEncoded(let text): .replyNotEncoded(text)
    case .value, .void: .serialization("unexpected reply")
    }
  }

  /// Sends the call and waits for its reply, or the timeout, on virtual time.
  private func call(
    _ recipient: TestActorID, target: RemoteCallTarget, invocation: InvocationEncoder
  ) async throws -> TestMessage.Outcome {
    if let failure = network.failure(from: node, to: recipient.node) { throw failure }
    let wait = SettledWait<Result<TestMessage.Outcome, TestNetworkError>>()
    let callID = state.withValue { state in
      state.nextCall += 1
      state.pending[state.nextCall] = wait
      return state.nextCall
    }
    let request = TestMessage.request(
      callID: callID, caller: node, recipient: recipient, target: target.identifier,
      generics: invocation.generics, arguments: invocation.arguments)
    network.transmit(try request.encoded(), from: node, to: recipient.node)
    let timeout = network.timeout
    let token = scheduler.schedule(after: scheduler.now.advanced(by: timeout)) { [self] in
      finish(callID, .failure(.timeout(after: timeout)))
    }
    let result = await wait.wait()
    token.cancel()
    return try result.get()
  }

  private func finish(
    _ callID: UInt64, _ result: Result<TestMessage.Outcome, TestNetworkError>
  ) {
    let wait = state.withValue { $0.pending.removeValue(forKey: callID) }
    wait?.resolve(result)
  }

  /// A message for this node arrived.
  func receive(_ data: Data) {
    guard let message = try? JSONDecoder().decode(TestMessage.self, from: data) else { return }
    switch message {
    case .reply(let callID, let outcome):
      finish(callID, .success(outcome))
    case .request(let callID, let caller, let recipient, let target, let generics, let arguments):
      let reply: @Sendable (TestMessage.Outcome) -> Void = { [self] outcome in
        guard let data = try? TestMessage.reply(callID: callID, outcome: outcome).encoded()
        else { return }
        network.transmit(data, from: node, to: caller)
      }
      guard let actor = state.withValue({ $0.actors[recipient]?.actor }) else {
        return reply(.notFound(recipient))
      }
      SettledWait<Void>.startTask(fileID: #fileID, line: #line) { [self] in
        var decoder = InvocationDecoder(generics: generics, arguments: arguments[...], system: self)
        do {
          try await executeDistributedTarget(
            on: actor, target: RemoteCallTarget(target), invocationDecoder: &decoder,
            handler: ResultHandler(reply: reply))
        } catch {
          reply(.serialization(String(describing: error)))
        }
      }
    }
  }
}
