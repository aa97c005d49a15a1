import Cascade
import CascadeTesting
import Testing

@Suite("TestStore: passing paths")
@MainActor
struct TestStorePassingTests {
  @Test("the timer feature, start → ticks → stop, exhaustively on virtual time")
  func timerFlow() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: scheduler)
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await scheduler.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    await store.receive(.timerTicked) { $0.secondsElapsed = 3 }
    await store.send(.stopTapped) { $0.isRunning = false }
    await scheduler.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("actions from .send effects are received in the store's FIFO order")
  func synchronousEffects() async {
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: TestScheduler())
    }
    await store.send(.fanOut) { $0.log = ["fanOut"] }
    await store.receive(.step("a")) { $0.log.append("a") }
    await store.receive(.step("b")) { $0.log.append("b") }
    await store.receive(.step("a2")) { $0.log.append("a2") }
  }

  @Test("a .run effect that sleeps on the scheduler is received after advancing")
  func runEffect() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: scheduler)
    }
    let task = await store.send(.loadTapped)
    await scheduler.advance(by: .seconds(2))
    await store.receive(
      { if case .loaded = $0 { true } else { false } },
      assert: { $0.log = ["data"] }
    )
    await task.finish()
  }

  @Test("the same reducer gives the same actions and final state in Store and TestStore")
  func sameAsStore() async {
    let store = Store(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: TestScheduler())
    }
    store.send(.fanOut)
    let testStore = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: TestScheduler())
    }
    testStore.exhaustivity = .off
    await testStore.send(.fanOut)
    await testStore.skipReceivedActions()
    #expect(testStore.state == store.state)
    #expect(store.state.log == ["fanOut", "a", "b", "a2"])
  }

  @Test("with exhaustivity off, only asserted fields and actions are checked")
  func nonExhaustive() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: scheduler)
    }
    store.exhaustivity = .off
    await store.send(.fanOut)
    await store.receive(.step("a2")) { $0.log = ["fanOut", "a", "b", "a2"] }
    await store.send(.startTapped)
    await scheduler.advance(by: .seconds(3))
    // The first matching action is received; earlier non-matching ones are skipped.
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await store.skipReceivedActions()
    #expect(store.state.secondsElapsed == 3)
  }

  @Test("skipInFlightEffects cancels what is running; skipReceivedActions accepts their state")
  func skipping() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: scheduler)
    }
    await store.send(.startTapped) { $0.isRunning = true }
    await scheduler.advance(by: .seconds(2))
    await store.skipReceivedActions()
    #expect(store.state.secondsElapsed == 2)
    await store.skipInFlightEffects()
    #expect(scheduler.pendingCount == 0)
    await store.finish()
  }
}

@Suite("TestStore: failures")
@MainActor
struct TestStoreFailureTests {
  func makeStore(_ scheduler: TestScheduler = TestScheduler()) -> TestStore<
    TimerFeature.State, TimerFeature.Action
  > {
    TestStore(initialState: TimerFeature.State()) { TimerFeature(scheduler: scheduler) }
  }

