import Cascade
import CascadeTesting
import Foundation
import Testing

// The guide's rows on enum state, effects in queues, dependencies, sharing and tools.
extension GuideRows {
  // guide bc78b249: Scope(state: \.edit, action: \.edit) on enum state, .ifCaseLet(_:action:)
  static func enumScopes() -> some Reducer<
    GuideFeature.Destination.State, GuideFeature.Destination.Action
  > {
    Reduce { _, _ in .none }
      .ifCaseLet(\.edit, action: \.edit) { GuideFeature.Child() }
  }

  // guide 7693c688: IdentifiedArray Codable, remove(atOffsets:), move(fromOffsets:toOffset:)
  static func identifiedOffsets() throws {
    var rows: IdentifiedArrayOf<GuideFeature.Child.State> = [.init(id: 1), .init(id: 2)]
    rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
    rows.remove(atOffsets: IndexSet(integer: 0))
    let ids: IdentifiedArrayOf<Identified> = [Identified(id: 1)]
    _ = try JSONDecoder().decode(
      IdentifiedArrayOf<Identified>.self, from: JSONEncoder().encode(ids))
  }

  struct Identified: Codable, Identifiable, Sendable { var id: Int }

  // guide 241e9ac8: Effect.queued(_:_:minimumGap:scheduler:) with EffectQueuePolicy
  static func queued() -> Effect<GuideFeature.Action> {
    Effect.run { send in await send(.increment) }
      .queued("downloads", .runOldest(2, whenFull: .suspendNew), minimumGap: .seconds(1))
  }

  // guide b541aceb: @Dependency(\.calendar), \.locale, \.timeZone
  // guide 5a3b236c: @Dependency(\.openURL), await openURL(url)
  // guide ecc21b97: @Dependency(\.urlSession)
  // guide e9dddb2e: @Dependency(\.notificationCenter)
  // guide 63447891: @Dependency(\.fireAndForget), await fireAndForget { … }
  // guide 089e15a7: @Dependency(\.uuid), .incrementing, UUID(0); @Dependency(\.date), .constant
  struct SystemDependencies: Reducer {
    @Dependency(\.calendar) var calendar
    @Dependency(\.locale) var locale
    @Dependency(\.timeZone) var timeZone
    @Dependency(\.openURL) var openURL
    @Dependency(\.urlSession) var urlSession
    @Dependency(\.notificationCenter) var notificationCenter
    @Dependency(\.fireAndForget) var fireAndForget
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date

    func reduce(into state: inout String, action: URL) -> Effect<URL> {
      state = "\(calendar.identifier) \(locale.identifier) \(timeZone.identifier) \(uuid())"
      _ = (urlSession, notificationCenter, date.now)
      return .run { _ in
        await openURL(action)
        await fireAndForget {}
      }
    }
  }

  static func builtInValues() {
    withDependencies {
      $0.uuid = .incrementing
      $0.uuid = .constant(UUID(0))
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.date.now = Date(timeIntervalSince1970: 1)
    } operation: {
    }
  }

