/// A cancellation token that cancels when it is deallocated, like Combine's.
///
/// Keep it for as long as you want to observe, typically in a set:
///
/// ```swift
/// var cancellables: Set<AnyCancellable> = []
/// store.driver(\.count).drive { label.text = "\($0)" }.store(in: &cancellables)
/// ```
///
/// Cancelling is idempotent and may happen on any thread; once ``cancel()`` returns, the
/// observation it ends delivers nothing more.
public final class AnyCancellable: Cancellable, Hashable {
  private let action: Locked<(@Sendable () -> Void)?>
  /// Runs when the token is released without having been cancelled (a trait subscription's
  /// check for a token dropped at once).
  private let onUncancelledRelease: (@Sendable () -> Void)?

  /// Creates a token that runs `cancel` once, on ``cancel()`` or deinit.
  ///
  /// - Parameter cancel: What cancelling does.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.action = Locked(cancel)
    self.onUncancelledRelease = nil
  }

  /// A token that also runs `onUncancelledRelease` when released before being cancelled.
  init(
    _ cancel: @escaping @Sendable () -> Void,
    onUncancelledRelease: @escaping @Sendable () -> Void
  ) {
    self.action = Locked(cancel)
    self.onUncancelledRelease = onUncancelledRelease
  }

  /// Wraps another cancellable so that it is cancelled on deinit.
  ///
  /// - Parameter cancellable: The cancellable to own.
  public convenience init(_ cancellable: some Cancellable) {
    self.init { cancellable.cancel() }
  }

  deinit {
    if let onUncancelledRelease, action.withLock({ $0 != nil }) { onUncancelledRelease() }
    cancel()
  }

  /// Cancels, once.
  public func cancel() {
    let action = action.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Inserts this token into `set`, which then keeps the observation alive.
  ///
  /// - Parameter set: The set that owns the token.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Identity: a token equals only itself.
  ///
  /// - Parameters:
  ///   - lhs: A token.
  ///   - rhs: Another token.
  /// - Returns: Whether they are the same token.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the token's identity.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
