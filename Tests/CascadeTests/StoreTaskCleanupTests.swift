import Cascade
import Testing

/// A feature whose effect cleans up when it is cancelled, on real or virtual time.
struct Cleaning: Reducer {
  enum Action: Equatable {
    case start
    case stop
  }
  struct EffectID: Hashable, Sendable {}

  let probe: Probe<String>
  let scheduler: TestScheduler?

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state += 1
      return .run { [probe, scheduler] _ in
        defer { probe.append("cleanup") }
        if let scheduler {
          try await scheduler.sleep(for: .seconds(60))
        } else {
          await waitForCancellation()
        }
      }
      .cancellable(id: EffectID())
    case .stop:
      return .cancel(id: EffectID())
    }
  }
}

@Suite("StoreTask: finish after a cancellation returns once the effect's cleanup ran")
@MainActor
struct StoreTaskCleanupTests {
  let probe = Probe<String>()

  @Test("task.cancel(), then finish: the effect's defer has run", arguments: [false, true])
  func cancelThenFinish(virtualTime: Bool) async {
    let scheduler = virtualTime ? TestScheduler() : nil
    let store = Store(initialState: 0) { Cleaning(probe: probe, scheduler: scheduler) }
    let task = store.send(.start)
    task.cancel()
    await task.finish()
    #expect(task.isFinished)
    #expect(probe.all == ["cleanup"])
  }

  @Test("a cancel by id, then finish: the effect's defer has run", arguments: [false, true])
  func cancelByIDThenFinish(virtualTime: Bool) async {
    let scheduler = virtualTime ? TestScheduler() : nil
    let store = Store(initialState: 0) { Cleaning(probe: probe, scheduler: scheduler) }
    let task = store.send(.start)
    store.send(.stop)
    await task.finish()
    #expect(probe.all == ["cleanup"])
  }

  @Test("releasing the store, then finish: the effect's defer has run")
  func releaseThenFinish() async {
    var store: Store<Int, Cleaning.Action>? = Store(initialState: 0) {
      Cleaning(probe: probe, scheduler: nil)
    }
    let task = store!.send(.start)
    store = nil
    await task.finish()
    #expect(probe.all == ["cleanup"])
  }

  @Test("on a StoreActor too", arguments: [false, true])
  func storeActor(virtualTime: Bool) async {
    let scheduler = virtualTime ? TestScheduler() : nil
    let probe = self.probe
    let store = StoreActor(initialState: 0) { Cleaning(probe: probe, scheduler: scheduler) }
    let task = await store.send(.start)
    await store.send(.stop)
    await task.finish()
    #expect(task.isFinished)
    #expect(probe.all == ["cleanup"])
  }
}
