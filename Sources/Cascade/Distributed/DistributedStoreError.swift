/// Why a ``DistributedStore`` refused a call: what the caller must change, since a retry as it
/// is would be refused again.
public enum DistributedStoreError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
  /// The id was already applied to a different action: two clients numbered their requests
  /// alike, or a client reused an id. Nothing was applied; send the action with a new id.
  case conflictingID(ActionID)
  /// The store was handed off to another node (``DistributedStore/handOff()``): this copy
  /// applies nothing more. Retry on the store the snapshot was resumed as, with the same id.
  case moved
  /// The store's ``StoreJournal`` failed (the text says how): the action was not acknowledged
  /// and this copy applies nothing more. Resume the store from its journal
  /// (``DistributedStore/resume(from:actorSystem:reducer:)``), which holds every action
  /// acknowledged before, and retry there with the same id.
  case journalFailed(String)

  private enum CodingKeys: String, CodingKey {
    case conflictingID, moved, journalFailed
  }

  /// Decodes the error sent by another node (`{"conflictingID": "…"}`, `{"moved": true}` or
  /// `{"journalFailed": "…"}`).
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let id = try container.decodeIfPresent(ActionID.self, forKey: .conflictingID) {
      self = .conflictingID(id)
    } else if try container.decodeIfPresent(Bool.self, forKey: .moved) == true {
      self = .moved
    } else if let reason = try container.decodeIfPresent(String.self, forKey: .journalFailed) {
      self = .journalFailed(reason)
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a DistributedStoreError"))
    }
  }

  /// Encodes the error for another node.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .conflictingID(let id): try container.encode(id, forKey: .conflictingID)
    case .moved: try container.encode(true, forKey: .moved)
    case .journalFailed(let reason): try container.encode(reason, forKey: .journalFailed)
    }
  }

  /// What happened and what to do, naming the id.
  public var description: String {
    switch self {
    case .conflictingID(let id):
      "The action id '\(id)' was already applied to a different action: this one was refused "
        + "and not applied. Give each action its own id (ActionID()), and reuse an id only to "
        + "retry the same action."
    case .moved:
      "This store was handed off to another node (handOff()): nothing was applied here. Retry "
        + "on the store resumed from its snapshot, with the same ActionID."
    case .journalFailed(let reason):
      "This store's journal failed (\(reason)): the action was not acknowledged, and this "
        + "copy applies nothing more. Resume the store from its journal "
        + "(DistributedStore.resume(from:actorSystem:reducer:)) and retry there with the same "
        + "ActionID."
    }
  }
}
