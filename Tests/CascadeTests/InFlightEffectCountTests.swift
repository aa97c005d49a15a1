import Cascade
import Testing

@Suite("inFlightEffectCount: what a store is running, for metrics")
struct InFlightEffectCountTests {
  @Test("a Store counts its timer and drops to zero when it is cancelled") @MainActor
  func store() async {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimerFeature.State()) { TimerFeature(scheduler: scheduler) }
    #expect(store.inFlightEffectCount == 0)
    store.send(.startTapped)
    store.send(.loadTapped)
    #expect(store.inFlightEffectCount == 2)
    store.send(.stopTapped)
    #expect(store.inFlightEffectCount == 1)
    await scheduler.advance(by: .seconds(2))
    #expect(store.inFlightEffectCount == 0)
  }

  @Test("a StoreActor counts a session's pending timers")
  func storeActor() async {
    let scheduler = TestScheduler()
    let session = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    await session.send(.login("blob"))
    #expect(await session.inFlightEffectCount == 1)
    await scheduler.advance(by: .seconds(1))
    // The heartbeat timer and the idle timeout.
    #expect(await session.inFlightEffectCount == 2)
    await session.send(.logout)
    #expect(await session.inFlightEffectCount == 0)
  }
}
