import Dispatch
import Testing

@testable import Cascade

@Suite("StoreActor: a store on an actor of its own")
struct StoreActorTests {
  @Test("concurrent sends from 1,000 tasks lose nothing and keep each sender's order")
  func concurrentSenders() async {
    let store = StoreActor(initialState: Tally.State()) { Tally() }
    await withTaskGroup(of: Void.self) { group in
      for sender in 0..<1_000 {
        group.addTask {
          for value in 0..<10 { await store.send(.add(sender: sender, value: value)) }
        }
      }
    }
    let state = await store.state
    #expect(state.count == 10_000)
    #expect(state.lastBySender.count == 1_000)
    #expect(state.lastBySender.values.allSatisfy { $0 == 9 })
    #expect(state.outOfOrder == 0)
  }

  @Test("1,000 actors side by side, each sent 100 actions concurrently, each ends with its own 100")
  func manyActors() async {
    let stores = (0..<1_000).map { _ in StoreActor(initialState: Tally.State()) { Tally() } }
    await withTaskGroup(of: Void.self) { group in
      for (index, store) in stores.enumerated() {
        group.addTask {
          for value in 0..<100 { await store.send(.add(sender: index, value: value)) }
        }
      }
    }
    for (index, store) in stores.enumerated() {
      let state = await store.state
      #expect(state.count == 100)
      #expect(state.lastBySender == [index: 99])
    }
  }

  @Test("a chain of 100,000 .send effects runs inside the actor without growing the stack")
  func longChain() async {
    let store = StoreActor(initialState: Tally.State()) { Tally() }
    await store.send(.chain(99_999))
    #expect(await store.state.count == 100_000)
  }

  @Test("effects and timers feed back to the actor on virtual time, exactly at each advance")
  @MainActor
  func sessionOnVirtualTime() async {
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    await store.send(.login("ada"))
    #expect(await store.state.phase == .authenticating)
    await scheduler.advance(by: .seconds(1))
    #expect(await store.state.phase == .active)
    await scheduler.advance(by: .seconds(25))
    #expect(await store.state.beats == 2)
    await store.send(.activity)  // the idle timeout restarts: due at 56 s
    await scheduler.advance(by: .seconds(29))  // 55 s
    #expect(await store.state.phase == .active)
    #expect(await store.state.beats == 5)
    await scheduler.advance(by: .seconds(1))  // 56 s
    #expect(await store.state.phase == .timedOut)
    #expect(await store.state.beats == 5)
    await scheduler.advance(by: .seconds(100))
    #expect(await store.state.beats == 5)
    #expect(await store.inFlightEffectCount == 0)
    #expect(scheduler.pendingCount == 0)
  }

  @Test("the same session settles the same way from a test off the main actor")
  func sessionOffMainActor() async {
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    await store.send(.login("grace"))
    await scheduler.advance(by: .seconds(31))
    #expect(await store.state.phase == .timedOut)
    // Ticks at 11 s and 21 s. At 31 s the timeout (scheduled at 1 s) runs before the tick
    // (scheduled again at 21 s), and cancels it: same-instant ties run in scheduling order.
    #expect(await store.state.beats == 2)
  }

  @Test("cancellation ids are scoped to each actor")
  func idsPerActor() async {
    let scheduler = TestScheduler()
    let a = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    let b = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    await a.send(.authenticated)
    await b.send(.authenticated)
    await a.send(.logout)  // cancels a's heartbeat and timeout only
    await scheduler.advance(by: .seconds(20))
    #expect(await a.state.beats == 0)
    #expect(await b.state.beats == 2)
    #expect(await a.inFlightEffectCount == 0)
    #expect(await b.inFlightEffectCount == 2)
  }

  @Test("finish() on a StoreActor's task waits for the effects the action started")
  func finishWaits() async {
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    let task = await store.send(.login("ada"))
    #expect(!task.isFinished)
    await scheduler.advance(by: .seconds(1))
    // The login's effect delivered `.authenticated`, whose timer and timeout joined the task.
    #expect(!task.isFinished)
    await store.send(.logout)
    await task.finish()
    #expect(task.isFinished)
    #expect(await store.state.phase == .closed)
  }

  @Test("StoreTask.cancel() from the main actor cancels a StoreActor's effects")
  @MainActor
  func cancelFromMainActor() async {
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    let task = await store.send(.authenticated)
    task.cancel()
    await task.finish()
    await scheduler.advance(by: .seconds(60))
    #expect(await store.state.beats == 0)
    #expect(await store.state.phase == .active)
    #expect(await store.inFlightEffectCount == 0)
  }

  @Test("releasing the actor cancels its effects: no scheduled work or task is left")
  func releaseCancels() async {
    let scheduler = TestScheduler()
    weak var weakStore: StoreActor<SessionFeature.State, SessionFeature.Action>?
    do {
      let store = StoreActor(initialState: SessionFeature.State()) {
        SessionFeature(scheduler: scheduler)
      }
      weakStore = store
      await store.send(.authenticated)
      #expect(scheduler.pendingCount == 2)
    }
    #expect(weakStore == nil)
    #expect(scheduler.pendingCount == 0)
    await scheduler.advance(by: .seconds(60))
  }

  @Test("values(_:) yields the current value, then each distinct value")
  func values() async {
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    var phases = await store.values(\.phase).makeAsyncIterator()
    #expect(await phases.next() == .idle)
    await store.send(.login("ada"))
    await store.send(.activity)  // ignored while authenticating: no change, nothing yielded
    await scheduler.advance(by: .seconds(1))
    await store.send(.logout)
    #expect(await phases.next() == .authenticating)
    #expect(await phases.next() == .active)
    #expect(await phases.next() == .closed)
  }

  @Test("a StoreActor given an executor runs its reducer and deliveries there")
  func customExecutor() async {
    let executor = QueueExecutor()
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: SessionFeature.State(), executor: executor) {
      SessionFeature(scheduler: scheduler)
        .onChange(of: { $0.phase }) { _, _, _ in
          executor.checkCurrent()
          return .none
        }
    }
    await store.send(.login("ada"))
    await scheduler.advance(by: .seconds(1))
    #expect(await store.state.phase == .active)
    #expect(executor.checks.withLock { $0 } == 2)
    #expect(executor.violations.withLock { $0 } == 0)
  }
}

/// A serial executor on a dispatch queue that can tell whether code runs on it.
final class QueueExecutor: SerialExecutor {
  private let queue = DispatchQueue(label: "QueueExecutor")
  private let key = DispatchSpecificKey<Bool>()
  let checks = Locked(0)
  let violations = Locked(0)

  init() {
    queue.setSpecific(key: key, value: true)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  func checkCurrent() {
    checks.withLock { $0 += 1 }
    if DispatchQueue.getSpecific(key: key) != true { violations.withLock { $0 += 1 } }
  }
}
