/// Which top-level task an action (and so its effects) belongs to.
enum TaskRef {
  /// The task of the send loop's top-level action, created only if an effect outlives it.
  case top
  case group(EffectGroup)
}

/// Where an effect's work is accounted for, and the gate its actions pass through.
@usableFromInline
struct EffectContext {
  var task: TaskRef
  /// The concatenations whose current step this work belongs to.
  var steps: [UInt64] = []
  var cancelIDs = CancelIDs()
  /// What the actions pass through first (a throttle's window), if anything.
  var gate: (any EffectGate)?
  /// The ``ActionEvent/sequence`` of the action that started this work, for instruments
  /// (0 when no instrument watched it).
  var cause: UInt64 = 0
  /// Whether this is the store's mount work (its actions are ``ActionOrigin/mount``).
  var isMount = false
  /// For a removed child's dismount work, the path to the operator that removed it; its
  /// actions are reduced with it current (see `DismountDelivery`).
  var dismounted: CancelID?

  /// The group of a context whose task has been resolved (every registered record's).
  var group: EffectGroup {
    guard case .group(let group) = task else {
      preconditionFailure("Cascade: a record's task is always resolved.")
    }
    return group
  }
}
