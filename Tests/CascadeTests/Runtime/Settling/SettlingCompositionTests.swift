import Testing

@testable import Cascade

/// A log of labels, fed by sleeping effects composed in every way the issue lists.
struct SleeperFeature: Reducer {
  enum Action: Equatable {
    case concatenation
    case nested
    case taskGroup
    case asyncLets
    case chain(Int)
    case mapped
    case cancelTapped
    case cancelInFlight(Int)
    case log(Int)
  }

  struct ID: Hashable, Sendable {}

  let scheduler: any Scheduler

  func sleeper(_ seconds: Int, then label: Int) -> Effect<Action> {
    .run { send in
      try await scheduler.sleep(for: .seconds(seconds))
      await send(.log(label))
    }
  }

  func reduce(into log: inout [Int], action: Action) -> Effect<Action> {
    switch action {
    case .concatenation:
      return .concatenate(sleeper(1, then: 1), sleeper(2, then: 2), sleeper(3, then: 3))
        .cancellable(id: ID())
    case .nested:
      // x at 1 s; y at 2 s, then z at 3 s; w once both branches are done, at 4 s.
      return .concatenate(
        .merge(sleeper(1, then: 10), .concatenate(sleeper(2, then: 20), sleeper(1, then: 30))),
        sleeper(1, then: 40)
      )
      .cancellable(id: ID())
    case .taskGroup:
      return .run { send in
        await withTaskGroup(of: Void.self) { group in
          for seconds in [3, 1, 2] {
            group.addTask {
              guard (try? await scheduler.sleep(for: .seconds(seconds))) != nil else { return }
              await send(.log(seconds))
            }
          }
        }
        await send(.log(99))
      }
      .cancellable(id: ID())
    case .asyncLets:
      return .run { send in
        async let first: Void = scheduler.sleep(for: .seconds(2))
        async let second: Void = scheduler.sleep(for: .seconds(1))
        try await first
        await send(.log(2))
        try await second
        await send(.log(1))
      }
      .cancellable(id: ID())
    case .chain(let step):
      log.append(step)
      guard step < 3 else { return .none }
      return .run { send in
        try await scheduler.sleep(for: .seconds(1))
        await send(.chain(step + 1))
      }
    case .mapped:
      return .concatenate(sleeper(1, then: 1), sleeper(1, then: 2))
        .map { action in
          guard case .log(let label) = action else { return action }
          return .log(label * 100)
        }
        .cancellable(id: ID())
    case .cancelTapped:
      return .cancel(id: ID())
    case .cancelInFlight(let round):
      return .concatenate(sleeper(1, then: round * 10 + 1), sleeper(1, then: round * 10 + 2))
        .cancellable(id: ID(), cancelInFlight: true)
    case .log(let label):
      log.append(label)
      return .none
    }
  }
}

