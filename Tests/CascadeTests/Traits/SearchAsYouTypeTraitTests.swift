import Testing

@testable import Cascade

/// RxCocoa's seed scenario for traits: search-as-you-type whose query is throttled, each
/// query fetched, an error not killing the binding, and two views sharing one request.
@Suite("Search as you type, with traits")
@MainActor
struct SearchAsYouTypeTraitTests {
  struct Offline: Error {}

  /// A fetch that answers after 100 ms of virtual time, fails for queries containing "!",
  /// and logs each query it is asked.
  final class Backend: Sendable {
    let scheduler: TestScheduler
    private let log = Locked<[String]>([])
    var fetched: [String] { log.withLock { $0 } }

    init(scheduler: TestScheduler) { self.scheduler = scheduler }

    func fetch(_ query: String) async throws -> [String] {
      log.withLock { $0.append(query) }
      try await scheduler.sleep(for: .milliseconds(100))
      if query.contains("!") { throw Offline() }
      return query.isEmpty ? [] : ["\(query)1", "\(query)2"]
    }
  }

  @Test("throttled queries, one fetch per query for two views, and life after an error")
  func seedScenario() async {
    let scheduler = TestScheduler()
    let backend = Backend(scheduler: scheduler)
    let store = Store(initialState: QueryFeature.State()) { QueryFeature() }

    let results = store.driver(\.query)
      .throttle(for: .milliseconds(300), scheduler: scheduler)
      .flatMapLatest { query in
        AsyncCall { try await backend.fetch(query) }.asDriver(onErrorJustReturn: [])
      }
    var counts: [String] = []
    var lists: [[String]] = []
    let countView = results.map { "\($0.count)" }.drive { counts.append($0) }
    let listView = results.drive { lists.append($0) }

    // The initial empty query is fetched at once (a throttle lets the first value through).
    await scheduler.advance(by: .milliseconds(100))
    #expect(backend.fetched == [""])
    #expect(counts == ["0"])
    #expect(lists == [[]])

    // Typing "s", "sw", "swi" within one window: "s" would be the window's first value, but
    // the window opened by "" is still open, so only its last value, "swi", is fetched.
    store.send(.type("s"))
    store.send(.type("sw"))
    store.send(.type("swi"))
    await scheduler.advance(by: .milliseconds(200))
    #expect(backend.fetched == ["", "swi"])
    await scheduler.advance(by: .milliseconds(100))
    #expect(lists == [[], ["swi1", "swi2"]])
    #expect(counts == ["0", "2"])

    // A failing query yields the fallback, and the pipeline answers the next query.
    await scheduler.advance(by: .milliseconds(300))
    store.send(.type("swi!"))
    await scheduler.advance(by: .milliseconds(100))
    #expect(lists.last == [])
    await scheduler.advance(by: .milliseconds(300))
    store.send(.type("swift"))
    await scheduler.advance(by: .milliseconds(100))
    #expect(backend.fetched == ["", "swi", "swi!", "swift"])
    #expect(lists == [[], ["swi1", "swi2"], [], ["swift1", "swift2"]])
    #expect(counts == ["0", "2", "0", "2"])

    countView.cancel()
    listView.cancel()
  }

  @Test("a new query cancels the fetch still in flight for the previous one")
  func newQueryCancelsInFlightFetch() async {
    let scheduler = TestScheduler()
    let backend = Backend(scheduler: scheduler)
    let store = Store(initialState: QueryFeature.State()) { QueryFeature() }
    var lists: [[String]] = []
    let view = store.driver(\.query)
      .flatMapLatest { query in
        AsyncCall { try await backend.fetch(query) }.asDriver(onErrorJustReturn: ["failed"])
      }
      .drive { lists.append($0) }
    await scheduler.advance(by: .milliseconds(50))
    store.send(.type("a"))
    await scheduler.advance(by: .milliseconds(100))
    #expect(backend.fetched == ["", "a"])
    #expect(lists == [["a1", "a2"]])
    view.cancel()
  }
}
