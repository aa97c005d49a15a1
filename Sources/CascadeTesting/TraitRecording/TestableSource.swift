import Cascade

/// A source that delivers scheduled events on a `TestScheduler`'s virtual time —
/// RxTest's `TestableObservable`, made by `createHotSignal(_:)` or `createColdSignal(_:)`.
///
/// ```swift
/// let source = scheduler.createHotSignal([.next(.seconds(150), 1), .next(.seconds(210), 2)])
/// let events = await scheduler.start { source.asSignal().map { $0 * 10 } }
/// #expect(events == [.next(.seconds(210), 20)])
/// #expect(source.subscriptions == [Subscription(subscribe: .seconds(200), unsubscribe: .seconds(1000))])
/// ```
///
/// A hot source's events happen at their absolute times whether or not anyone is subscribed;
/// a cold source's happen at their times after each subscription. Subscribers of one
/// ``asSignal()`` share a connection (a trait shares its upstream), so ``subscriptions`` holds
/// one entry per connection.
@MainActor
public final class TestableSource<Value> {
  private let scheduler: TestScheduler
  private let events: [Recorded<Value>]
  private let isHot: Bool
  /// The open connections of a hot source, by the index of their subscription.
  private var hotConnections: [Int: Connection] = [:]
  /// The failure a hot source has had, which a later subscriber meets at once.
  private var hotFailure: (any Error)?

  /// Each connection to the source: when it started, and when it ended (`nil` while open).
  public private(set) var subscriptions: [Subscription] = []

  /// What a failure becomes for one connection: what the subscriber sees instead (a value and
  /// the end, another trait), and the subscription to that other trait, if any.
  typealias Recovery = @MainActor (any Error, TraitSink<Value>) -> AnyCancellable?

  /// One open connection: where its events go, and what its failure becomes.
  @MainActor
  private final class Connection: Sendable {
    let sink: TraitSink<Value>
    let recover: Recovery
    var fallback: AnyCancellable?

    init(sink: TraitSink<Value>, recover: @escaping Recovery) {
      self.sink = sink
      self.recover = recover
    }
  }

  init(scheduler: TestScheduler, events: [Recorded<Value>], isHot: Bool) {
    self.scheduler = scheduler
    self.events = events
    self.isHot = isHot
    if isHot { scheduleHotEvents() }
  }

  /// The source's events as a `Signal`. A failure cannot reach a signal: it is a test issue
  /// that asks for ``asSignal(onErrorJustReturn:)`` or another handling, and the signal ends.
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Value> {
    make(recovering: { error, sink in
      reportIssue(
        """
        A test source failed (\(String(reflecting: error))) into 'asSignal()', which cannot \
        fail: say what a subscriber sees instead, with 'asSignal(onErrorJustReturn:)', \
        'asSignal(onErrorSignalWith:)' or 'asSignal(onErrorRecover:)'.
        """)
      sink.finish()
      return nil
    })
  }

  /// The source as a `Signal` that, on a failure, delivers `value` and completes — RxCocoa's
  /// `asSignal(onErrorJustReturn:)`.
  ///
  /// - Parameter value: What a failure becomes.
  /// - Returns: The signal.
  public func asSignal(onErrorJustReturn value: Value) -> Signal<Value> {
    make(recovering: Self.justReturn(value))
  }

  /// The source as a `Signal` that continues with `fallback` on a failure — RxCocoa's
  /// `asSignal(onErrorSignalWith:)`.
  ///
  /// - Parameter fallback: What a failure becomes.
  /// - Returns: The signal.
  public func asSignal(onErrorSignalWith fallback: Signal<Value>) -> Signal<Value> {
    asSignal(onErrorRecover: { _ in fallback })
  }

  /// The source as a `Signal` that continues with the signal `recover` makes of a failure —
  /// RxCocoa's `asSignal(onErrorRecover:)`.
  ///
  /// - Parameter recover: What a failure becomes.
  /// - Returns: The signal.
  public func asSignal(onErrorRecover recover: @escaping @MainActor (any Error) -> Signal<Value>)
    -> Signal<Value>
  {
    make(recovering: Self.continuing(with: recover))
  }

  /// The source as a `Driver` that, on a failure, delivers `value` and completes — RxCocoa's
  /// `asDriver(onErrorJustReturn:)`.
  ///
  /// - Parameter value: What a failure becomes.
  /// - Returns: The driver.
  public func asDriver(onErrorJustReturn value: Value) -> Driver<Value> {
    make(recovering: Self.justReturn(value))
  }

