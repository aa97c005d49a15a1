import Cascade
import CascadeTesting
import Foundation
import Testing

@Suite("ActorTestStore: the TestStore API over a StoreActor")
@MainActor
struct ActorTestStoreTests {
  nonisolated static let runs = Array(
    0..<(Int(ProcessInfo.processInfo.environment["CASCADE_DETERMINISM_RUNS"] ?? "") ?? 200))

  @Test(
    "a session through login, heartbeats and expiry, exhaustively on virtual time",
    arguments: runs)
  func sessionLifecycle(_ run: Int) async {
    let scheduler = TestScheduler()
    let store = ActorTestStore(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    await store.send(.login("blob")) {
      $0.phase = .authenticating
      $0.user = "blob"
    }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.authenticated) { $0.phase = .active }
    await scheduler.advance(by: .seconds(10))
    await store.receive(.heartbeat) { $0.beats = 1 }
    await store.send(.activity)
    await scheduler.advance(by: .seconds(10))
    await store.receive(.heartbeat) { $0.beats = 2 }
    await scheduler.advance(by: .seconds(10))
    await store.receive(.heartbeat) { $0.beats = 3 }
    // 30 s after the activity at 11 s. The heartbeat also due at 41 s was rescheduled at
    // 31 s, after the timeout was scheduled: the timeout runs first and cancels it.
    await scheduler.advance(by: .seconds(10))
    await store.receive(.timeout) { $0.phase = .timedOut }
    await scheduler.advance(by: .seconds(60))
    await store.finish()
  }

  @Test("a state change the test did not describe fails with a diff, as in TestStore")
  func unassertedChange() async {
    let store = ActorTestStore(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: TestScheduler())
    }
    await withKnownIssue {
      await store.send(.logout)
    } matching: { issue in
      issue.description.contains(
        "State was not expected to change, but a change occurred after send(.logout)")
        && issue.description.contains("− phase: .idle\n+ phase: .closed")
    }
  }

  @Test("an effect still running at the end fails at the send that started it")
  func runningAtFinish() async {
    let scheduler = TestScheduler()
    let store = ActorTestStore(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    await store.send(.login("blob")) {
      $0.phase = .authenticating
      $0.user = "blob"
    }
    await withKnownIssue {
      await store.finish(timeout: .seconds(600))
    } matching: { issue in
      issue.description.contains(
        "An effect returned for this action is still running when the test store finished: "
          + ".login(\"blob\")")
        && issue.description.contains("'finish()' does not move virtual time")
    }
    await store.skipInFlightEffects()
  }

  @Test("actions of .send effects are received in order, on the actor")
  func sendEffects() async {
    let store = ActorTestStore(initialState: Tally.State()) { Tally() }
    await store.send(.chain(2)) { $0.count = 1 }
    await store.receive(.chain(1)) { $0.count = 2 }
    await store.receive(.chain(0)) { $0.count = 3 }
    #expect(store.state.count == 3)
  }

  @Test("a .run that does no waiting has run, and sent, when send returns", arguments: runs)
  func instantRun(_ run: Int) async {
    let opened = Probe<String>()
    let store = ActorTestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: opened)
    }
    await store.send(.open)
    #expect(opened.all == ["open"])
    await store.send(.load)
    await store.receive(.loaded(42)) { $0.loaded = [42] }
  }

  @Test("receive by case path and exhaustivity off work as on TestStore")
  func parityIdioms() async {
    let scheduler = TestScheduler()
    let store = ActorTestStore(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    store.exhaustivity = .off
    await store.send(.login("blob"))
    await scheduler.advance(by: .seconds(11))
    await store.receive({ $0 == .heartbeat }, assert: { $0.beats = 1 })
    store.assert { $0.phase = .active }
    await store.send(.logout) { $0.phase = .closed }
  }
}
