/// A source of values a view or a test pushes by hand, that never fails and never completes —
/// RxRelay's `PublishRelay`.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// taps.asSignal().emit { store.send(.refreshTapped) }.store(in: &cancellables)
/// taps.accept(())
/// ```
///
/// ``accept(_:)`` delivers at once, synchronously, to every subscriber of ``asSignal()``, in the
/// order they subscribed; a subscriber sees only what is accepted after it subscribed. An
/// `accept` from inside one of the relay's own subscribers is delivered too, and reported by a
/// runtime warning in debug builds, as RxSwift prints its reentrancy anomaly.
@MainActor
public final class PublishRelay<Element> {
  @usableFromInline let node = TraitNode<Element>(replay: .none) { _ in AnyCancellable {} }

  /// A relay with no subscribers yet.
  public init() {}

  /// Delivers `value` to every current subscriber, now.
  ///
  /// - Parameter value: The value.
  @inlinable
  public func accept(_ value: Element) {
    #if DEBUG
      depth.enter()
      defer { depth.leave() }
    #endif
    node.send(value)
  }

  #if DEBUG
    /// How many `accept`s are under way, to report one made from inside a subscriber (kept
    /// in debug builds only: a release relay carries nothing for it).
    @usableFromInline let depth = RelayDepth(relay: "PublishRelay")
  #endif

  /// The relay's values from now on, as a ``Signal``.
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Element> {
    Signal(node: node)
  }
}
