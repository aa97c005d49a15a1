import Cascade
import Foundation
import Testing

@Suite("StoreActor.values settles like a driver's values")
struct StoreActorValuesTests {
  static let runs = Array(
    0..<(Int(ProcessInfo.processInfo.environment["CASCADE_DETERMINISM_RUNS"] ?? "") ?? 200))

  @Test(
    "a scheduler.task reading values sees the initial value and each change, exactly",
    arguments: runs)
  func observedFromATest(_ run: Int) async throws {
    let scheduler = TestScheduler()
    let session = StoreActor(initialState: SessionFeature.State()) {
      SessionFeature(scheduler: scheduler)
    }
    let seen = Locked<[SessionFeature.Phase]>([])
    let reader = scheduler.task {
      for await phase in await session.values(\.phase) {
        seen.withLock { $0.append(phase) }
      }
    }
    await scheduler.advance()
    #expect(seen.withLock { $0 } == [.idle])
    await session.send(.login("blob"))
    await scheduler.advance()
    #expect(seen.withLock { $0 } == [.idle, .authenticating])
    await scheduler.advance(by: .seconds(1))
    #expect(seen.withLock { $0 } == [.idle, .authenticating, .active])
    await scheduler.advance(by: .seconds(30))
    #expect(seen.withLock { $0 } == [.idle, .authenticating, .active, .timedOut])
    reader.cancel()
    await scheduler.advance()
  }

  @Test(
    "a reader started with scheduler.task sees the initial value even when the test sends at once")
  func initialValueWithoutWaiting() async throws {
    for _ in 0..<1_000 {
      let scheduler = TestScheduler()
      let session = StoreActor(initialState: SessionFeature.State()) {
        SessionFeature(scheduler: scheduler)
      }
      let seen = Locked<[SessionFeature.Phase]>([])
      let reader = scheduler.task {
        for await phase in await session.values(\.phase) {
          seen.withLock { $0.append(phase) }
        }
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

  @Test("the stream ends when the actor is released")
  func endsWithTheActor() async {
    var session: StoreActor<SessionFeature.State, SessionFeature.Action>? = StoreActor(
      initialState: SessionFeature.State()
    ) { SessionFeature(scheduler: ImmediateScheduler()) }
    let stream = await session!.values(\.phase)
    session = nil
    var phases: [SessionFeature.Phase] = []
    for await phase in stream { phases.append(phase) }
    #expect(phases == [.idle])
  }
}
