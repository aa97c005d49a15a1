import Testing

@testable import Cascade

/// Debounced search and throttled saves: the time operators not covered by the session.
struct Typing: Reducer {
  struct State: Equatable, Sendable {
    var searches: [String] = []
    var saves: [Int] = []
  }

  enum Action: Equatable, Sendable {
    case typed(String)
    case search(String)
    case scrolled(Int)
    case save(Int)
  }

  enum ID: Hashable, Sendable { case search, save }

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typed(let query):
      return .send(.search(query)).debounce(
        id: ID.search, for: .milliseconds(300), scheduler: scheduler)
    case .search(let query):
      state.searches.append(query)
      return .none
    case .scrolled(let offset):
      return .send(.save(offset))
        .throttle(id: ID.save, for: .seconds(1), scheduler: scheduler, latest: true)
    case .save(let offset):
      state.saves.append(offset)
      return .none
    }
  }
}

@Suite("StoreActor: debounce and throttle deliver to the actor on virtual time")
struct StoreActorTimeTests {
  @Test("a debounced search runs once, 300 ms after the last keystroke")
  func debounce() async {
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: Typing.State()) { Typing(scheduler: scheduler) }
    await store.send(.typed("c"))
    await scheduler.advance(by: .milliseconds(200))
    await store.send(.typed("ca"))
    await scheduler.advance(by: .milliseconds(200))
    await store.send(.typed("cas"))
    await scheduler.advance(by: .milliseconds(299))
    #expect(await store.state.searches == [])
    await scheduler.advance(by: .milliseconds(1))
    #expect(await store.state.searches == ["cas"])
    #expect(await store.inFlightEffectCount == 0)
  }

  @Test("a throttled save: the first at once, the latest of the window at its end")
  @MainActor
  func throttle() async {
    let scheduler = TestScheduler()
    let store = StoreActor(initialState: Typing.State()) { Typing(scheduler: scheduler) }
    await store.send(.scrolled(1))
    await store.send(.scrolled(2))
    await store.send(.scrolled(3))
    #expect(await store.state.saves == [1])
    await scheduler.advance(by: .milliseconds(999))
    #expect(await store.state.saves == [1])
    await scheduler.advance(by: .milliseconds(1))
    #expect(await store.state.saves == [1, 3])
    await scheduler.advance(by: .seconds(5))
    #expect(await store.state.saves == [1, 3])
    #expect(await store.inFlightEffectCount == 0)
  }
}
