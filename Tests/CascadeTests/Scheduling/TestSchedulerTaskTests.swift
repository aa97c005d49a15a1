import Cascade
import Testing

/// A nonisolated async function between a main-actor body and its sleep: it runs off the main
/// actor, where only the settling domain can wait for it.
nonisolated func sleepTwoSeconds(on scheduler: TestScheduler) async throws {
  try await scheduler.sleep(for: .seconds(2))
}

@globalActor
actor TestHarnessActor {
  static let shared = TestHarnessActor()
}

@Suite("scheduler.task starts its body before it returns")
@MainActor
struct TestSchedulerTaskTests {
  /// A main-actor reader takes each value on the main actor, so an advance waits for it to
  /// park again. In a full parallel run a reader has gone over 5 s without reaching its next
  /// value (with the default timeout: 2 runs in 4, 0 in 5, 1 in 3 with a busy loop): when the
  /// advance gave up, the domain had no job queued and no delivery under way, and the
  /// advance itself resumed within half a second — the stall is outside the domain and the
  /// main actor, not yet explained (see the session notes).
  static let settleTimeout = Duration.seconds(60)

  @Test("a main-actor body runs until it first suspends before scheduler.task returns")
  func mainActorBodyStartsInPlace() async {
    let scheduler = TestScheduler()
    var steps: [String] = []
    let task = scheduler.task { @MainActor in
      steps.append("body")
      try await scheduler.sleep(for: .seconds(1))
      steps.append("woke")
    }
    steps.append("returned")
    #expect(steps == ["body", "returned"])
    await scheduler.advance(by: .seconds(1))
    #expect(steps == ["body", "returned", "woke"])
    _ = await task.result
  }

  @Test("a body isolated to another global actor started from it runs in place too")
  @TestHarnessActor
  func globalActorBodyStartsInPlace() async {
    let scheduler = TestScheduler()
    var steps: [String] = []
    let task = scheduler.task { @TestHarnessActor in
      steps.append("body")
      try await scheduler.sleep(for: .seconds(1))
      steps.append("woke")
    }
    steps.append("returned")
    #expect(steps == ["body", "returned"])
    await scheduler.advance(by: .seconds(1))
    #expect(steps == ["body", "returned", "woke"])
    _ = await task.result
  }

  @Test("a main-actor body reading a store's driver sees the initial value, then each send")
  func mainActorObserverOfAStore() async {
    for _ in 0..<1_000 {
      let scheduler = TestScheduler(settleTimeout: Self.settleTimeout)
      let store = TraitDisconnectionTests.counter()
      let seen = Locked<[Int]>([])
      let reader = scheduler.task { @MainActor in
        for await count in store.driver(\.self).values { seen.withLock { $0.append(count) } }
      }
      store.send(())
      store.send(())
      await scheduler.advance()
      let values = seen.withLock { $0 }
      #expect(values == [0, 1, 2])
      reader.cancel()
      await scheduler.advance()
      if values != [0, 1, 2] { break }
    }
  }

  @Test("a main-actor body reading StoreActor.values sees the initial value, then each change")
  func mainActorObserverOfAStoreActor() async {
    for _ in 0..<1_000 {
      let scheduler = TestScheduler(settleTimeout: Self.settleTimeout)
      let session = StoreActor(initialState: SessionFeature.State()) {
        SessionFeature(scheduler: scheduler)
      }
      let seen = Locked<[SessionFeature.Phase]>([])
      let reader = scheduler.task { @MainActor in
        for await phase in await session.values(\.phase) { seen.withLock { $0.append(phase) } }
      }
      await session.send(.login("blob"))
      await scheduler.advance()
      let phases = seen.withLock { $0 }
      #expect(phases == [.idle, .authenticating])
      reader.cancel()
      await scheduler.advance()
      if phases != [.idle, .authenticating] { break }
    }
  }

  @Test("a driver's values made before a nonisolated body start with the value before the send")
  func valuesMadeBeforeTheTask() async {
    for _ in 0..<1_000 {
      let scheduler = TestScheduler()
      let store = TraitDisconnectionTests.counter()
      let seen = Locked<[Int]>([])
      // `values` subscribes when it is read: the initial value is in before the task starts.
      let counts = store.driver(\.self).values
      let reader = scheduler.task {
        for await count in counts { seen.withLock { $0.append(count) } }
      }
      store.send(())
      store.send(())
      await scheduler.advance()
      let values = seen.withLock { $0 }
      #expect(values == [0, 1, 2])
      reader.cancel()
      await scheduler.advance()
      if values != [0, 1, 2] { break }
    }
  }

  @Test(
    "a main-actor body's nonisolated callees stay settled work: a sleep reached through one",
    arguments: ["function", "Task.sleep on the clock"])
  func mainActorBodyNonisolatedCallees(_ path: String) async {
    for _ in 0..<200 {
      let scheduler = TestScheduler(settleTimeout: Self.settleTimeout)
      let woke = Locked<SchedulerInstant?>(nil)
      let task = scheduler.task { @MainActor in
        if path == "function" {
          try await sleepTwoSeconds(on: scheduler)
        } else {
          try await Task.sleep(for: .seconds(2), clock: scheduler.clock)
        }
        woke.withLock { $0 = scheduler.now }
      }
      await scheduler.advance(by: .seconds(1))
      await scheduler.advance(by: .seconds(1))
      // A sleep registered late (after the first advance) would fall due at 3 s.
      let instant = woke.withLock { $0 }
      #expect(instant == SchedulerInstant(.seconds(2)))
      task.cancel()
      await scheduler.advance()
      if instant != SchedulerInstant(.seconds(2)) { break }
    }
  }
}
