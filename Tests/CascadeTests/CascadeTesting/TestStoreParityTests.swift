import Cascade
import CascadeTesting
import Testing

/// A feature that dismisses itself, delegates to its parent, and pushes screens: the shapes
/// a ported TCA app's tests assert with `isDismissed`, `receive(\.case)` and `path[id:]`.
struct Meeting: Reducer {
  struct State: Equatable {
    var title = "Standup"
    var notes: [String] = []
    var path = StackState<Screen>()
  }

  enum Screen: Equatable {
    case detail(String)
    case history(Int)
  }

  enum Delegate: Equatable {
    case startMeeting(title: String)
    case deleted
  }

  enum Action: Equatable {
    case startTapped
    case deleteTapped
    case closeTapped
    case note(String)
    case detailTapped(String)
    case delegate(Delegate)

    static let delegateCase = CasePath(Action.delegate) {
      if case .delegate(let delegate) = $0 { delegate } else { nil }
    }
    static let noteCaseLine = #line + 1
    static let noteCase = CasePath(Action.note) {
      if case .note(let note) = $0 { note } else { nil }
    }
  }

  enum DelegateCases {
    static let startMeeting = CasePath(Delegate.startMeeting) {
      if case .startMeeting(let title) = $0 { title } else { nil }
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .send(.delegate(.startMeeting(title: state.title)))
    case .deleteTapped:
      return .concatenate(.send(.delegate(.deleted)), .dismiss)
    case .closeTapped:
      return .dismiss
    case .note(let note):
      state.notes.append(note)
      return .none
    case .detailTapped(let title):
      state.path.append(.detail(title))
      return .none
    case .delegate:
      return .none
    }
  }
}

/// The generic test host a ported app wrote: a parent over any child, routed by a case path
/// built from the child's type. It must compile without a `#SendableMetatypes` warning.
struct Host<Child: Reducer>: Reducer where Child.State: Equatable {
  struct State: Equatable {
    var child: Child.State
  }

  enum Action {
    case child(Child.Action)
  }

  let makeChild: () -> Child

  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Host.childCase) { makeChild() }
  }

  static var childCase: CasePath<Action, Child.Action> {
    CasePath(Action.child) { if case .child(let action) = $0 { action } else { nil } }
  }
}

@Suite("TestStore at TCA parity")
@MainActor
struct TestStoreParityTests {
  func makeStore() -> TestStore<Meeting.State, Meeting.Action> {
    TestStore(initialState: Meeting.State()) { Meeting() }
  }

  @Test("a feature that dismisses itself sets isDismissed, with no warning")
  func isDismissed() async {
    let store = makeStore()
    #expect(!store.isDismissed)
    await store.send(.deleteTapped)
    await store.receive(.delegate(.deleted))
    #expect(store.isDismissed)
  }

  @Test("sending to a dismissed feature fails, saying why")
  func sendAfterDismissal() async {
    let store = makeStore()
    await store.send(.closeTapped)
    #expect(store.isDismissed)
    await withKnownIssue {
      await store.send(.note("late"))
    } matching: { issue in
      issue.description.contains(
        "Can't send .note(\"late\"): the feature dismissed itself ('isDismissed' is true)")
    }
    #expect(store.state.notes == [])
  }

  @Test("receive by case path matches an action of that case, whatever its payload")
  func receiveByCase() async {
    let store = makeStore()
    await store.send(.startTapped)
    await store.receive(Meeting.Action.delegateCase.appending(Meeting.DelegateCases.startMeeting))
  }

  @Test("receive by case path and payload checks the payload, failing with the difference")
  func receiveByCaseAndValue() async {
    let store = makeStore()
    await store.send(.startTapped)
    await withKnownIssue {
      await store.receive(Meeting.Action.delegateCase, .startMeeting(title: "Retro"))
    } matching: { issue in
      issue.description.contains(
        "Received unexpected action .delegate(.startMeeting(title: \"Standup\")) while "
          + "expecting .delegate(.startMeeting(title: \"Retro\"))")
        && issue.description.contains("− .delegate(.startMeeting(title: \"Retro\"))")
    }
    await store.send(.startTapped)
    await store.receive(Meeting.Action.delegateCase, .startMeeting(title: "Standup"))
  }

  @Test("receive by case path fails for an action of another case")
  func receiveByCaseMismatch() async {
    let store = makeStore()
    await store.send(.startTapped)
    await withKnownIssue {
      await store.receive(Meeting.Action.noteCase) { $0.notes = ["x"] }
    } matching: { issue in
      issue.description.contains(
        "Received unexpected action .delegate(.startMeeting(title: \"Standup\")) while "
          + "expecting an action of the case path written at "
          + "CascadeTests/TestStoreParityTests.swift:\(Meeting.Action.noteCaseLine).")
    }
  }

  @Test("assert checks the current state with no action, exhaustively")
  func assertWithoutAction() async {
    let store = makeStore()
    store.assert { $0.title = "Standup" }
    await store.send(.note("a")) { $0.notes = ["a"] }
    store.assert { $0.notes = ["a"] }
    withKnownIssue {
      store.assert { $0.notes = ["b"] }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation after assert")
        && issue.description.contains("− notes[0]: \"b\"\n+ notes[0]: \"a\"")
    }
  }

