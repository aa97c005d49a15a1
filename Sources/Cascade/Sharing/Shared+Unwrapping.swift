extension Shared {
  /// A shared value of the non-`nil` value of `base`: `nil` while `base` is `nil`
  /// (swift-sharing's unwrapping initializer).
  ///
  /// ```swift
  /// guard let user = Shared($currentUser) else { return .none }
  /// state.profile = Profile.State(user: user)
  /// ```
  ///
  /// Reads follow `base`; should `base` become `nil` later, reads give the last value it
  /// held. Writes go to `base` (setting it again if it had become `nil`).
  ///
  /// - Parameter base: A shared optional.
  public init?(_ base: Shared<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(storage: SharedUnwrapping(parent: base.storage, initial: initial))
  }
}

/// The storage of ``Shared/init(_:)-(Shared<Value?>)``: the parent's value, unwrapped, and the
/// last one it held.
final class SharedUnwrapping<Value: Sendable>: SharedStorage<Value>, @unchecked Sendable {
  // Unchecked: the parent is Sendable; `lastKnown` is only touched under its own lock.
  private let parent: SharedStorage<Value?>
  private let lastKnown: Locked<Value>

  init(parent: SharedStorage<Value?>, initial: Value) {
    self.parent = parent
    self.lastKnown = Locked(initial)
  }

  override func read() -> Value {
    guard let value = parent.read() else { return lastKnown.withLock { $0 } }
    lastKnown.withLock { $0 = value }
    return value
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { optional in
      var value = optional ?? lastKnown.withLock { $0 }
      defer {
        optional = value
        lastKnown.withLock { $0 = value }
      }
      return try body(&value)
    }
  }

  override func saveNow() throws { try parent.saveNow() }

  override func loadNow() throws { try parent.loadNow() }

  override var sharedLastChange: UInt64 { parent.sharedLastChange }

  override var announcingRegistry: SharedRegistry? { parent.announcingRegistry }
}
