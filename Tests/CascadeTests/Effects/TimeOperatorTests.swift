import Cascade
import Testing

/// A feature exercising every time-based operator on an injected scheduler.
struct TimeFeature: Reducer {
  struct State: Equatable {
    var ticks: [SchedulerInstant] = []
    var outputs: [String] = []
  }

  enum Action: Equatable {
    case startTimer
    case stopTimer
    case tick(SchedulerInstant)
    case type(String)
    case throttleInput(String, latest: Bool)
    case cancelThrottle
    case delayed(String, Duration)
    case output(String)
  }

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return Effect.timer(id: "timer", every: .seconds(1), on: scheduler).map { .tick($0) }
    case .stopTimer:
      return .cancel(id: "timer")
    case .tick(let instant):
      state.ticks.append(instant)
      return .none
    case .type(let text):
      return .send(.output(text))
        .debounce(id: "debounce", for: .milliseconds(300), scheduler: scheduler)
    case .throttleInput(let text, let latest):
      return .send(.output(text))
        .throttle(id: "throttle", for: .seconds(1), scheduler: scheduler, latest: latest)
    case .cancelThrottle:
      return .cancel(id: "throttle")
    case .delayed(let text, let dueTime):
      return .send(.output(text)).delay(for: dueTime, scheduler: scheduler)
    case .output(let text):
      state.outputs.append(text)
      return .none
    }
  }
}

@Suite("Effect.timer")
@MainActor
struct TimerTests {
  @Test("ticks one interval after start, then every interval, emitting the scheduler's instants")
  func ticks() {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    store.send(.startTimer)
    scheduler.advance(by: .milliseconds(999))
    #expect(store.state.ticks.isEmpty)
    scheduler.advance(by: .milliseconds(2001))
    #expect(store.state.ticks == [1, 2, 3].map { SchedulerInstant(.seconds($0)) })
  }

  @Test("starting a timer with a running timer's id restarts it")
  func restart() {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    store.send(.startTimer)
    scheduler.advance(by: .milliseconds(1500))
    store.send(.startTimer)
    scheduler.advance(by: .seconds(2))
    #expect(
      store.state.ticks == [1_000, 2_500, 3_500].map { SchedulerInstant(.milliseconds($0)) }
    )
    #expect(scheduler.pendingCount == 1)
  }

  @Test("cancelling the timer's id stops it and removes its scheduled work")
  func stop() async {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    let task = store.send(.startTimer)
    await scheduler.advance(by: .seconds(2))
    store.send(.stopTimer)
    #expect(scheduler.pendingCount == 0)
    await scheduler.advance(by: .seconds(5))
    #expect(store.state.ticks.count == 2)
    await task.finish()
    #expect(task.isCancelled == false)
  }

  @Test("a deallocated store cancels the scheduler work of its timer")
  func deallocation() {
    let scheduler = TestScheduler()
    var store: Store? = Store(initialState: TimeFeature.State()) {
      TimeFeature(scheduler: scheduler)
    }
    store?.send(.startTimer)
    #expect(scheduler.pendingCount == 1)
    store = nil
    #expect(scheduler.pendingCount == 0)
  }
}

@Suite("Effect.debounce and Effect.delay")
@MainActor
struct DebounceDelayTests {
  @Test("debounce runs only the last effect of a burst, one due time after it")
  func debounce() {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    store.send(.type("c"))
    scheduler.advance(by: .milliseconds(100))
    store.send(.type("ca"))
    scheduler.advance(by: .milliseconds(200))
    store.send(.type("cas"))
    scheduler.advance(by: .milliseconds(299))
    #expect(store.state.outputs.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(store.state.outputs == ["cas"])
    #expect(scheduler.pendingCount == 0)
  }

  @Test("delay starts the effect after the due time")
  func delay() {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    store.send(.delayed("late", .seconds(2)))
    store.send(.delayed("early", .seconds(1)))
    scheduler.advance(by: .milliseconds(1999))
    #expect(store.state.outputs == ["early"])
    scheduler.advance(by: .milliseconds(1))
    #expect(store.state.outputs == ["early", "late"])
  }

  @Test("a StoreTask waits for its delayed effect")
  func delayInTask() async {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    let task = store.send(.delayed("x", .seconds(1)))
    await scheduler.advance(by: .seconds(1))
    await task.finish()
    #expect(store.state.outputs == ["x"])
  }
}

@Suite("Effect.throttle")
@MainActor
struct ThrottleTests {
  /// Sends throttled inputs at the given milliseconds and returns (output, time) pairs.
  func run(latest: Bool, inputs: [(Int, String)], until end: Int) -> [String] {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    var seen: [String] = []
    var lastCount = 0
    func record() {
      for output in store.state.outputs.dropFirst(lastCount) {
        seen.append("\(output)@\(scheduler.now.sinceOrigin)")
      }
      lastCount = store.state.outputs.count
    }
    for (time, text) in inputs {
      // Step one millisecond at a time so each emission is stamped with its instant.
      while scheduler.now < SchedulerInstant(.milliseconds(time)) {
        scheduler.advance(by: .milliseconds(1))
        record()
      }
      store.send(.throttleInput(text, latest: latest))
      record()
    }
    while scheduler.now < SchedulerInstant(.milliseconds(end)) {
      scheduler.advance(by: .milliseconds(1))
      record()
    }
    return seen
  }

  let inputs = [(0, "a"), (200, "b"), (500, "c"), (1_200, "d"), (3_500, "e")]

  @Test("latest: the first at once, then the latest of each window at its end")
  func latest() {
    #expect(
      run(latest: true, inputs: inputs, until: 5_000) == [
        "a@0.0 seconds", "c@1.0 seconds", "d@2.0 seconds", "e@3.5 seconds",
      ]
    )
  }

  @Test("first: the first at once, then the first held since the last emission")
  func first() {
    #expect(
      run(latest: false, inputs: inputs, until: 5_000) == [
        "a@0.0 seconds", "b@1.0 seconds", "d@2.0 seconds", "e@3.5 seconds",
      ]
    )
  }

  @Test("cancelling the throttle id drops the held action and starts a fresh window")
  func cancelResetsTheWindow() {
    let scheduler = TestScheduler()
    let store = Store(initialState: TimeFeature.State()) { TimeFeature(scheduler: scheduler) }
    store.send(.throttleInput("a", latest: true))
    scheduler.advance(by: .milliseconds(200))
    store.send(.throttleInput("b", latest: true))
    store.send(.cancelThrottle)
    scheduler.advance(by: .seconds(2))
    #expect(store.state.outputs == ["a"], "the held action is dropped")
    store.send(.throttleInput("c", latest: true))
    #expect(store.state.outputs == ["a", "c"], "a fresh window lets the first action through")
    scheduler.advance(by: .milliseconds(100))
    store.send(.throttleInput("d", latest: true))
    #expect(store.state.outputs == ["a", "c"], "and throttles the next one")
  }

  @Test("the throttle state machine, step by step")
  func stateMachine() {
    var state = ThrottleStateProbe()
    #expect(state.receive("a", at: 0) == "emit a")
    #expect(state.receive("b", at: 100) == "schedule at 1000")
    #expect(state.receive("c", at: 200) == "wait")
    #expect(state.windowEnded(at: 1_000) == "c")
    #expect(state.receive("d", at: 2_500) == "emit d")
  }
}