  // guide f00151d9: withDependencies { } operation: { }, .dependency(\.x, v)
  // guide 0a3ef2d3: .dependency(ApiClient(…)) for a client that is its own key
  static func dependencyOverrides() -> some Reducer<Int, Void> {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      UsesNumbers()
        .dependency(\.uuid, .incrementing)
        .dependency(Numbers { 2 })
    }
  }

  // guide 64b31261: withDependencies(from: store) { … }
  static func dependenciesFromStore() {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    withDependencies(from: store) {
      $0.uuid = .incrementing
    } operation: {
    }
  }

  // guide d5e43e82: TestStore(initialState:) { F() } withDependencies: { }, store.dependencies.x
  static func testStoreDependencies() {
    let store = TestStore(initialState: GuideFeature.State()) {
      GuideFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.dependencies.uuid = .constant(UUID(0))
  }

  // guide fb8fec45: BindingReducer(action: \.view); store.binding(\.title, action: \.view)
  struct ViewBindings: Reducer {
    struct State: Equatable { var title = "" }
    enum Action: Equatable, CasePathable {
      case view(View)
      enum View: Equatable, CasePathable, BindableAction {
        case binding(BindingAction<State>)
      }
    }
    var body: some ReducerOf<Self> { BindingReducer(action: \.view) }
  }

  static func viewBinding() {
    let store = Store(initialState: ViewBindings.State()) { ViewBindings() }
    store.binding(\.title, action: \.view).set("x")
  }

  // guide f6c9a28f: @Shared(.inMemory("k")), @Shared(.fileStorage(url)), $x.withLock { }
  // guide 042d0d4a: @Shared(.appStorage("key"))
  // guide 185d9eb7: @SharedReader(.appStorage("k")) var x = 0, SharedReader($shared)
  struct SharedHolder {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.fileStorage(URL(filePath: "/tmp/guide.json"))) var names: [String] = []
    @Shared(.appStorage("isOn")) var isOn = false
    @SharedReader(.appStorage("level")) var level = 0

    func write() {
      $count.withLock { $0 += 1 }
      _ = SharedReader($count)
    }
  }

  // guide 0df61984: for await value in $shared.values { … }
  static func sharedValues(_ holder: SharedHolder) async {
    for await value in holder.$count.values {
      _ = value
      break
    }
  }

  // guide 98a73b39: $0.defaultFileStorage = .inMemory
  // guide 19f44257: .dependency(\.defaultFileStorage, .inMemory)
  static func inMemoryFiles() -> some Reducer<Int, Void> {
    withDependencies {
      $0.defaultFileStorage = .inMemory
    } operation: {
      UsesNumbers().dependency(\.defaultFileStorage, .inMemory)
    }
  }

  // guide 4e2019dc: $x.save(), $x.load()
  static func saveAndLoad(_ holder: SharedHolder) throws {
    try holder.$names.save()
    try holder.$names.load()
  }

  // guide 79b7eeb5: withErrorReporting { try … }, isTesting
  static func errorReporting() {
    struct Failure: Error {}
    _ = withErrorReporting { () throws -> Int in throw Failure() }
    _ = isTesting
  }

  // guide 2f12635a: LockIsolated, ActorIsolated, Task.never(), AsyncStream.finished, AnyHashableSendable
  static func concurrencyExtras() async throws {
    let lock = LockIsolated(0)
    lock.withValue { $0 += 1 }
    let actor = ActorIsolated(0)
    await actor.withValue { $0 += 1 }
    _ = AnyHashableSendable("id")
    for await _ in AsyncStream<Int>.finished {}
    if lock.value < 0 { try await Task.never() }
  }

  // guide f1d028c3: WithRandomNumberGenerator, SeededRandomNumberGenerator; UUIDGenerator.constant
  static func randomness() {
    withDependencies {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 1))
      $0.uuid = .constant(UUID(0))
    } operation: {
    }
  }

  // guide f0fe0f99: IdentifiedArray filter, index(id:), sort(by:), rows[0].title = …
  static func identifiedMutations() {
    var rows: IdentifiedArrayOf<GuideFeature.Child.State> = [.init(id: 2), .init(id: 1)]
    _ = rows.filter { $0.count == 0 }
    _ = rows.index(id: 1)
    rows.sort { $0.id < $1.id }
    rows[0].count = 3
  }

  // guide 0afe5ac1: \.rows[id: x], \.path[id: 0], \.path.push, \.path.popFrom
  static func elementCases() async {
    let store = TestStore(initialState: GuideFeature.State()) { GuideFeature() }
    store.exhaustivity = .off
    await store.send(\.rows[id: 0].increment)
    await store.send(\.path[id: 0].increment)
    await store.send(\.path.push, (id: 0, state: GuideFeature.Child.State()))
    await store.send(\.path.popFrom, 0)
  }
}