  @Test("withExhaustivity(.off) checks only what the steps assert, then restores")
  func withExhaustivityOff() async {
    let store = makeStore()
    await store.withExhaustivity(.off) {
      await store.send(.note("a"))
      await store.send(.startTapped)
      // Off: the closure applies to the actual state, as in TCA.
      await store.send(.note("b")) { $0.notes = ["a", "b"] }
    }
    #expect(store.exhaustivity == .on)
    #expect(store.state.notes == ["a", "b"])
  }

  @Test("off(showSkippedAssertions:) lists each skipped change, action and effect once")
  func showSkippedAssertions() async {
    let scheduler = TestScheduler()
    let log = Locked<[String]>([])
    let observer: @Sendable (String) -> Void = { message in log.withLock { $0.append(message) } }
    await SkippedAssertions.$observer.withValue(observer) {
      let store = TestStore(initialState: TimerFeature.State()) {
        TimerFeature(scheduler: scheduler)
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.fanOut)
      await store.receive(.step("a2"))
      await store.send(.startTapped)
      await store.finish()
    }
    let skipped = log.withLock { $0 }
    #expect(skipped.count == 5)
    #expect(skipped.filter { $0.contains("after send(.fanOut)") && $0.contains("log") }.count == 1)
    #expect(
      skipped.filter {
        $0.contains("2 received action(s) that the test did not assert")
          && $0.contains("  .step(\"a\")\n  .step(\"b\")")
      }.count == 1)
    #expect(skipped.filter { $0.contains("after receive(.step(\"a2\"))") }.count == 1)
    #expect(skipped.filter { $0.contains("after send(.startTapped)") }.count == 1)
    #expect(
      skipped.filter {
        $0.contains(
          "an effect returned for this action is still running when the test store "
            + "finished: .startTapped")
      }.count == 1)
  }

  @Test("$0.path[id: n] = … in an assert closure pushes when n is the next id")
  func pathIdPush() async {
    let store = makeStore()
    await store.send(.detailTapped("Standup")) { $0.path[id: 0] = .detail("Standup") }
    await store.send(.detailTapped("Retro")) { $0.path[id: 1] = .detail("Retro") }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test("StackState's id setter appends the next id only; any other unknown id does nothing")
  func stackStateIdSetter() {
    var path = StackState<String>()
    path[id: 5] = "skipped"
    #expect(path.isEmpty)
    path[id: 0] = "first"
    path[id: 1] = "second"
    #expect(Array(path) == ["first", "second"])
    path.removeLast()
    path[id: 1] = "reused"
    #expect(path.isEmpty == false && path.ids == [0])
    path[id: 2] = "third"
    #expect(Array(path) == ["first", "third"] && path.ids == [0, 2])
  }

  @Test("a generic host over any child routes by a case path built from the child's type")
  func genericHost() async {
    let store = TestStore(initialState: Host<Meeting>.State(child: Meeting.State())) {
      Host(makeChild: { Meeting() })
    }
    await store.send(.child(.note("a"))) { $0.child.notes = ["a"] }
  }
}

/// A screen that records until it ends itself (SyncUps' record-meeting screen): a timer and a
/// long sleep run until it dismisses itself.
struct Recording: Reducer {
  struct State: Equatable, Sendable {
    var seconds = 0
  }

  enum Action: Equatable, Sendable {
    case startTapped
    case tick
    case timeUp
    case endTapped
  }

  let scheduler: TestScheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      return .merge(
        Effect.timer(id: "clock", every: .seconds(1), on: scheduler).map { _ in .tick },
        .run { [scheduler] send in
          try await scheduler.sleep(for: .seconds(60))
          await send(.timeUp)
        })
    case .tick:
      state.seconds += 1
      return .none
    case .timeUp, .endTapped:
      return .dismiss
    }
  }
}

@Suite("A root feature that dismisses itself")
@MainActor
struct RootDismissTests {
  @Test("its effects are cancelled, as a presented child's are: nothing is left running")
  func effectsCancelled() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Recording.State()) { Recording(scheduler: scheduler) }
    await store.send(.startTapped)
    await scheduler.advance(by: .seconds(2))
    await store.receive(.tick) { $0.seconds = 1 }
    await store.receive(.tick) { $0.seconds = 2 }
    await store.send(.endTapped)
    #expect(store.isDismissed)
    #expect(scheduler.pendingCount == 0)
    await scheduler.advance(by: .seconds(100))
    // The test ends with no 'still running' failure and no skipInFlightEffects().
  }

  @Test("under an ActorTestStore too")
  func effectsCancelledOnActor() async {
    let scheduler = TestScheduler()
    let store = ActorTestStore(initialState: Recording.State()) {
      Recording(scheduler: scheduler)
    }
    await store.send(.startTapped)
    await scheduler.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    await store.send(.endTapped)
    #expect(store.isDismissed)
    #expect(await store.actor.inFlightEffectCount == 0)
  }
}
