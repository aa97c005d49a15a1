import Cascade
import CascadeTesting
import Foundation
import Testing

/// Effects that do no waiting on a scheduler, as a ported TCA app has them: an alert button
/// whose `.run` calls a client and sends nothing, and `.run`s that send at once.
struct InstantEffects: Reducer {
  struct State: Equatable {
    @Presents var alert: String?
    var loaded: [Int] = []
  }

  enum AlertAction: Equatable {
    case openSettings
  }

  enum Action: Equatable {
    case alert(PresentationAction<AlertAction>)
    case showAlert
    case open
    case load
    case loadThreeWays
    case loaded(Int)
    case listen
    case heard(Int)
    case hopToMainActor
    case checkRealTime

    static let alertCase = CasePath(Action.alert) {
      if case .alert(let action) = $0 { action } else { nil }
    }
  }

  /// The client the effects call: records that it was called.
  let opened: Probe<String>
  var stream = AsyncStream<Int>.makeStream().stream

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.openSettings)):
        return .run { [opened] _ in opened.append("settings") }
      case .alert:
        return .none
      case .showAlert:
        state.alert = "Open settings?"
        return .none
      case .open:
        return .run { [opened] _ in opened.append("open") }
      case .load:
        return .run { send in await send(.loaded(42)) }
      case .loadThreeWays:
        return .merge(
          .run { send in await send(.loaded(1)) },
          .run { send in
            async let two: Int = { 2 }()
            await send(.loaded(await two))
          },
          .run { send in
            await withTaskGroup(of: Void.self) { group in
              group.addTask { await send(.loaded(3)) }
            }
          }
        )
      case .loaded(let value):
        state.loaded.append(value)
        return .none
      case .listen:
        return .run { [stream] send in
          for await value in stream { await send(.heard(value)) }
        }
      case .heard(let value):
        state.loaded.append(value)
        return .none
      case .hopToMainActor:
        return .run { [opened] send in
          let value = await MainActor.run { 7 }
          opened.append("hopped")
          await send(.loaded(value))
        }
      case .checkRealTime:
        return Effect.send(.loaded(5)).delay(
          for: .milliseconds(10), scheduler: DispatchQueueScheduler.main)
      }
    }
    .ifLet(state: \.$alert, action: Action.alertCase) {
      Reduce<String, AlertAction> { _, _ in .none }
    }
  }
}

@Suite("TestStore settles effects that do no waiting")
@MainActor
struct TestStoreSettlingTests {
  nonisolated static let runs = Array(
    0..<(Int(ProcessInfo.processInfo.environment["CASCADE_DETERMINISM_RUNS"] ?? "") ?? 200))

