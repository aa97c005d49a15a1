import CascadeTesting
import Testing

@testable import Cascade

/// A search: each query runs a lookup that answers after a second; a new query restarts it.
struct QuerySearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var other = 0
  }

  enum Action: Equatable {
    case queryChanged(String)
    case bump
    case answered(String)
  }

  let scheduler: TestScheduler
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query): state.query = query
      case .bump: state.other += 1
      case .answered(let answer): state.results.append(answer)
      }
      return .none
    }
    .onMount(id: \.query) { [log, scheduler] state in
      log.append("search '\(state.query)'")
      return Effect.send(.answered("results for '\(state.query)'"))
        .delay(for: .seconds(1), scheduler: scheduler)
    }
  }
}

@Suite("Lifecycle: onMount(id:) restarts when its value changes")
@MainActor
struct MountIDTests {
  let scheduler = TestScheduler()
  let log = LifecycleLog()

  @Test("it runs on mount, restarts on a change, cancelling the previous run")
  func restarts() async {
    let store = Store(initialState: QuerySearch.State()) {
      QuerySearch(scheduler: scheduler, log: log)
    }
    #expect(log.all == ["search ''"])
    await scheduler.advance(by: .milliseconds(500))
    store.send(.queryChanged("sw"))
    await scheduler.advance(by: .milliseconds(500))
    store.send(.queryChanged("swift"))
    await scheduler.advance(by: .seconds(1))
    #expect(log.all == ["search ''", "search 'sw'", "search 'swift'"])
    #expect(store.state.results == ["results for 'swift'"])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test("an action that leaves the value alone does not restart it")
  func unchangedValue() async {
    let store = Store(initialState: QuerySearch.State(query: "a")) {
      QuerySearch(scheduler: scheduler, log: log)
    }
    store.send(.bump)
    store.send(.queryChanged("a"))
    await scheduler.advance(by: .seconds(1))
    #expect(log.all == ["search 'a'"])
    #expect(store.state.results == ["results for 'a'"])
  }

  @Test("a test store receives mount work's actions; its root mounts when it is made")
  func testStore() async {
    let store = TestStore(initialState: QuerySearch.State()) {
      QuerySearch(scheduler: scheduler, log: log)
    }
    #expect(log.all == ["search ''"])
    await store.send(.queryChanged("cat")) { $0.query = "cat" }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.answered("results for 'cat'")) { $0.results = ["results for 'cat'"] }
    await store.finish()
  }

  @Test("an actor test store mounts its root when it is made, and receives the work's actions")
  func actorTestStore() async {
    let store = ActorTestStore(initialState: QuerySearch.State()) {
      QuerySearch(scheduler: scheduler, log: log)
    }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.answered("results for ''")) { $0.results = ["results for ''"] }
    await store.finish()
  }
}
