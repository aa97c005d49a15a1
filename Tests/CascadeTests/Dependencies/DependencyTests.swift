import Cascade
import CascadeTesting
import Foundation
import Synchronization
import Testing

/// A client with a live and a test value.
struct NumberClient: Sendable {
  var value: @Sendable () -> Int
}

enum NumberClientKey: DependencyKey {
  static let liveValue = NumberClient { 1 }
  static let testValue = NumberClient { 0 }
}

/// A key with no test value: reading it under a test store is a test issue.
enum GreetingKey: DependencyKey {
  static let liveValue = "hello"
}

/// A key whose live value counts how often it is built (only the test below reads it).
enum CountedKey: DependencyKey {
  static let liveBuilds = Atomic(0)
  static var liveValue: Int {
    liveBuilds.add(1, ordering: .relaxed)
    return 1
  }
  static let testValue = 0
}

extension DependencyValues {
  var number: NumberClient {
    get { self[NumberClientKey.self] }
    set { self[NumberClientKey.self] = newValue }
  }
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
  var counted: Int {
    get { self[CountedKey.self] }
    set { self[CountedKey.self] = newValue }
  }
}

/// Reads its dependencies in the reducer, in `.run` bodies and their children, and on
/// timer ticks.
struct Reader: Reducer {
  struct State: Equatable {
    var values: [Int] = []
  }

  enum Action: Equatable {
    case read
    case fetch
    case fetched(Int)
    case fetchInChildren
    case startTimer
    case tick
    case stopTimer
  }

  struct TimerID: Hashable, Sendable {}

  @Dependency(\.number) var number
  @Dependency(\.scheduler) var scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .read:
      state.values.append(number.value())
      return .none
    case .fetch:
      return .run { send in await send(.fetched(number.value())) }
    case .fetched(let value):
      state.values.append(value)
      return .none
    case .fetchInChildren:
      return .run { send in
        async let first = number.value()
        let second = await withTaskGroup(of: Int.self) { group in
          group.addTask { number.value() * 10 }
          return await group.next() ?? -1
        }
        await send(.fetched(await first))
        await send(.fetched(second))
      }
    case .startTimer:
      return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler).map { _ in .tick }
    case .tick:
      state.values.append(number.value())
      return .none
    case .stopTimer:
      return .cancel(id: TimerID())
    }
  }
}

/// Two readers side by side; the first with its own number.
struct Siblings: Reducer {
  struct State: Equatable {
    var first = Reader.State()
    var second = Reader.State()
  }

  enum Action: Equatable {
    case first(Reader.Action)
    case second(Reader.Action)

    static let firstCase = CasePath(Action.first) {
      if case .first(let action) = $0 { action } else { nil }
    }
    static let secondCase = CasePath(Action.second) {
      if case .second(let action) = $0 { action } else { nil }
    }
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.first, action: Action.firstCase) {
      Reader().dependency(\.number, NumberClient { 10 })
    }
    Scope(state: \.second, action: Action.secondCase) {
      Reader()
    }
  }
}

/// A state whose initializer reads a dependency.
struct Stamped: Equatable {
  var id: UUID

  init() {
    @Dependency(\.uuid) var uuid
    id = uuid()
  }
}

@Suite("Dependencies: captured per store, overridden per test and per child")
@MainActor
struct DependencyTests {
  nonisolated static let runs = Array(
    0..<(Int(ProcessInfo.processInfo.environment["CASCADE_DETERMINISM_RUNS"] ?? "") ?? 200))

  @Test("a store captures the values current where it is created")
  func captureAtCreation() {
    let overridden = withDependencies {
      $0.number = NumberClient { 5 }
    } operation: {
      Store(initialState: Reader.State()) { Reader() }
    }
    let plain = Store(initialState: Reader.State()) { Reader() }
    overridden.send(.read)
    plain.send(.read)
    #expect(overridden.state.values == [5])
    #expect(plain.state.values == [1])
  }

  @Test("withDependencies: on a store overrides for that store only")
  func overridePerStore() {
    let seven = Store(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.number = NumberClient { 7 }
    }
    let other = Store(initialState: Reader.State()) { Reader() }
    seven.send(.read)
    other.send(.read)
    #expect(seven.state.values == [7])
    #expect(other.state.values == [1])
  }

  @Test("a child's .dependency reaches that child and its effects, not its sibling")
  func overridePerChild() async {
    let store = TestStore(initialState: Siblings.State()) {
      Siblings()
    } withDependencies: {
      $0.number = NumberClient { 2 }
    }
    await store.send(.first(.read)) { $0.first.values = [10] }
    await store.send(.second(.read)) { $0.second.values = [2] }
    await store.send(.first(.fetch))
    await store.receive(.first(.fetched(10))) { $0.first.values = [10, 10] }
    await store.send(.second(.fetch))
    await store.receive(.second(.fetched(2))) { $0.second.values = [2, 2] }
  }

