import Cascade
import ExampleSupport

/// Search-as-you-type: each keystroke updates the query; a debounced search runs 300 ms
/// after the last one, cancelling any search still in flight.
///
/// Written against Swift's `Clock`, in the form The Composable Architecture 1.25
/// recommends: the debounce is a `.run` that sleeps on the clock first, made
/// `cancellable(id:cancelInFlight: true)` so that each keystroke restarts it.
///
/// Its client and clock are dependencies (`@Dependency`): the app's store uses the live
/// ones (`ContinuousClock()`); the scripted run's store overrides both with a
/// `TestScheduler`'s clock (`withDependencies:`). The suggestions panel beside it takes the
/// same two through its initializer — the other way to inject, for a type that is not a
/// reducer.
struct SearchFeature: Reducer {
  struct State: Equatable, CustomStringConvertible {
    var query = ""
    var results: [String] = []
    var isSearching = false
    var error: String?

    var description: String {
      var line = "query: \"\(query)\""
      if isSearching { line += "  (searching…)" }
      if let error { return line + "  error: \(error)" }
      guard !query.isEmpty else { return line }
      let shown = results.prefix(5).joined(separator: ", ")
      let more = results.count > 5 ? ", … (\(results.count) in all)" : ""
      return line + "  results: [\(shown)\(more)]"
    }
  }

  enum Action: Equatable {
    case queryChanged(String)
    case searchResponse([String])
    case searchFailed(String)
  }

  private struct SearchID: Hashable, Sendable {}

  static let debounce: Duration = .milliseconds(300)

  @Dependency(\.searchClient) var client
  @Dependency(\.clock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      state.error = nil
      guard !query.isEmpty else {
        state.results = []
        state.isSearching = false
        return .cancel(id: SearchID())
      }
      state.isSearching = true
      return .run { [client, clock] send in
        try await clock.sleep(for: Self.debounce)
        await send(.searchResponse(try await client.search(query)))
      } catch: { error, send in
        await send(.searchFailed("\(error)"))
      }
      .cancellable(id: SearchID(), cancelInFlight: true)
    case .searchResponse(let results):
      state.isSearching = false
      state.results = results
      return .none
    case .searchFailed(let message):
      state.isSearching = false
      state.results = []
      state.error = message
      return .none
    }
  }
}

/// Finds names; the live one answers after a simulated latency on the injected clock.
struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]

  struct InvalidQuery: Error, CustomStringConvertible {
    let query: String
    var description: String { "'\(query)' is not a name: use letters only" }
  }

  static func live(clock: any Clock<Duration>, latency: Duration = .milliseconds(200)) -> Self {
    SearchClient { query in
      try await clock.sleep(for: latency)
      guard query.allSatisfy({ $0.isLetter || $0 == " " }) else {
        throw InvalidQuery(query: query)
      }
      let needle = query.lowercased()
      return Names.all.filter { $0.lowercased().contains(needle) }
    }
  }
}

extension DependencyValues {
  /// The search client `SearchFeature` reads.
  var searchClient: SearchClient {
    get { self[SearchClientKey.self] }
    set { self[SearchClientKey.self] = newValue }
  }
}

/// Live: names found after 200 ms on `ContinuousClock`. No test value: a test gives one.
private enum SearchClientKey: DependencyKey {
  static let liveValue = SearchClient.live(clock: ContinuousClock())
}
