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

  /// Creates a snapshot.
  ///
  /// - Parameters:
  ///   - state: The state.
  ///   - appliedIDs: The ids of the actions applied.
  public init(state: State, appliedIDs: [ActionID]) {
    self.state = state
    self.appliedIDs = appliedIDs
  }

  /// Decodes a snapshot (`state`, `appliedIDs`).
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    state = try container.decode(State.self, forKey: .state)
    appliedIDs = try container.decode([ActionID].self, forKey: .appliedIDs)
  }
}

extension StoreSnapshot: Equatable where State: Equatable {}