  @Test("a state change the test did not describe fails with a diff")
  func unassertedChange() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.stopTapped)
      await store.send(.startTapped)
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains(
        "State was not expected to change, but a change occurred after send(.startTapped)"
      )
        && issue.description.contains("− isRunning: false\n+ isRunning: true")
    }
  }

  @Test("an asserted change that did not happen fails")
  func changeDidNotHappen() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.stopTapped) { $0.isRunning = true }
    } matching: { issue in
      issue.description.contains(
        "Expected state to change after send(.stopTapped), but no change occurred"
      )
        && issue.description.contains("− isRunning: true\n+ isRunning: false")
    }
  }

  @Test("an assert closure that changes nothing, where nothing changed, fails")
  func noOpAssert() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.stopTapped) { _ in }
    } matching: { issue in
      issue.description.contains("made no change to the state, and none occurred")
    }
  }

  @Test("a mismatching state change shows only the differing fields")
  func mismatch() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.fanOut) { $0.log = ["fan-out"] }
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains(
        "A state change does not match expectation after send(.fanOut)")
        && issue.description.contains("− log[0]: \"fan-out\"\n+ log[0]: \"fanOut\"")
        && !issue.description.contains("secondsElapsed")
    }
  }

  @Test("a received action not handled before the next send fails")
  func unhandledBeforeSend() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.fanOut) { $0.log = ["fanOut"] }
      await store.send(.stopTapped)
    } matching: { issue in
      issue.description.contains("Must handle 3 received action(s) before sending an action")
        && issue.description.contains("  .step(\"a\")")
    }
  }

  @Test("receiving a different action than expected fails with the difference")
  func wrongAction() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.fanOut) { $0.log = ["fanOut"] }
      await store.receive(.step("z")) { $0.log.append("z") }
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains(
        "Received unexpected action .step(\"a\") while expecting .step(\"z\")"
      )
        && issue.description.contains("− .step(\"z\")\n+ .step(\"a\")")
    }
  }

  @Test("receive fails at once when settled work cannot send, saying what is still running")
  func receiveCannotArrive() async {
    let scheduler = TestScheduler()
    let store = makeStore(scheduler)
    await withKnownIssue {
      await store.send(.loadTapped)
      await store.receive(.loaded("data")) { $0.log = ["data"] }
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains(
        "Expected to receive .loaded(\"data\"), but received nothing, and no effect can send "
          + "it before virtual time moves.")
        && issue.description.contains("advance it before receiving")
    }
  }

  @Test("receive fails after its timeout when an effect waits outside Cascade's schedulers")
  func receiveTimeout() async {
    // The test keeps the stream open and never feeds it.
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    defer { continuation.finish() }
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe(), stream: stream)
    }
    await withKnownIssue {
      await store.send(.listen)
      await store.receive(.heard(1), timeout: .milliseconds(50)) { $0.loaded = [1] }
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains(
        "Expected to receive .heard(1), but received nothing within 0.05 seconds.\n1 action(s) "
          + "still have running effects")
    }
  }

  @Test("finish fails for unreceived actions and for effects still running, naming the action")
  func finishWithLeftovers() async {
    let scheduler = TestScheduler()
    let store = makeStore(scheduler)
    await withKnownIssue {
      await store.send(.startTapped) { $0.isRunning = true }
      await scheduler.advance(by: .seconds(1))
      await store.finish(timeout: .seconds(600))
    } matching: { issue in
      issue.description.contains(
        "The store received 1 unexpected action(s) when the test store finished")
        || (issue.description.contains(
          "An effect returned for this action is still running when the test store finished: .startTapped"
        )
          && issue.description.contains(
            "'finish()' does not move virtual time, and this effect is waiting on a scheduler.")
          && !issue.description.contains("await 'store.finish()'"))
    }
  }

  @Test("finish waits up to its timeout for an effect waiting outside Cascade's schedulers")
  func finishTimeout() async {
    // The test keeps the stream open and never feeds it.
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    defer { continuation.finish() }
    let store = TestStore(initialState: InstantEffects.State()) {
      InstantEffects(opened: Probe(), stream: stream)
    }
    await withKnownIssue {
      await store.send(.listen)
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains(
        "An effect returned for this action is still running when the test store finished: .listen"
      )
        && issue.description.contains(
          "'finish()' waited 0.05 seconds of real time for it; it does not move virtual time.")
    }
  }

  @Test("a test store deallocated with an effect running reports it at the send")
  func deinitWithRunningEffect() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.startTapped) { $0.isRunning = true }
    } matching: { issue in
      issue.description.contains(
        "An effect returned for this action is still running when the test store was deallocated: .startTapped"
      ) && issue.sourceLocation?.fileName == "TestStoreTests.swift"
    }
  }
}
