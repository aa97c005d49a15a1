import Synchronization

/// One shared stage of an observation: a `Driver` or `Signal` is a handle to one of these.
///
/// A node connects to its upstream (a store, or another node) when its first subscriber
/// arrives and disconnects after its last one leaves, so every subscriber of one driver
/// shares the upstream work: a `map` closure runs once per element, whatever the number of
/// subscribers. A node that replays hands a new subscriber the latest element at once.
@MainActor
@usableFromInline
final class ObservationNode<Value> {
  @usableFromInline
  enum Replay {
    /// No replay (a `Signal`).
    case none
    /// Replay the latest element this node delivered (a derived `Driver`).
    case latest
    /// Replay by reading the current value, without keeping it (a `Driver` of a whole state,
    /// which must not retain the state's storage between sends); `nil` when there is none.
    case current(() -> Value?)
  }

  @usableFromInline
  struct Subscriber {
    let id: UInt64
    @usableFromInline let flag: SubscriptionFlag
    @usableFromInline let onNext: (Value) -> Void
  }

  @usableFromInline let replay: Replay
  private let connect: (ObservationNode<Value>) -> AnyCancellable
  // Touched only on the main actor by the node itself; see StoreCore for why unchecked.
  @exclusivity(unchecked) @usableFromInline var subscribers: [Subscriber] = []
  private var upstream: AnyCancellable?
  @exclusivity(unchecked) @usableFromInline var latest: Value?
  private var nextID: UInt64 = 0

  /// - Parameters:
  ///   - replay: What a new subscriber receives at once.
  ///   - connect: Subscribes this node to its upstream; may deliver synchronously (the replay
  ///     for the first subscriber). Returns the upstream subscription.
  @usableFromInline
  init(replay: Replay, connect: @escaping (ObservationNode<Value>) -> AnyCancellable) {
    self.replay = replay
    self.connect = connect
  }

  func subscribe(_ onNext: @escaping (Value) -> Void) -> AnyCancellable {
    nextID += 1
    let id = nextID
    let flag = SubscriptionFlag()
    subscribers.append(Subscriber(id: id, flag: flag, onNext: onNext))
    if upstream == nil {
      upstream = connect(self)
    } else {
      switch replay {
      case .none: break
      case .latest: if let latest { onNext(latest) }
      case .current(let current): if let value = current() { onNext(value) }
      }
    }
    // The token keeps the node (and, through its upstream token, the whole chain) alive
    // until cancelled, as an Rx disposable does; cancelling releases it.
    return AnyCancellable { [self] in
      flag.cancel()
      Task { @MainActor in self.remove(id) }
    }
  }

  @inlinable
  func send(_ value: Value) {
    if case .latest = replay { latest = value }
    // By index over a snapshot: no per-element copy of the subscriber (and its retains).
    let subscribers = self.subscribers
    for index in subscribers.indices where subscribers[index].flag.isActive {
      subscribers[index].onNext(value)
    }
  }

  private func remove(_ id: UInt64) {
    subscribers.removeAll { $0.id == id }
    guard subscribers.isEmpty else { return }
    upstream?.cancel()
    upstream = nil
    latest = nil
  }

  // MARK: - Operators shared by Driver and Signal

  func map<T>(replay: ObservationNode<T>.Replay, _ transform: @escaping (Value) -> T)
    -> ObservationNode<T>
  {
    ObservationNode<T>(replay: replay) { child in
      self.subscribe { [weak child] in child?.send(transform($0)) }
    }
  }

  func compactMap<T>(
    replay: ObservationNode<T>.Replay,
    _ transform: @escaping (Value) -> T?
  ) -> ObservationNode<T> {
    ObservationNode<T>(replay: replay) { child in
      self.subscribe { [weak child] value in
        if let transformed = transform(value) { child?.send(transformed) }
      }
    }
  }

  func removeDuplicates(
    replay: Replay,
    by isDuplicate: @escaping (Value, Value) -> Bool
  ) -> ObservationNode<Value> {
    ObservationNode(replay: replay) { child in
      var last: Value?
      return self.subscribe { [weak child] value in
        if let previous = last, isDuplicate(previous, value) { return }
        last = value
        child?.send(value)
      }
    }
  }

  func values() -> AsyncStream<Value> where Value: Sendable {
    AsyncStream { continuation in
      let subscription = subscribe { continuation.yield($0) }
      continuation.onTermination = { _ in subscription.cancel() }
    }
  }
}

/// Whether a subscription may still deliver; cleared by `cancel()` from any thread.
@usableFromInline
final class SubscriptionFlag: Sendable {
  @usableFromInline let active = Atomic(true)

  @inlinable
  var isActive: Bool { active.load(ordering: .acquiring) }

  func cancel() { active.store(false, ordering: .releasing) }
}

/// The last value a source compared against, kept by its observer closure.
@MainActor
@usableFromInline
final class LastValue<Value> {
  // Touched only on the main actor by the one closure that owns it: no overlapping access.
  @exclusivity(unchecked) @usableFromInline var value: Value

  @usableFromInline
  init(_ value: Value) {
    self.value = value
  }
}
