/// A ``DistributedStore`` at rest: its state and the ids of the actions it applied, to move
/// it to another node (or passivate it) and resume it there with
/// ``DistributedStore/resume(_:actorSystem:reducer:)``.
///
/// The applied ids travel with the state, so a client that retries an action after the move
/// does not have it applied twice. Effects do not travel: what was running when the snapshot
/// was taken keeps running (or is cancelled with) the store it ran in; a feature that must
/// restart work on the new node starts it from its state (an `onMount`).
public struct StoreSnapshot<State: Codable & Sendable>: Codable, Sendable {
  /// The state when the snapshot was taken.
  public var state: State
  /// The ids of the actions applied that the store remembers (all of them, or its retry
  /// window), in the order they were applied.
  public var appliedIDs: [ActionID]

  /// The store's retry window (how many distinct ids it remembers), or `nil` when it
  /// remembers every id: ``DistributedStore/resume(_:actorSystem:reducer:)`` keeps it.
  public var rememberedIDs: Int?
  /// The fingerprints of the applied ids' actions, in the same order, so a resumed store
  /// still refuses an id reused for another action; empty from a snapshot made before.
  var fingerprints: [UInt64]

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - appliedIDs: The ids of the actions applied.
  ///   - rememberedIDs: The retry window to resume with; `nil` remembers every id.
  public init(state: State, appliedIDs: [ActionID], rememberedIDs: Int? = nil) {
    self.state = state
    self.appliedIDs = appliedIDs
    self.rememberedIDs = rememberedIDs
    self.fingerprints = []
  }

  init(state: State, appliedIDs: [ActionID], rememberedIDs: Int?, fingerprints: [UInt64]) {
    self.init(state: state, appliedIDs: appliedIDs, rememberedIDs: rememberedIDs)
    self.fingerprints = fingerprints
  }

  private enum CodingKeys: String, CodingKey {
    case state, appliedIDs, rememberedIDs, fingerprints
  }

  /// Decodes a snapshot (`state`, `appliedIDs`, and, from a store that wrote them, its window
  /// and fingerprints).
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    state = try container.decode(State.self, forKey: .state)
    appliedIDs = try container.decode([ActionID].self, forKey: .appliedIDs)
    rememberedIDs = try container.decodeIfPresent(Int.self, forKey: .rememberedIDs)
    fingerprints = try container.decodeIfPresent([UInt64].self, forKey: .fingerprints) ?? []
  }

  /// Encodes the snapshot: its state, ids, window and fingerprints.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state, forKey: .state)
    try container.encode(appliedIDs, forKey: .appliedIDs)
    try container.encodeIfPresent(rememberedIDs, forKey: .rememberedIDs)
    if !fingerprints.isEmpty { try container.encode(fingerprints, forKey: .fingerprints) }
  }
}

extension StoreSnapshot: Equatable where State: Equatable {
  /// Whether two snapshots hold the same state, ids and window.
  ///
  /// - Parameters:
  ///   - lhs: A snapshot.
  ///   - rhs: Another.
  /// - Returns: Whether they are equal.
  public static func == (lhs: StoreSnapshot, rhs: StoreSnapshot) -> Bool {
    lhs.state == rhs.state && lhs.appliedIDs == rhs.appliedIDs
      && lhs.rememberedIDs == rhs.rememberedIDs
  }
}