@Suite("Settling: every composition settles on await advance, exactly, with no warning")
@MainActor
struct SettlingCompositionTests {
  /// Runs `body` with a store on a fresh scheduler whose fallback would fail the test: any
  /// runtime warning (the settle watchdog's included) is an issue.
  private func withStore(
    _ body: (Store<[Int], SleeperFeature.Action>, TestScheduler) async -> Void
  ) async {
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) {
      let scheduler = TestScheduler(settleTimeout: .seconds(2))
      let store = Store(initialState: []) { SleeperFeature(scheduler: scheduler) }
      await body(store, scheduler)
    }
    #expect(warnings.messages.isEmpty)
  }

  @Test(
    ".concatenate of three sleeping effects: each starts when the previous finished",
    arguments: 0..<24)
  func concatenation(_ repetition: Int) async {
    await withStore { store, scheduler in
      let task = store.send(.concatenation)
      await scheduler.advance(by: .milliseconds(999))
      #expect(store.state == [])
      await scheduler.advance(by: .milliseconds(1))
      #expect(store.state == [1])
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [1])
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [1, 2])
      await scheduler.advance(by: .seconds(3))
      #expect(store.state == [1, 2, 3])
      await task.finish()
      #expect(scheduler.pendingCount == 0)
    }
  }

  @Test(".concatenate cancelled in its second step never starts the third", arguments: 0..<24)
  func concatenationCancelled(_ repetition: Int) async {
    await withStore { store, scheduler in
      let task = store.send(.concatenation)
      await scheduler.advance(by: .seconds(2))
      #expect(store.state == [1])
      store.send(.cancelTapped)
      await task.finish()
      await scheduler.advance(by: .seconds(10))
      #expect(store.state == [1])
      #expect(scheduler.pendingCount == 0)
    }
  }

  @Test("StoreTask.cancel stops a concatenation between its steps", arguments: 0..<24)
  func concatenationTaskCancelled(_ repetition: Int) async {
    await withStore { store, scheduler in
      let task = store.send(.concatenation)
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [1])
      task.cancel()
      await task.finish()
      await scheduler.advance(by: .seconds(10))
      #expect(store.state == [1])
    }
  }

  @Test("nested .concatenate(.merge(x, .concatenate(y, z)), w) runs in order", arguments: 0..<24)
  func nested(_ repetition: Int) async {
    await withStore { store, scheduler in
      store.send(.nested)
      var seen: [[Int]] = []
      for _ in 0..<5 {
        await scheduler.advance(by: .seconds(1))
        seen.append(store.state)
      }
      #expect(seen == [[10], [10, 20], [10, 20, 30], [10, 20, 30, 40], [10, 20, 30, 40]])
    }
  }

  @Test(
    "task-group children that sleep and send settle; the .run goes on after them", arguments: 0..<24
  )
  func taskGroup(_ repetition: Int) async {
    await withStore { store, scheduler in
      let task = store.send(.taskGroup)
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [1])
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [1, 2])
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [1, 2, 3, 99])
      await task.finish()
    }
  }

  @Test("a task group is cancelled with its effect: no child sends", arguments: 0..<24)
  func taskGroupCancelled(_ repetition: Int) async {
    await withStore { store, scheduler in
      let task = store.send(.taskGroup)
      await scheduler.advance(by: .seconds(1))
      store.send(.cancelTapped)
      await task.finish()
      await scheduler.advance(by: .seconds(5))
      #expect(store.state == [1])
    }
  }

  @Test("two async let sleeps awaited in turn", arguments: 0..<24)
  func asyncLets(_ repetition: Int) async {
    await withStore { store, scheduler in
      let task = store.send(.asyncLets)
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [])
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [2, 1])
      await task.finish()
    }
  }

  @Test(
    "effects of effects: each delivered action starts the next sleeping effect", arguments: 0..<24)
  func effectsOfEffects(_ repetition: Int) async {
    await withStore { store, scheduler in
      let task = store.send(.chain(0))
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [0, 1])
      await scheduler.advance(by: .seconds(2))
      #expect(store.state == [0, 1, 2, 3])
      await task.finish()
    }
  }

  @Test(".map over a cancellable concatenation", arguments: 0..<24)
  func mapped(_ repetition: Int) async {
    await withStore { store, scheduler in
      store.send(.mapped)
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [100])
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [100, 200])
    }
  }

  @Test("cancelInFlight restarts a concatenation; the old one never sends again", arguments: 0..<24)
  func cancelInFlight(_ repetition: Int) async {
    await withStore { store, scheduler in
      store.send(.cancelInFlight(1))
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [11])
      store.send(.cancelInFlight(2))
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [11, 21])
      await scheduler.advance(by: .seconds(1))
      #expect(store.state == [11, 21, 22])
      await scheduler.advance(by: .seconds(5))
      #expect(store.state == [11, 21, 22])
    }
  }

  @Test("a test's own task: sleep 2 s, advance 1 s twice, then its value", arguments: 0..<24)
  func testsOwnTask(_ repetition: Int) async throws {
    let warnings = RuntimeWarningLog()
    let woke = await RuntimeWarning.withSink(warnings.sink) {
      let scheduler = TestScheduler(settleTimeout: .seconds(2))
      let task = scheduler.task {
        try await scheduler.sleep(for: .seconds(2))
        return scheduler.now
      }
      await scheduler.advance(by: .seconds(1))
      await scheduler.advance(by: .seconds(1))
      return await task.result
    }
    #expect(try woke.get() == SchedulerInstant(.seconds(2)))
    #expect(warnings.messages.isEmpty)
  }

  @Test("a test's own task cancelled while it sleeps throws CancellationError", arguments: 0..<24)
  func testsOwnTaskCancelled(_ repetition: Int) async {
    let scheduler = TestScheduler(settleTimeout: .seconds(2))
    let task = scheduler.task { try await scheduler.sleep(for: .seconds(2)) }
    await scheduler.advance(by: .seconds(1))
    #expect(scheduler.pendingCount == 1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(scheduler.pendingCount == 0)
  }
}
