import Cascade

/// What a `Driver` or `Signal` delivered, and when on a `TestScheduler`'s virtual time — RxTest's
/// `TestableObserver`. Made by `TestScheduler.record(_:)`.
///
/// ```swift
/// let recording = scheduler.record(store.driver(\.count).map { $0 * 2 })
/// store.send(.increment)
/// scheduler.advance(by: .seconds(1))
/// store.send(.increment)
/// #expect(recording.events == [.next(.zero, 0), .next(.zero, 2), .next(.seconds(1), 4)])
/// ```
///
/// The recording subscribes when made and stays subscribed until ``cancel()`` or until it is
/// released; a completion is recorded once and ends the subscription.
@MainActor
public final class TraitRecording<Value> {
  /// Every event delivered so far, in order.
  public private(set) var events: [Recorded<Value>] = []

  private var subscription: AnyCancellable?

  /// Subscribes a trait: `drive` or `emit` with a value and a completion handler.
  typealias Subscribe = (
    _ onNext: @escaping @MainActor (Value) -> Void,
    _ onCompleted: @escaping @MainActor () -> Void
  ) -> AnyCancellable

  init(scheduler: TestScheduler, subscribe: Subscribe) {
    subscription = subscribe(
      { [weak self] value in self?.events.append(.next(scheduler.now.sinceOrigin, value)) },
      { [weak self] in self?.events.append(.completed(scheduler.now.sinceOrigin)) })
  }

  /// The delivered values alone, without their times.
  public var values: [Value] { events.compactMap(\.value) }

  /// Ends the subscription; the events recorded so far stay.
  public func cancel() {
    subscription?.cancel()
    subscription = nil
  }
}
