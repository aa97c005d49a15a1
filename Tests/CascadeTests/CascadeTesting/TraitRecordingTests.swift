import CascadeTesting
import Testing

@testable import Cascade

@Suite("Recording what a trait delivered, on virtual time")
@MainActor
struct TraitRecordingTests {
  @Test("each value and the completion are stamped with the scheduler's time")
  func eventsCarryVirtualTime() {
    let scheduler = TestScheduler()
    let recording = scheduler.record(Driver.timer(.seconds(2), period: nil, scheduler: scheduler))
    scheduler.advance(by: .seconds(1))
    #expect(recording.events == [])
    scheduler.advance(by: .seconds(1))
    #expect(recording.events == [.next(.seconds(2), 0), .completed(.seconds(2))])
    #expect(recording.values == [0])
  }

  @Test("a driver's replayed value is recorded at once; a signal records only what follows")
  func driverReplaysSignalDoesNot() {
    let scheduler = TestScheduler(now: SchedulerInstant(.seconds(10)))
    let store = Store(initialState: QueryFeature.State()) { QueryFeature() }
    let driver = scheduler.record(store.driver(\.query))
    let signal = scheduler.record(store.signal(\.query))
    scheduler.advance(by: .seconds(1))
    store.send(.type("a"))
    #expect(driver.events == [.next(.seconds(10), ""), .next(.seconds(11), "a")])
    #expect(signal.events == [.next(.seconds(11), "a")])
  }

  @Test("cancel ends the recording and keeps what it saw")
  func cancelKeepsEvents() {
    let scheduler = TestScheduler()
    let recording = scheduler.record(Signal.interval(.seconds(1), scheduler: scheduler))
    scheduler.advance(by: .seconds(2))
    recording.cancel()
    scheduler.advance(by: .seconds(2))
    #expect(recording.events == [.next(.seconds(1), 0), .next(.seconds(2), 1)])
  }

  @Test("events print as they are written in a test")
  func description() {
    let events: [Recorded<String>] = [.next(.seconds(1), "a"), .completed(.seconds(2))]
    #expect(events.map(\.description) == [#".next(1.0 seconds, "a")"#, ".completed(2.0 seconds)"])
  }
}
