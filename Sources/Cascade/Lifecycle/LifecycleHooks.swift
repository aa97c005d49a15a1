/// Which kinds of lifecycle work a reducer's tree holds; what ``Reducer/_lifecycleHooks``
/// answers. A parent operator (`ifLet`, `forEach`, …) looks for mounts and dismounts only
/// when its child's tree holds some, so a feature without them pays nothing.
public struct _LifecycleHooks: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  @inlinable
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// An ``Reducer/onMount(_:)`` or `onMount(id:_:)` somewhere in the tree.
  @inlinable public static var mount: _LifecycleHooks { _LifecycleHooks(rawValue: 1) }
  /// An ``Reducer/onDismount(_:)`` somewhere in the tree: a parent keeps
  /// the child's last state so that the dismount work sees it.
  @inlinable public static var dismount: _LifecycleHooks { _LifecycleHooks(rawValue: 2) }
}

/// What happened to a feature's state, for ``Reducer/_lifecycleEffect(_:state:)``.
public enum _LifecycleEvent: Sendable {
  /// The state came to exist: a store was made on it, it was presented, pushed or inserted.
  case mount
  /// The state went away: dismissed, popped, its row deleted, or replaced by a state of
  /// another identity.
  case dismount
}

extension _LifecycleEvent {
  /// A parent's and its children's lifecycle work in this event's order, built in that order
  /// too: a mount is the parent's first, a dismount the children's first.
  func ordered<Action>(parent: () -> Effect<Action>, children: () -> Effect<Action>) -> Effect<
    Action
  > {
    switch self {
    case .mount:
      let first = parent()
      return .merge(first, children())
    case .dismount:
      let first = children()
      return .merge(first, parent())
    }
  }
}
