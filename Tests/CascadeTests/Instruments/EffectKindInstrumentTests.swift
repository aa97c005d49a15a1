import CascadeTesting
import Testing

@testable import Cascade

@Suite("Instruments see every kind of effect, and the warnings of a store's .run effects")
@MainActor
struct EffectKindInstrumentTests {
  let scheduler = TestScheduler()

  struct Jobs: Reducer {
    struct State: Equatable { var done = 0 }
    enum Action: Equatable { case enqueue, finished, burst, fail }
    enum QueueID: Hashable { case jobs }
    enum ThrottleID: Hashable { case burst }
    let scheduler: TestScheduler

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .enqueue:
        return Effect.run { [scheduler] send in
          try await scheduler.sleep(for: .seconds(1))
          await send(.finished)
        }
        .queued(QueueID.jobs, .runOldest(1, whenFull: .suspendNew), minimumGap: .seconds(2))
      case .finished:
        state.done += 1
        return .none
      case .burst:
        return Effect.send(.finished).throttle(
          id: ThrottleID.burst, for: .seconds(1), scheduler: scheduler, latest: true)
      case .fail:
        return .run { _ in throw GadgetFailure() }
      }
    }
  }

  func makeStore() -> Store<Jobs.State, Jobs.Action> {
    Store(initialState: Jobs.State()) {
      Jobs(scheduler: scheduler)
    } withDependencies: {
      $0.scheduler = scheduler
    }
  }

  @Test("queued effects, the gap between them and throttle windows are reported by kind")
  func kinds() async {
    let store = makeStore()
    let log = EventLog(needs: .times)
    let token = store.instrument(log)
    store.send(.enqueue)
    store.send(.enqueue)
    store.send(.burst)
    store.send(.burst)
    store.send(.burst)
    await scheduler.run()
    let kinds = log.all.filter { $0.hasPrefix("started") }.map { $0.split(separator: " ")[1] }
    #expect(Set(kinds) == ["queued", "run", "queueGap", "throttle"])
    #expect(kinds.filter { $0 == "queued" }.count == 2)
    #expect(store.state.done == 4)
    #expect(log.all.filter { $0.hasPrefix("ended") }.count == kinds.count)
    token.cancel()
  }

  @Test("a warning raised inside a store's .run effect reaches its instruments")
  func runWarning() async {
    let store = makeStore()
    let log = EventLog(needs: .warnings)
    let token = store.instrument(log)
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) {
      await store.send(.fail).finish()
    }
    #expect(warnings.messages.count == 1)
    #expect(log.all.contains { $0.hasPrefix("warning CascadeTests/EffectKindInstrumentTests") })
    #expect(log.all.contains("ended run failed after 0.0 seconds at 0.0 seconds"))
    token.cancel()
  }

  @Test("an action's case path goes through identified rows and presentations")
  func casePaths() {
    let action = IdentifiedAction<Int, Gadget.Action>.element(id: 3, action: .child(.tap))
    #expect(ActionEvent.casePath(of: action) == "element.child.tap")
    let presented = PresentationAction<Gadget.Action>.presented(.increment)
    #expect(ActionEvent.casePath(of: presented) == "presented.increment")
    #expect(ActionEvent.casePath(of: 42) == "Int")
  }
}
