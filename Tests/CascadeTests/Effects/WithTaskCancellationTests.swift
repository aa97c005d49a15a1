import CascadeTesting
import Testing

@testable import Cascade

/// A search that debounces inside its effect, by TCA's `withTaskCancellation`.
private struct InEffectSearch: Reducer {
  struct State: Equatable { var results: [String] = [] }
  enum Action: Equatable {
    case typed(String)
    case found(String)
    case cancelSearch
  }
  let scheduler: TestScheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typed(let query):
      return .run { [scheduler] send in
        try await withTaskCancellation(id: "search", cancelInFlight: true) {
          try await scheduler.sleep(for: .seconds(1))
          await send(.found(query))
        }
      }
    case .found(let query):
      state.results.append(query)
      return .none
    case .cancelSearch:
      return .cancel(id: "search")
    }
  }
}

/// Rows of searches, each using the id "search" in its own row's scope.
private struct SearchRows: Reducer {
  struct Row: Equatable, Identifiable {
    let id: Int
    var search = InEffectSearch.State()
  }
  struct State: Equatable { var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)] }
  enum Action: Equatable { case rows(IdentifiedAction<Int, InEffectSearch.Action>) }
  let scheduler: TestScheduler

  var body: some Reducer<State, Action> {
    EmptyReducer()
      .forEach(
        state: \.rows,
        action: CasePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }
      ) {
        Scope(
          state: \.search, action: CasePath<InEffectSearch.Action, InEffectSearch.Action>(\.self)
        ) {
          InEffectSearch(scheduler: scheduler)
        }
      }
  }
}

@Suite("withTaskCancellation(id:): work inside a .run that the store cancels by id")
@MainActor
struct WithTaskCancellationTests {
  @Test("cancelInFlight cancels the operation already running under the id")
  func cancelInFlight() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: InEffectSearch.State()) {
      InEffectSearch(scheduler: scheduler)
    }
    await store.send(.typed("a"))
    await scheduler.advance(by: .milliseconds(500))
    await store.send(.typed("ab"))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.found("ab")) { $0.results = ["ab"] }
    await store.finish()
  }

  @Test("the reducer's .cancel(id:) cancels it: nothing arrives, nothing is left running")
  func cancelledByTheReducer() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: InEffectSearch.State()) {
      InEffectSearch(scheduler: scheduler)
    }
    await store.send(.typed("a"))
    await store.send(.cancelSearch)
    await scheduler.advance(by: .seconds(2))
    await store.finish()
  }

  @Test("a row's id is its own, as its .cancellable ids are: one row's cancel spares the other")
  func scopedToTheRow() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: SearchRows.State()) {
      SearchRows(scheduler: scheduler)
    }
    // Unscoped, row 1's cancelInFlight would cancel row 2's search, typed first.
    await store.send(.rows(.element(id: 2, action: .typed("two"))))
    await store.send(.rows(.element(id: 1, action: .typed("one"))))
    await store.send(.rows(.element(id: 1, action: .cancelSearch)))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .found("two")))) {
      $0.rows[id: 2]?.search.results = ["two"]
    }
    await store.finish()
  }

  @Test("a task waits for the operation: finish() returns after it")
  func countedAsTheEffectsWork() async {
    let scheduler = TestScheduler()
    let store = Store(initialState: InEffectSearch.State()) {
      InEffectSearch(scheduler: scheduler)
    }
    let task = store.send(.typed("a"))
    await scheduler.advance(by: .milliseconds(500))
    #expect(store.isRunning("search"))
    await scheduler.advance(by: .milliseconds(500))
    await task.finish()
    #expect(store.state.results == ["a"])
    #expect(!store.isRunning("search"))
  }

  @Test("outside a store's effect the operation runs as is, and its error is rethrown")
  func outsideAnEffect() async throws {
    let value = await withTaskCancellation(id: 1) { 42 }
    #expect(value == 42)
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await withTaskCancellation(id: 1) { () async throws -> Int in throw Failure() }
    }
  }
}
