import Cascade

extension TestScheduler {
  /// A source whose events happen at their absolute virtual times, whether or not anyone is
  /// subscribed — RxTest's `createHotObservable`.
  ///
  /// - Parameter events: The events, at times since this scheduler's origin; those already
  ///   past are dropped.
  /// - Returns: The source.
  @MainActor
  public func createHotSignal<Value>(_ events: [Recorded<Value>]) -> TestableSource<Value> {
    TestableSource(scheduler: self, events: events, isHot: true)
  }

  /// A source whose events happen at their times after each subscription — RxTest's
  /// `createColdObservable`.
  ///
  /// - Parameter events: The events, at times relative to a subscription.
  /// - Returns: The source.
  @MainActor
  public func createColdSignal<Value>(_ events: [Recorded<Value>]) -> TestableSource<Value> {
    TestableSource(scheduler: self, events: events, isHot: false)
  }

  /// Makes a signal (or a driver) at `created`, subscribes to it at `subscribed`, ends the
  /// subscription at `disposed`, and returns what it delivered — RxTest's
  /// `start(created:subscribed:disposed:)`, with its default times.
  ///
  /// ```swift
  /// let xs = scheduler.createHotSignal([.next(.seconds(210), 1), .next(.seconds(1010), 2)])
  /// let events = await scheduler.start { xs.asSignal().map { $0 + 1 } }
  /// #expect(events == [.next(.seconds(210), 2)])
  /// ```
  ///
  /// - Parameters:
  ///   - created: When `make` runs.
  ///   - subscribed: When the recording subscribes.
  ///   - disposed: When the recording's subscription ends; the scheduler stops there.
  ///   - make: Builds the signal or driver under test.
  /// - Returns: The values and completion delivered between `subscribed` and `disposed`.
  @MainActor
  public func start<Strategy: SharingStrategy, Value>(
    created: Duration = .seconds(100),
    subscribed: Duration = .seconds(200),
    disposed: Duration = .seconds(1000),
    _ make: @MainActor () -> SharedSequence<Strategy, Value>
  ) async -> [Recorded<Value>] {
    // The disposal is scheduled first, as RxTest schedules it: at `disposed` it runs after
    // the work scheduled before this call (a hot source's events) and before the work the
    // run schedules for that instant, so an event due then from inside the run is not seen.
    let recording = RecordingSlot<Value>()
    schedule(after: SchedulerInstant(disposed)) {
      MainActor.assumeIsolated { recording.value?.cancel() }
    }
    await advance(to: SchedulerInstant(created))
    let sequence = make()
    await advance(to: SchedulerInstant(subscribed))
    recording.value = TraitRecording(scheduler: self) {
      sequence.subscribeKept($0, onCompleted: $1)
    }
    await advance(to: SchedulerInstant(disposed))
    recording.value?.cancel()
    return recording.value?.events ?? []
  }
}

/// The recording `start` makes at `subscribed`, for the disposal it scheduled before.
@MainActor
private final class RecordingSlot<Value>: Sendable {
  var value: TraitRecording<Value>?
}
