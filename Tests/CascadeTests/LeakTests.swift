import Cascade
import Testing

/// Counts live instances; `waitUntilZero` resumes when the last one is deinitialized.
final class LiveCounter: Sendable {
  private let state = Locked<(count: Int, waiters: [CheckedContinuation<Void, Never>])>((0, []))

  final class Token: Sendable {
    let counter: LiveCounter
    init(_ counter: LiveCounter) {
      self.counter = counter
      counter.state.withLock { $0.count += 1 }
    }
    deinit {
      let waiters = counter.state.withLock { state in
        state.count -= 1
        defer { if state.count == 0 { state.waiters = [] } }
        return state.count == 0 ? state.waiters : []
      }
      for waiter in waiters { waiter.resume() }
    }
  }

  var count: Int { state.withLock { $0.count } }

  func waitUntilZero() async {
    await withCheckedContinuation { continuation in
      let done = state.withLock { state in
        if state.count == 0 { return true }
        state.waiters.append(continuation)
        return false
      }
      if done { continuation.resume() }
    }
  }
}

@Suite("Leaks")
@MainActor
struct LeakTests {
  struct Worker: Reducer {
    enum Action {
      case quick(Int)
      case forever(Int)
      case sleepy(Int)
      case cancel(Int)
    }
    let scheduler: TestScheduler
    let live: LiveCounter

    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
      switch action {
      case .quick(let id):
        let token = LiveCounter.Token(live)
        return .run { _ in withExtendedLifetime(token) {} }.cancellable(id: id)
      case .forever(let id):
        let token = LiveCounter.Token(live)
        return .run { _ in
          try await scheduler.sleep(for: .seconds(1_000_000))
          withExtendedLifetime(token) {}
        }
        .cancellable(id: id)
      case .sleepy(let id):
        let token = LiveCounter.Token(live)
        return Effect.timer(id: id, every: .seconds(1), on: scheduler).map { _ in
          withExtendedLifetime(token) { .cancel(-1) }
        }
      case .cancel(let id):
        return .cancel(id: id)
      }
    }
  }

  @Test(
    "a released store that ran 10,000 effects leaves no store, task, registry or scheduler work")
  func releasedStoreLeavesNothing() async {
    let scheduler = TestScheduler()
    let live = LiveCounter()
    weak var weakStore: Store<Int, Worker.Action>?
    do {
      let store = Store(initialState: 0) { Worker(scheduler: scheduler, live: live) }
      weakStore = store
      var quick: [StoreTask] = []
      for id in 0..<4_000 { quick.append(store.send(.quick(id))) }
      for id in 4_000..<7_000 { store.send(.forever(id)) }
      for id in 7_000..<10_000 { store.send(.sleepy(id)) }
      for id in 4_000..<5_500 { store.send(.cancel(id)) }
      for task in quick { await task.finish() }
      await scheduler.advance()
      #expect(store.inFlightEffectCount == 1_500 + 3_000)
    }
    #expect(weakStore == nil)
    #expect(scheduler.pendingCount == 0)
    _ = await withHangGuard("every effect's captured state being released") {
      await live.waitUntilZero()
    }
    #expect(live.count == 0)
  }
}
