/// A source of values a view or a test pushes by hand that replays its last `bufferSize`
/// values to each new subscriber — RxRelay's `ReplayRelay`. It never fails and never
/// completes.
///
/// ```swift
/// let log = ReplayRelay<String>.create(bufferSize: 2)
/// log.accept("a"); log.accept("b"); log.accept("c")
/// log.asSignal().emit { print($0) }.store(in: &cancellables)   // b, c
/// log.accept("d")                                              // d
/// ```
///
/// ``accept(_:)`` keeps the value and delivers it at once, synchronously, to every current
/// subscriber, in the order they subscribed; a new subscriber first receives the kept values,
/// oldest first.
@MainActor
public final class ReplayRelay<Element> {
  /// The kept values, shared with the node so that neither retains the other.
  final class Buffer {
    let size: Int
    var values: [Element] = []

    init(size: Int) { self.size = size }

    func keep(_ value: Element) {
      values.append(value)
      if values.count > size { values.removeFirst(values.count - size) }
    }
  }

  private let buffer: Buffer
  private let node: TraitNode<Element>
  #if DEBUG
    private let depth = RelayDepth(relay: "ReplayRelay")
  #endif

  private init(bufferSize: Int) {
    let buffer = Buffer(size: bufferSize)
    self.buffer = buffer
    node = TraitNode(replay: .buffer({ buffer.values })) { node in
      for value in buffer.values { node.send(value) }
      return AnyCancellable {}
    }
  }

  /// A relay that replays its last `bufferSize` values — RxRelay's
  /// `ReplayRelay.create(bufferSize:)`.
  ///
  /// - Parameter bufferSize: How many values a new subscriber receives first; at least one
  ///   (fewer is a programmer error).
  /// - Returns: The relay.
  public static func create(bufferSize: Int) -> ReplayRelay {
    precondition(bufferSize > 0, "A ReplayRelay's buffer holds at least one value")
    return ReplayRelay(bufferSize: bufferSize)
  }

  /// Keeps `value` and delivers it to every current subscriber, now.
  ///
  /// - Parameter value: The value.
  public func accept(_ value: Element) {
    #if DEBUG
      depth.enter()
      defer { depth.leave() }
    #endif
    buffer.keep(value)
    node.send(value)
  }

  /// The kept values, then each accepted one, as a ``Signal``.
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Element> {
    Signal(node: node)
  }
}
