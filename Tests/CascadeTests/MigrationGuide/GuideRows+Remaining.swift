import Cascade
import CascadeTesting
import Distributed
import Foundation
import Testing

// The guide's rows on case paths by hand, large and recursive state, distributed stores,
// dependency keys and clients, and shared keys.

/// The guide's hand-listed and plugin-listed case paths.
enum GuideLogin: Equatable, CasePathable {
  case twoFactor(Int)
  case submitted
}

/// A feature that holds itself, as TCA's "Recursion" case study does.
struct GuideNested: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var rows: IdentifiedArrayOf<State> = []
    @Presents var child: State?
    @CopyOnWrite var large = [Int](repeating: 0, count: 4)
  }
  indirect enum Action: Equatable, CasePathable {
    case add
    case rows(IdentifiedActionOf<GuideNested>)
    case child(PresentationAction<Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .add = action { state.rows.append(State(id: state.rows.count)) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Self() }
    .ifLet(\.$child, action: \.child) { Self() }
  }
}

/// An endpoint struct the plugin writes the initializer of, as `@DependencyClient` does.
struct GuideClient: DependencyClient, TestDependencyKey {
  var fetch: @Sendable (Int) async throws -> String
  var count: @Sendable () -> Int = { 0 }
  static let testValue = GuideClient()
  static let previewValue = GuideClient(fetch: { "\($0)" })
}

/// Endpoints left unimplemented by hand, and an issue reported where it happens.
struct GuideFactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String = unimplemented("GuideFactClient.fetch")
  var check: @Sendable () -> Bool = unimplemented("GuideFactClient.check", placeholder: false)

  func verify() {
    if !check() { reportIssue("the check failed") }
  }
}

extension SharedKey where Self == SharedKeyDefault<FileStorageKey<[String]>> {
  /// A key with its default, as TCA's `.syncUps` is written.
  static var guideNames: Self {
    Self[.fileStorage(URL(filePath: "/tmp/guide-names.json")), default: []]
  }
}

extension GuideRows {
  // guide 68dd5899: enum Action: CasePathable with CasePathsPlugin; \.login.twoFactor
  static func pluginCasePaths() -> CaseKeyPath<GuideLogin, Int> { \.twoFactor }

  // guide a864401a: @CopyOnWrite var part (GuideNested.State above)
  // guide 2fdf92a2: a recursive feature: forEach(\.rows, action: \.rows) { Self() },
  // @Presents var child: State? (GuideNested above)
  static func recursive() -> StoreOf<GuideNested> {
    Store(initialState: GuideNested.State()) { GuideNested() }
  }

  // guide 855cfa3c: DistributedStore on a Codable actor system, ActionIDs, StoreSnapshot
  // guide bb08a5c1: DistributedStore(initialState:actorSystem:journal:reducer:), resume(from:)
  static func distributed() async throws {
    let system = LocalTestingDistributedActorSystem()
    let journal = TestJournal(scheduler: TestScheduler())
    let store = DistributedStore<Ledger.State, Ledger.Action, LocalTestingDistributedActorSystem>(
      initialState: Ledger.State(), actorSystem: system, journal: journal
    ) { Ledger() }
    try await store.send(.deposit(key: "a", amount: 1), id: ActionID())
    let snapshot: StoreSnapshot<Ledger.State> = try await store.handOff()
    _ = snapshot
    let resumed = try await DistributedStore<
      Ledger.State, Ledger.Action, LocalTestingDistributedActorSystem
    >.resume(from: FileJournal(url: URL(filePath: "/tmp/guide.journal")), actorSystem: system) {
      Ledger()
    }
    _ = resumed
  }

  // guide fe76c71f: TestActorSystem and TestNetwork (CascadeTesting)
  static func testNetwork() {
    let scheduler = TestScheduler()
    let network = TestNetwork(scheduler: scheduler, seed: 7)
    let node = TestActorSystem(scheduler: scheduler, node: "a", network: network)
    _ = node
  }

  // guide 50122ab6: TestDependencyKey, previewValue (GuideClient above)
  // guide 4dfc5fac: struct ApiClient: DependencyClient { … }, ApiClient(fetch: { … })
  static func client() -> GuideClient {
    GuideClient(fetch: { "\($0)" })
  }

  // guide 5942d7e1: unimplemented("…"), reportIssue(…) (GuideFactClient above)

  // guide 65762cf3: .appStorage("k", store: UserDefaults(suiteName: "group")!)
  // guide 4bb6d72e: Self[.fileStorage(.syncUps), default: []], Shared($optional)
  struct SharedKeys {
    @Shared(.appStorage("k", store: UserDefaults(suiteName: "group"))) var grouped = 0
    @Shared(.guideNames) var names
    @Shared(.inMemory("maybe")) var maybe: Int? = 1

    func unwrapped() -> Shared<Int>? { Shared($maybe) }
  }

  // guide bbe133c8: file and app storage in memory under a test; opt out with .fileSystem
  // guide 1987d9dc: file watching and reloading (a @Shared(.fileStorage) on the file system)
  static func realFiles() -> Shared<[String]> {
    withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: [], .fileStorage(URL(filePath: "/tmp/guide-watched.json")))
    }
  }

  // guide 75167d78: a TestStore step settles the test's own effects before it returns
  static func settledStep() async {
    let store = TestStore(initialState: GuideTally.State()) { GuideTally() }
    await store.send(.add(1)) { $0.count = 1 }
    await store.finish()
  }
}
