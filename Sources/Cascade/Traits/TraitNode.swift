import Synchronization

/// One shared stage of an observation: a `Driver` or `Signal` is a handle to one of these.
///
/// A node connects to its upstream (a store, another node, an async sequence's task) when its
/// first subscriber arrives and disconnects after its last one leaves, so every subscriber of
/// one driver shares the upstream work: a `map` closure runs once per element, whatever the
/// number of subscribers — RxSwift's `share(replay:scope: .whileConnected)`. A node that
/// replays hands a new subscriber the latest element at once.
///
/// An upstream may complete (a finite async sequence, `Driver.just`): the node then tells its
/// subscribers, drops them and its latest element, and is disconnected; a later subscriber
/// connects it again, starting the upstream afresh.
@MainActor
@usableFromInline
final class TraitNode<Value> {
  @usableFromInline
  enum Replay {
    /// No replay (a `Signal`).
    case none
    /// Replay the latest element this node delivered (a derived `Driver`).
    case latest
    /// Replay by reading the current value, without keeping it (a `Driver` of a whole state,
    /// which must not retain the state's storage between sends); `nil` when there is none.
    case current(() -> Value?)
    /// Replay every value the source keeps, oldest first (a `ReplayRelay`'s buffer).
    case buffer(() -> [Value])
  }

  /// One subscription: its closures and the flag its token clears. One object, so a delivery
  /// reads the flag and the closure from one place and calls the closure borrowed from it.
  @usableFromInline
  final class Subscriber: @unchecked Sendable {
    // Sound: the closures are only called, and the other fields only read, on the main actor
    // (the node's); another thread only clears `active`, an atomic.
    let id: UInt64
    @usableFromInline let active = Atomic(true)
    @usableFromInline let onNext: (Value) -> Void
    let onCompleted: (() -> Void)?
    /// Runs once the completed connection's upstream is gone (`do`'s `onDispose`).
    let afterEnd: (() -> Void)?

    init(
      id: UInt64, onNext: @escaping (Value) -> Void, onCompleted: (() -> Void)?,
      afterEnd: (() -> Void)?
    ) {
      self.id = id
      self.onNext = onNext
      self.onCompleted = onCompleted
      self.afterEnd = afterEnd
    }

    /// Whether the subscription may still deliver; cleared by `cancel()` from any thread.
    @inlinable
    var isActive: Bool { active.load(ordering: .acquiring) }

    func cancel() { active.store(false, ordering: .releasing) }
  }

  @usableFromInline let replay: Replay
  private let connect: (TraitNode<Value>) -> AnyCancellable
  // Touched only on the main actor by the node itself; see StoreCore for why unchecked.
  @exclusivity(unchecked) @usableFromInline var subscribers: [Subscriber] = []
  private var upstream: AnyCancellable?
  @exclusivity(unchecked) @usableFromInline var latest: Value?
  private var nextID: UInt64 = 0
  /// Counts connections, so that an upstream task of an ended one cannot deliver.
  // Touched only on the main actor by the node itself: no overlapping access.
  @exclusivity(unchecked) @usableFromInline private(set) var connection: UInt64 = 0
  @exclusivity(unchecked) @usableFromInline private(set) var isConnected = false
  /// Counts what the node handed out (values, replays, completions), so that a subscription
  /// can tell whether it was served without a closure of its own around every delivery.
  /// Written on the main actor only; read from any thread, where a token is released.
  @usableFromInline let deliveries = Atomic<UInt64>(0)

  /// - Parameters:
  ///   - replay: What a new subscriber receives at once.
  ///   - connect: Subscribes this node to its upstream; may deliver synchronously (the replay
  ///     for the first subscriber), and may even complete. Returns the upstream subscription.
  @usableFromInline
  init(replay: Replay, connect: @escaping (TraitNode<Value>) -> AnyCancellable) {
    self.replay = replay
    self.connect = connect
  }