  /// The source as a `Driver` that continues with `fallback` on a failure — RxCocoa's
  /// `asDriver(onErrorDriveWith:)`.
  ///
  /// - Parameter fallback: What a failure becomes.
  /// - Returns: The driver.
  public func asDriver(onErrorDriveWith fallback: Driver<Value>) -> Driver<Value> {
    asDriver(onErrorRecover: { _ in fallback })
  }

  /// The source as a `Driver` that continues with the driver `recover` makes of a failure —
  /// RxCocoa's `asDriver(onErrorRecover:)`.
  ///
  /// - Parameter recover: What a failure becomes.
  /// - Returns: The driver.
  public func asDriver(onErrorRecover recover: @escaping @MainActor (any Error) -> Driver<Value>)
    -> Driver<Value>
  {
    make(recovering: Self.continuing(with: recover))
  }

  private func make<Strategy: SharingStrategy>(
    recovering recover: @escaping Recovery
  ) -> SharedSequence<Strategy, Value> {
    .create { [self] sink in connect(sink, recover: recover) }
  }

  private static func justReturn(_ value: Value) -> Recovery {
    { _, sink in
      sink.send(value)
      sink.finish()
      return nil
    }
  }

  private static func continuing<Strategy: SharingStrategy>(
    with recover: @escaping @MainActor (any Error) -> SharedSequence<Strategy, Value>
  ) -> Recovery {
    { error, sink in
      recover(error).subscribeKept({ sink.send($0) }, onCompleted: { sink.finish() })
    }
  }

  private func connect(_ sink: TraitSink<Value>, recover: @escaping Recovery) -> AnyCancellable {
    let index = subscriptions.count
    subscriptions.append(Subscription(subscribe: scheduler.now.sinceOrigin, unsubscribe: nil))
    let connection = Connection(sink: sink, recover: recover)
    var scheduled: [any Cancellable] = []
    if isHot {
      hotConnections[index] = connection
      if let hotFailure { Self.fail(connection, with: hotFailure) }
    } else {
      let start = scheduler.now
      for (position, event) in events.enumerated() {
        scheduled.append(
          scheduler.schedule(after: start.advanced(by: event.time)) { [weak self] in
            MainActor.assumeIsolated {
              guard let self else { return }
              Self.deliver(self.events[position], to: connection)
            }
          })
      }
    }
    let work = scheduled
    return AnyCancellable { [weak self] in
      for item in work { item.cancel() }
      MainActor.assumeIsolated {
        connection.fallback?.cancel()
        guard let self else { return }
        self.hotConnections[index] = nil
        self.subscriptions[index].unsubscribe = self.scheduler.now.sinceOrigin
      }
    }
  }

  private func scheduleHotEvents() {
    for (position, event) in events.enumerated() where event.time >= scheduler.now.sinceOrigin {
      scheduler.schedule(after: SchedulerInstant(event.time)) { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          let event = self.events[position]
          if case .error(_, let error) = event { self.hotFailure = error }
          for (_, connection) in self.hotConnections.sorted(by: { $0.key < $1.key }) {
            Self.deliver(event, to: connection)
          }
        }
      }
    }
  }

  private static func deliver(_ event: Recorded<Value>, to connection: Connection) {
    switch event {
    case .next(_, let value): connection.sink.send(value)
    case .completed: connection.sink.finish()
    case .error(_, let error): fail(connection, with: error)
    }
  }

  private static func fail(_ connection: Connection, with error: any Error) {
    connection.fallback = connection.recover(error, connection.sink)
  }
}

/// One connection to a ``TestableSource``: when it was subscribed, and when it ended —
/// RxTest's `Subscription`.
public struct Subscription: Hashable, Sendable, CustomStringConvertible {
  /// The virtual time of the subscription.
  public var subscribe: Duration
  /// The virtual time it ended; `nil` while it is open.
  public var unsubscribe: Duration?

  /// A connection from `subscribe` to `unsubscribe`.
  ///
  /// - Parameters:
  ///   - subscribe: When it started.
  ///   - unsubscribe: When it ended, or `nil`.
  public init(subscribe: Duration, unsubscribe: Duration?) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(200s, 1000s)`, RxTest's spelling.
  public var description: String {
    "(\(subscribe), \(unsubscribe.map { "\($0)" } ?? "open"))"
  }
}
