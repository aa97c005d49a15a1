/// Why a ``DistributedStore`` refused a call: what the caller must change, since a retry as it
/// is would be refused again.
public enum DistributedStoreError: Error, Codable, Equatable, Sendable, CustomStringConvertible {
  /// The id was already applied to a different action: two clients numbered their requests
  /// alike, or a client reused an id. Nothing was applied; send the action with a new id.
  case conflictingID(ActionID)
  /// The store was handed off to another node (``DistributedStore/handOff()``): this copy
  /// applies nothing more. Retry on the store the snapshot was resumed as, with the same id.
  case moved

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
    }
  }
}
