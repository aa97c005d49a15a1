import Cascade
import CascadeTesting
import Observation
import Testing

@Suite(
  "RxTest's, ReactorKit's and TCA's spellings: scheduleAt, advanceTo, start, currentState, withState"
)
@MainActor
struct RxTestSpellingTests {
  @Test("scheduleAt runs work at its time; advanceTo stops there; start runs the rest")
  func timeline() {
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let recording = scheduler.record(relay.asSignal())
    scheduler.scheduleAt(.seconds(300)) { relay.accept(1) }
    scheduler.scheduleAt(.seconds(400)) { relay.accept(2) }
    scheduler.scheduleAt(.seconds(900)) { relay.accept(3) }
    scheduler.advanceTo(.seconds(400))
    #expect(recording.events == [.next(.seconds(300), 1), .next(.seconds(400), 2)])
    scheduler.start()
    #expect(recording.values == [1, 2, 3])
    #expect(scheduler.now == SchedulerInstant(.seconds(900)))
  }

  @Test("a cancelled scheduleAt never runs")
  func cancelled() {
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let recording = scheduler.record(relay.asSignal())
    scheduler.scheduleAt(.seconds(10)) { relay.accept(1) }.cancel()
    scheduler.start()
    #expect(recording.events.isEmpty)
  }

  @Test("store.currentState reads the state as ReactorKit's reactor.currentState does")
  func currentState() {
    let store = Store(initialState: QueryFeature.State()) { QueryFeature() }
    store.send(.type("a"))
    #expect(store.currentState.query == "a")
  }

  @Test("store.withState reads once, as TCA's does: a read inside it is not observed")
  func withState() {
    let store = Store(initialState: QueryFeature.State()) { QueryFeature() }
    store.send(.type("a"))
    #expect(store.withState(\.query) == "a")
    let notified = LockIsolated(false)
    let read = withObservationTracking {
      store.withState { $0.query }
    } onChange: {
      notified.setValue(true)
    }
    store.send(.type("ab"))
    #expect(read == "a")
    #expect(!notified.value)
  }
}
