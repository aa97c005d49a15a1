import Cascade
import Foundation
import Testing

@Suite("TestScheduler async advance")
@MainActor
struct AsyncAdvanceTests {
  struct Ticker: Reducer {
    enum Action: Equatable {
      case start(Int)
      case tick(Int)
      case stop(Int)
    }
    let scheduler: any Scheduler

    func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
      switch action {
      case .start(let id):
        return .run { send in
          while true {
            try await scheduler.sleep(for: .seconds(1))
            await send(.tick(id))
          }
        }
        .cancellable(id: id)
      case .tick(let id):
        state.append(id)
        return .none
      case .stop(let id):
        return .cancel(id: id)
      }
    }
  }

  @Test("a sleeping .run effect ticks exactly once per advanced second")
  func singleEffect() async {
    let scheduler = TestScheduler()
    let store = Store(initialState: []) { Ticker(scheduler: scheduler) }
    let task = store.send(.start(1))
    await scheduler.advance(by: .seconds(3))
    #expect(store.state == [1, 1, 1])
    await scheduler.advance(by: .milliseconds(999))
    #expect(store.state == [1, 1, 1])
    store.send(.stop(1))
    await task.finish()
    await scheduler.advance(by: .seconds(10))
    #expect(store.state == [1, 1, 1])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("one large async advance runs every tick of a sleeping loop")
  func largeAdvance() async {
    let scheduler = TestScheduler()
    let store = Store(initialState: []) { Ticker(scheduler: scheduler) }
    store.send(.start(1))
    await scheduler.advance(by: .seconds(25))
    #expect(store.state.count == 25)
    store.send(.stop(1))
  }

  @Test("100 sleeping effects over 50 s give the same actions in the same order, 200 times")
  func deterministicAcrossRuns() async {
    let expected = (1...50).flatMap { _ in Array(0..<100) }
    // 200 consecutive runs by default; a sanitizer run may ask for fewer.
    let runs = Int(ProcessInfo.processInfo.environment["CASCADE_DETERMINISM_RUNS"] ?? "") ?? 200
    for run in 0..<runs {
      let scheduler = TestScheduler()
      let store = Store(initialState: []) { Ticker(scheduler: scheduler) }
      // Started together, without settling in between: effects run one at a time in the
      // order the store started them, so they reach their first sleep in that order.
      for id in 0..<100 { store.send(.start(id)) }
      for _ in 0..<50 {
        await scheduler.advance(by: .seconds(1))
      }
      #expect(store.state == expected, "run \(run)")
      store.send(.stop(-1))
      for id in 0..<100 { store.send(.stop(id)) }
      if store.state != expected { break }
    }
  }

  @Test("run() drives sleeping effects until only repeating work remains")
  func asyncRun() async {
    let scheduler = TestScheduler()
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        guard action == 0 else { return .none }
        return .run { send in
          for _ in 0..<5 {
            try await scheduler.sleep(for: .seconds(2))
            await send(1)
          }
        }
      }
    }
    let task = store.send(0)
    await scheduler.run()
    await task.finish()
    #expect(store.state == 5)
    #expect(scheduler.now == SchedulerInstant(.seconds(10)))
  }

  /// TCA's long-living-effects case study: an effect that forwards an `AsyncStream` the test
  /// feeds (screenshots taken) into the store.
  struct Screenshots: Reducer {
    let screenshots: AsyncStream<Void>

    func reduce(into count: inout Int, action: Bool) -> Effect<Bool> {
      if action {
        count += 1
        return .none
      }
      return .run { [screenshots] send in
        for await _ in screenshots { await send(true) }
      }
    }
  }

  @Test("an effect awaiting an AsyncStream the test feeds is idle: advance neither waits nor warns")
  func streamEffectIsIdle() async {
    // A short timeout: waiting for the effect (the old rule) would warn within the test.
    let scheduler = TestScheduler(settleTimeout: .milliseconds(200))
    let (screenshots, screenshot) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: 0) { Screenshots(screenshots: screenshots) }
    let log = RuntimeWarningLog()
    let task = store.send(false)
    await RuntimeWarning.withSink(log.sink) {
      await scheduler.advance(by: .seconds(1))
      screenshot.yield()
      await scheduler.advance(by: .seconds(1))
    }
    #expect(log.messages.isEmpty)
    #expect(store.state == 1)
    task.cancel()
    await task.finish()
  }
}
