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
  private var hotSinks: [Int: TraitSink<Value>] = [:]

  /// Each connection to the source: when it started, and when it ended (`nil` while open).
  public private(set) var subscriptions: [Subscription] = []

  init(scheduler: TestScheduler, events: [Recorded<Value>], isHot: Bool) {
    self.scheduler = scheduler
    self.events = events
    self.isHot = isHot
    if isHot { scheduleHotEvents() }
  }

  /// The source's events as a `Signal`.
  ///
  /// - Returns: The signal.
  public func asSignal() -> Signal<Value> {
    Signal.create { [self] sink in connect(sink) }
  }

  /// The source's events as a `Driver`; a test source never fails, so `value` is
  /// never delivered.
  ///
  /// - Parameter value: The value that would replace a failure.
  /// - Returns: The driver.
  public func asDriver(onErrorJustReturn value: Value) -> Driver<Value> {
    asSignal().asDriver(onErrorJustReturn: value)
  }

  private func connect(_ sink: TraitSink<Value>) -> AnyCancellable {
    let index = subscriptions.count
    subscriptions.append(Subscription(subscribe: scheduler.now.sinceOrigin, unsubscribe: nil))
    var scheduled: [any Cancellable] = []
    if isHot {
      hotSinks[index] = sink
    } else {
      let start = scheduler.now
      for (position, event) in events.enumerated() {
        scheduled.append(
          scheduler.schedule(after: start.advanced(by: event.time)) { [weak self] in
            MainActor.assumeIsolated {
              guard let self else { return }
              Self.deliver(self.events[position], to: sink)
            }
          })
      }
    }
    let work = scheduled
    return AnyCancellable { [weak self] in
      for item in work { item.cancel() }
      MainActor.assumeIsolated {
        guard let self else { return }
        self.hotSinks[index] = nil
        self.subscriptions[index].unsubscribe = self.scheduler.now.sinceOrigin
      }
    }
  }

  private func scheduleHotEvents() {
    for (position, event) in events.enumerated() where event.time >= scheduler.now.sinceOrigin {
      scheduler.schedule(after: SchedulerInstant(event.time)) { [weak self] in
        MainActor.assumeIsolated {
          guard let self else { return }
          for (_, sink) in self.hotSinks.sorted(by: { $0.key < $1.key }) {
            Self.deliver(self.events[position], to: sink)
          }
        }
      }
    }
  }

  private static func deliver(_ event: Recorded<Value>, to sink: TraitSink<Value>) {
    switch event {
    case .next(_, let value): sink.send(value)
    case .completed: sink.finish()
    }
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
