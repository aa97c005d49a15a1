/// A value a view or a test sets by hand, observed as a ``Driver`` — RxRelay's
/// `BehaviorRelay`: it never fails and never completes.
///
/// ```swift
/// let query = BehaviorRelay(value: "")
/// query.asDriver().drive { print("query:", $0) }.store(in: &cancellables)   // query: ""
/// query.accept("swift")                                                    // query: swift
/// ```
///
/// A new subscriber of ``asDriver()`` receives the current ``value`` at once; ``accept(_:)``
/// sets it and delivers it at once, synchronously, to every subscriber, in the order they
/// subscribed. An `accept` from inside one of the relay's own subscribers is delivered too,
/// and reported by a runtime warning in debug builds (RxSwift's reentrancy anomaly).
@MainActor
public final class BehaviorRelay<Element> {
  /// The current value, shared with the node so that neither retains the other.
  @usableFromInline
  final class Current {
    @usableFromInline var value: Element
    init(_ value: Element) { self.value = value }
  }

  @usableFromInline let current: Current
  @usableFromInline let node: TraitNode<Element>

  /// A relay holding `value`.
  ///
  /// - Parameter value: The initial value.
  public init(value: Element) {
    let current = Current(value)
    self.current = current
    node = TraitNode(replay: .current({ current.value })) { node in
      node.send(current.value)
      return AnyCancellable {}
    }
  }

  /// The current value: the initial one, or the last accepted.
  public var value: Element { current.value }

  /// Sets the value and delivers it to every current subscriber, now.
  ///
  /// - Parameter value: The new value.
  @inlinable
  public func accept(_ value: Element) {
    #if DEBUG
      depth.enter()
      defer { depth.leave() }
    #endif
    current.value = value
    node.send(value)
  }

  #if DEBUG
    /// How many `accept`s are under way, to report one made from inside a subscriber (kept
    /// in debug builds only: a release relay carries nothing for it).
    @usableFromInline let depth = RelayDepth(relay: "BehaviorRelay")
  #endif

  /// The current value, then each accepted one, as a ``Driver``.
  ///
  /// - Returns: The driver.
  public func asDriver() -> Driver<Element> {
    Driver(node: node)
  }
}