  @Test("values reach .run bodies, their async lets and task groups, and timer ticks")
  func propagation() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.number = NumberClient { 3 }
      $0.scheduler = scheduler
    }
    await store.send(.fetchInChildren)
    await store.receive(.fetched(3)) { $0.values = [3] }
    await store.receive(.fetched(30)) { $0.values = [3, 30] }
    await store.send(.startTimer)
    await scheduler.advance(by: .seconds(2))
    await store.receive(.tick) { $0.values = [3, 30, 3] }
    await store.receive(.tick) { $0.values = [3, 30, 3, 3] }
    await store.send(.stopTimer)
  }

  @Test("a test store uses test values, and never builds the live value of a key with one")
  func testContext() async {
    let store = TestStore(initialState: Reader.State()) { Reader() }
    await store.send(.read) { $0.values = [0] }
    let counted = withDependencies {
      $0.context = .test
    } operation: {
      @Dependency(\.counted) var counted
      return counted
    }
    #expect(counted == 0)
    #expect(CountedKey.liveBuilds.load(ordering: .relaxed) == 0)
  }

  @Test("a key with no test value is a test issue at its @Dependency, then the live value")
  func missingTestValue() {
    let declared = #line + 1
    @Dependency(\.greeting) var greeting
    withDependencies {
      $0.context = .test
    } operation: {
      withKnownIssue {
        #expect(greeting == "hello")
      } matching: { issue in
        issue.description.contains("@Dependency")
          && issue.description.contains("has no test value (key 'GreetingKey')")
          && issue.sourceLocation?.fileName == "DependencyTests.swift"
          && issue.sourceLocation?.line == declared
      }
    }
  }

  @Test("a built-in without an override fails the test at first use")
  func builtInWithoutOverride() async {
    await withKnownIssue {
      let store = TestStore(initialState: Reader.State()) { Reader() }
      store.exhaustivity = .off
      await store.send(.startTimer)
      await store.send(.stopTimer)
    } matching: { issue in
      issue.description.contains("has no test value")
        && issue.description.contains("SchedulerKey")
    }
  }

  @Test("testStore.dependencies changed between steps is what the next step reads")
  func changedMidTest() async {
    let store = TestStore(initialState: Reader.State()) { Reader() }
    await store.send(.read) { $0.values = [0] }
    store.dependencies.number = NumberClient { 8 }
    await store.send(.read) { $0.values = [0, 8] }
    await store.send(.fetch)
    await store.receive(.fetched(8)) { $0.values = [0, 8, 8] }
  }

  @Test("parallel tests with distinct overrides never see each other's", arguments: runs)
  func noCrossTalk(_ run: Int) async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.number = NumberClient { run }
    }
    await store.send(.read) { $0.values = [run] }
    await store.send(.fetch)
    await store.receive(.fetched(run)) { $0.values = [run, run] }
  }

  @Test("a dependency read in a State initializer inside withDependencies")
  func stateInitializer() {
    let (first, second) = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      (Stamped(), Stamped())
    }
    #expect(first.id == UUID(0))
    #expect(second.id == UUID(1))
  }

  @Test("async withDependencies reaches child tasks")
  func asyncScope() async {
    let values = await withDependencies {
      $0.number = NumberClient { 4 }
    } operation: {
      await withTaskGroup(of: Int.self) { group in
        group.addTask {
          @Dependency(\.number) var number
          return number.value()
        }
        return await group.next() ?? -1
      }
    }
    #expect(values == 4)
  }

  @Test("outside any store or scope, @Dependency reads the live value")
  func liveOutside() {
    @Dependency(\.number) var number
    #expect(number.value() == 1)
  }

  @Test("UUID(n), .incrementing and DateGenerator.constant")
  func generators() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(10).uuidString == "00000000-0000-0000-0000-00000000000A")
    let uuid = UUIDGenerator.incrementing
    #expect([uuid(), uuid()] == [UUID(0), UUID(1)])
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 1_000))
    #expect(date.now == Date(timeIntervalSince1970: 1_000))
    #expect(date() == Date(timeIntervalSince1970: 1_000))
  }

  @Test("ActorTestStore: test context, withDependencies: and changes between steps")
  func actorTestStore() async {
    let store = ActorTestStore(initialState: Reader.State()) {
      Reader()
    } withDependencies: {
      $0.number = NumberClient { 6 }
    }
    #expect(store.dependencies.context == .test)
    await store.send(.read) { $0.values = [6] }
    store.dependencies.number = NumberClient { 9 }
    await store.send(.read) { $0.values = [6, 9] }
    await store.send(.fetch)
    await store.receive(.fetched(9)) { $0.values = [6, 9, 9] }
  }
}
