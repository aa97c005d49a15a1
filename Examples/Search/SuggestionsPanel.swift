import Cascade
import Synchronization

/// The same search written with traits, the way RxCocoa's Traits guide writes it: the query
/// driver throttled to one value per 300 ms, each value fetched with `flatMapLatest` (a newer
/// query cancels the fetch in flight), a failed fetch replaced by no suggestions so the binding
/// survives it, and two views — a count and a list — bound to one shared result, so each
/// query is fetched once however many views watch it.
@MainActor
final class SuggestionsPanel: @MainActor CustomStringConvertible {
  private var count = "0"
  private var names: [String] = []
  private let fetches = FetchLog()
  private var cancellables: Set<AnyCancellable> = []

  init(query: Driver<String>, client: SearchClient, scheduler: any Scheduler) {
    let fetches = self.fetches
    let results =
      query
      .throttle(for: .milliseconds(300), scheduler: scheduler)
      .flatMapLatest { query -> Driver<[String]> in
        guard !query.isEmpty else { return .just([]) }
        return AsyncCall {
          fetches.record(query)
          return try await client.search(query)
        }
        .asDriver(onErrorJustReturn: [])
      }
    results.map { "\($0.count)" }.drive { [weak self] in self?.count = $0 }
      .store(in: &cancellables)
    results.drive { [weak self] in self?.names = $0 }.store(in: &cancellables)
  }

  var description: String {
    let shown = names.prefix(3).joined(separator: ", ")
    let list = names.count > 3 ? shown + ", …" : shown
    return "  suggestions (throttled): \(count) [\(list)]  fetched: \(fetches.queries)"
  }
}

/// The queries fetched so far, in order.
final class FetchLog: Sendable {
  private let log = Mutex<[String]>([])

  func record(_ query: String) { log.withLock { $0.append(query) } }

  var queries: String { log.withLock { $0.map { "\"\($0)\"" }.joined(separator: " ") } }
}
