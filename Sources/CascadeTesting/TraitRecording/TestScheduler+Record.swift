import Cascade

extension TestScheduler {
  /// Subscribes to `driver` and records every value and the completion it delivers, with this
  /// scheduler's time — RxTest's `scheduler.createObserver` plus a subscription.
  ///
  /// ```swift
  /// let recording = scheduler.record(Driver.interval(.seconds(1), scheduler: scheduler).skip(1))
  /// scheduler.advance(by: .seconds(3))
  /// #expect(recording.events == [.next(.seconds(2), 1), .next(.seconds(3), 2)])
  /// ```
  ///
  /// - Parameter driver: The driver to record; its replayed value is recorded at once.
  /// - Returns: The recording, subscribed until cancelled or released.
  @MainActor
  public func record<Value>(_ driver: Driver<Value>) -> TraitRecording<Value> {
    TraitRecording(scheduler: self) { driver.subscribeKept($0, onCompleted: $1) }
  }

  /// Subscribes to `signal` and records every value and the completion it delivers, with this
  /// scheduler's time.
  ///
  /// - Parameter signal: The signal to record.
  /// - Returns: The recording, subscribed until cancelled or released.
  @MainActor
  public func record<Value>(_ signal: Signal<Value>) -> TraitRecording<Value> {
    TraitRecording(scheduler: self) { signal.subscribeKept($0, onCompleted: $1) }
  }
}