  /// Adds a subscriber, connecting the node if it is the first.
  ///
  /// Cancelling the returned token stops deliveries to `onNext` at once, from any thread; the
  /// subscriber is removed (and the upstream disconnected, if it was the last) on the main
  /// actor: in place when the canceller holds it — any main-actor code — so that a subscriber
  /// arriving next starts the upstream afresh; else in a task that an
  /// `await TestScheduler.advance` waits for.
  @usableFromInline
  func subscribe(
    _ onNext: @escaping (Value) -> Void,
    onCompleted: (() -> Void)? = nil,
    afterEnd: (() -> Void)? = nil
  ) -> AnyCancellable {
    nextID += 1
    let id = nextID
    let subscriber = Subscriber(
      id: id, onNext: onNext, onCompleted: onCompleted, afterEnd: afterEnd)
    subscribers.append(subscriber)
    if !isConnected {
      isConnected = true
      connection &+= 1
      let current = connection
      let token = connect(self)
      // The upstream may have completed while connecting (`Driver.just`).
      if isConnected, connection == current { upstream = token } else { token.cancel() }
    } else {
      // Counted only when something is handed over: a signal, or a driver with nothing yet,
      // gives a new subscriber nothing.
      func hand(_ value: Value) {
        noteDelivery()
        onNext(value)
      }
      switch replay {
      case .none: break
      case .latest: if let latest { hand(latest) }
      case .current(let current): if let value = current() { hand(value) }
      case .buffer(let buffer): for value in buffer() { hand(value) }
      }
    }
    // The token keeps the node (and, through its upstream token, the whole chain) alive
    // until cancelled, as an Rx disposable does; cancelling releases it. It holds the
    // subscriber weakly: once the node drops it (a completion), its closures go with it,
    // whoever keeps the token.
    return AnyCancellable { [self, weak subscriber] in
      subscriber?.cancel()
      SettlingHooks.performPromptlyOnMainActor(
        site: EffectSite("a trait subscription's end", fileID: #fileID, line: #line)
      ) {
        self.remove(id)
      }
    }
  }

  @inlinable
  func send(_ value: Value) {
    if case .latest = replay { latest = value }
    noteDelivery()
    // Over a snapshot: a subscriber may subscribe or cancel.
    let subscribers = self.subscribers
    Self.deliver(value, to: subscribers)
  }

  /// Calls each active subscriber, borrowed from `subscribers` (no retain of it or its closure
  /// per delivery). Nonisolated, so its closure carries no isolation check: `send` calls it on
  /// the main actor.
  @inlinable
  nonisolated static func deliver(_ value: Value, to subscribers: [Subscriber]) {
    for index in subscribers.indices {
      Unmanaged.passUnretained(subscribers[index])._withUnsafeGuaranteedRef { subscriber in
        if subscriber.isActive { subscriber.onNext(value) }
      }
    }
  }

  /// Counts one delivery (only the main actor writes, so a load and a store suffice).
  @inlinable
  func noteDelivery() {
    deliveries.store(deliveries.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  /// Sends `value` if connection `connection` is still the current one: an upstream that runs
  /// on its own (a task) uses it, so that nothing from an ended connection arrives.
  @inlinable
  func send(_ value: Value, from connection: UInt64) {
    guard isConnected, self.connection == connection else { return }
    send(value)
  }

  /// Completes the current connection: subscribers are told and dropped, the node is
  /// disconnected, and the latest element is forgotten.
  @usableFromInline
  func finish() {
    guard isConnected else { return }
    let subscribers = self.subscribers
    let upstream = self.upstream
    isConnected = false
    self.subscribers = []
    latest = nil
    self.upstream = nil
    noteDelivery()
    for subscriber in subscribers where subscriber.isActive {
      subscriber.onCompleted?()
    }
    // RxSwift's order: the completion reaches the subscribers, then the upstream is disposed,
    // then what waits for the disposal (`do`'s `onDispose`).
    upstream?.cancel()
    for subscriber in subscribers { subscriber.afterEnd?() }
  }

  /// Completes connection `connection`, if it is still the current one.
  @usableFromInline
  func finish(from connection: UInt64) {
    guard isConnected, self.connection == connection else { return }
    finish()
  }

  private func remove(_ id: UInt64) {
    subscribers.removeAll { $0.id == id }
    guard subscribers.isEmpty, isConnected else { return }
    disconnect()
  }

  private func disconnect() {
    isConnected = false
    subscribers = []
    latest = nil
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
  }

  // MARK: - Operators shared by Driver and Signal
  //
  // The element-by-element operators are inlinable, so that a chain of them is specialized
  // for its element types where it is written: unspecialized, each node's `send` looks up
  // its generic metadata on every element. The closures hold their child node strongly: the
  // child holds this node's subscription (its upstream) only while connected, and
  // disconnecting removes the closure, so the cycle lasts exactly as long as the connection.

  @inlinable
  func map<T>(replay: TraitNode<T>.Replay, _ transform: @escaping (Value) -> T)
    -> TraitNode<T>
  {
    TraitNode<T>(replay: replay) { child in
      self.subscribe({ child.send(transform($0)) }, onCompleted: { child.finish() })
    }
  }

  @inlinable
  func compactMap<T>(
    replay: TraitNode<T>.Replay,
    _ transform: @escaping (Value) -> T?
  ) -> TraitNode<T> {
    TraitNode<T>(replay: replay) { child in
      self.subscribe(
        { value in
          if let transformed = transform(value) { child.send(transformed) }
        }, onCompleted: { child.finish() })
    }
  }

  @inlinable
  func removeDuplicates(
    replay: Replay,
    by isDuplicate: @escaping (Value, Value) -> Bool
  ) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let last = LastValue<Value?>(nil)
      return self.subscribe(
        { value in
          if let previous = last.value, isDuplicate(previous, value) { return }
          last.value = value
          child.send(value)
        }, onCompleted: { child.finish() })
    }
  }

  func values() -> TraitValues<Value> where Value: Sendable {
    TraitValues { buffer in
      subscribe({ buffer.yield($0) }, onCompleted: { buffer.finish() })
    }
  }

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
