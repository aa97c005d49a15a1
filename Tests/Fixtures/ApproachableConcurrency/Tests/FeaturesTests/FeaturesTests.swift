import Cascade
import CascadeTesting
import Testing

@testable import Features

@Suite("Features built with the approachable-concurrency defaults")
struct FeaturesTests {
  @Test("Counter: a fact and a clock-driven tick, exhaustively on virtual time")
  func counter() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Counter.State()) {
      Counter(facts: { "\($0) is a number." }, clock: scheduler.clock)
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.factTapped)
    await store.receive(.factResponse("1 is a number.")) { $0.fact = "1 is a number." }
    await store.send(.startTapped) { $0.isTicking = true }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.tick) {
      $0.count = 11
      $0.isTicking = false
    }
  }

  @Test("Session on a StoreActor: a heartbeat restarts the idle timeout")
  func session() async {
    let scheduler = TestScheduler()
    let session = StoreActor(initialState: Session.State()) { Session(scheduler: scheduler) }
    await session.send(.heartbeat)
    await scheduler.advance(by: .seconds(20))
    await session.send(.heartbeat)
    await scheduler.advance(by: .seconds(20))
    #expect(await session.state == Session.State(heartbeats: 2, isExpired: false))
    await scheduler.advance(by: .seconds(10))
    #expect(await session.state.isExpired)
  }
}

extension Session.State {
  init(heartbeats: Int, isExpired: Bool) {
    self.init()
    self.heartbeats = heartbeats
    self.isExpired = isExpired
  }
}