  @Test("a .run that does no waiting has finished when send returns", arguments: runs)
  func runHasFinished(_ run: Int) async {
    let opened = Probe<String>()
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: opened)
    }
    await store.send(.open)
    #expect(opened.all == ["open"])
  }

  @Test("an alert button's .run that calls a client has run when send returns", arguments: runs)
  func alertButton(_ run: Int) async {
    let opened = Probe<String>()
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: opened)
    }
    await store.send(.showAlert) { $0.alert = "Open settings?" }
    await store.send(.alert(.presented(.openSettings)))
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    #expect(opened.all == ["settings"])
  }

  @Test("a .run that sends without waiting can be received at once")
  func receiveAtOnce() async {
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe())
    }
    await store.send(.load)
    await store.receive(.loaded(42)) { $0.loaded = [42] }
  }

  @Test(
    "actions of effects, their async lets and task groups arrive in program order",
    arguments: runs)
  func programOrder(_ run: Int) async {
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe())
    }
    await store.send(.loadThreeWays)
    // Jobs run in the order they become runnable: the first effect sends 1; the second and
    // third each start a child and wait; the async let's child returns (its parent becomes
    // runnable again, behind) and the group's child sends 3; then the second sends 2.
    await store.receive(.loaded(1)) { $0.loaded = [1] }
    await store.receive(.loaded(3)) { $0.loaded = [1, 3] }
    await store.receive(.loaded(2)) { $0.loaded = [1, 3, 2] }
  }

  @Test("a .run that hops to the main actor and back has finished when send returns")
  func mainActorHop() async {
    let opened = Probe<String>()
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: opened)
    }
    await store.send(.hopToMainActor)
    #expect(opened.all == ["hopped"])
    await store.receive(.loaded(7)) { $0.loaded = [7] }
  }

  @Test("receiving an action that settled work will never send fails at once")
  func missingActionFailsAtOnce() async {
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe())
    }
    // A timeout far beyond the hang guard: only failing at once lets the guard pass. The
    // guard is generous: under ThreadSanitizer on a loaded 2-core machine the whole scenario
    // once took over 30 s of wall time while failing at once as it should.
    let finished = await withHangGuard("a receive that cannot succeed", limit: .seconds(120)) {
      await withKnownIssue {
        await store.send(.open)
        await store.receive(.loaded(1), timeout: .seconds(600))
      } matching: { issue in
        issue.description.contains(
          "Expected to receive .loaded(1), but received nothing, and no effect can send it "
            + "before virtual time moves.\nNo effect is running.")
      }
    }
    #expect(finished)
  }

  @Test("a missing action from an effect parked on a TestScheduler fails at once")
  func parkedOnSchedulerFailsAtOnce() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: scheduler)
    }
    // The guard runs its body in a task of its own, and a test's work is settled per task:
    // the whole scenario runs inside it.
    let finished = await withHangGuard("a receive of a parked effect", limit: .seconds(120)) {
      await withKnownIssue {
        await store.send(.loadTapped)
        await store.receive(.loaded("data"), timeout: .seconds(600)) { $0.log = ["data"] }
      } matching: { issue in
        issue.description.contains(
          "Expected to receive .loaded(\"data\"), but received nothing, and no effect can send "
            + "it before virtual time moves.\n1 action(s) still have running effects: if they "
            + "wait on a TestScheduler, advance it before receiving.")
      }
      await scheduler.advance(by: .seconds(2))
      await store.receive(.loaded("data")) { $0.log = ["data"] }
    }
    #expect(finished)
  }

  @Test("a .run awaiting an AsyncStream the test feeds is received within the timeout")
  func asyncStreamFedByTest() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe(), stream: stream)
    }
    await store.send(.listen)
    continuation.yield(1)
    await store.receive(.heard(1), timeout: .seconds(60)) { $0.loaded = [1] }
    continuation.yield(2)
    await store.receive(.heard(2), timeout: .seconds(60)) { $0.loaded = [1, 2] }
    continuation.finish()
    await store.finish(timeout: .seconds(60))
  }

  @Test("an effect on a real-time scheduler is waited for, not failed at once")
  func realTimeSchedulerIsWaitedFor() async {
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe())
    }
    await store.send(.checkRealTime)
    await store.receive(.loaded(5), timeout: .seconds(60)) { $0.loaded = [5] }
  }

  @Test("a receive whose main actor is held past its timeout still gets a due action")
  func mainActorHeldPastTimeout() async {
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe())
    }
    await store.send(.checkRealTime)
    // Other work holds the main actor past the whole timeout (as other tests' synchronous
    // work can in a parallel run): the effect falls due meanwhile and must still arrive.
    DispatchQueue.main.async { usleep(700_000) }
    await store.receive(.loaded(5), timeout: .milliseconds(300)) { $0.loaded = [5] }
  }

  @Test("skipReceivedActions skips the actions of effects that did no waiting")
  func skipAfterSettling() async {
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe())
    }
    store.exhaustivity = .off
    await store.send(.loadThreeWays)
    await store.skipReceivedActions()
    #expect(store.state.loaded == [1, 3, 2])
    store.exhaustivity = .on
    await store.finish()
  }

  @Test("a plain Store's task.finish() in a test runs effects that do no waiting")
  func plainStoreTaskFinish() async {
    let opened = Probe<String>()
    let store = Store(initialState: InstantEffects.State()) { InstantEffects(opened: opened) }
    await store.send(.loadThreeWays).finish()
    await store.send(.open).finish()
    #expect(store.state.loaded == [1, 3, 2])
    #expect(opened.all == ["open"])
  }
}
