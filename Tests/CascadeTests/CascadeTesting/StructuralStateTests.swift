import CascadeTesting
import Testing

@testable import Cascade

/// A feature whose state cannot be `Equatable`: it holds a client object, a closure, an
/// `any Error`, nested structs, enums with payloads, arrays and dictionaries.
struct Profile: Reducer {
  final class Client: Sendable {
    let name: String
    init(name: String) { self.name = name }
  }

  struct Address {
    var city: String
    var lines: [String]
  }

  enum Phase {
    case idle
    case loading(progress: Double)
    case failed(any Error)
  }

  struct Failure: Error {}

  struct State {
    var name = ""
    var client = Client(name: "live")
    var format: @Sendable (String) -> String = { $0 }
    var address = Address(city: "Lyon", lines: [])
    var phase = Phase.idle
    var visits: [String: Int] = [:]
    var tags: [String] = []
  }

  enum Action {
    case rename(String)
    case move(String)
    case load
    case loaded(Result<Int, any Error>)
    case swapClient(Client)
    case reformat(@Sendable (String) -> String)
    case visit(String)
  }

  static let loadedCase = CasePath(Action.loaded) {
    if case .loaded(let result) = $0 { result } else { nil }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let name):
      state.name = name
    case .move(let city):
      state.address.city = city
      state.address.lines.append(city)
    case .load:
      state.phase = .loading(progress: 0)
      return .send(.loaded(.failure(Failure())))
    case .loaded(.success):
      state.phase = .idle
    case .loaded(.failure(let error)):
      state.phase = .failed(error)
    case .swapClient(let client):
      state.client = client
    case .reformat(let format):
      state.format = format
    case .visit(let page):
      state.visits[page, default: 0] += 1
      state.tags.append(page)
    }
    return .none
  }
}

@Suite("TestStore for state that is not Equatable")
@MainActor
struct StructuralStateTests {
  @Test("right assertions pass: nested structs, enums with payloads, collections, dictionaries")
  func rightAssertionsPass() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.rename("Ada")) { $0.name = "Ada" }
    await store.send(.move("Paris")) {
      $0.address.city = "Paris"
      $0.address.lines = ["Paris"]
    }
    await store.send(.visit("home")) {
      $0.visits["home"] = 1
      $0.tags = ["home"]
    }
    await store.send(.load) { $0.phase = .loading(progress: 0) }
    await store.receive(Profile.loadedCase) { $0.phase = .failed(Profile.Failure()) }
  }

  @Test("a closure is skipped: replacing one needs no assertion")
  func closuresAreSkipped() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.reformat { $0.uppercased() })
  }

  @Test("a class instance is equal only to itself")
  func classesByIdentity() async {
    let initial = Profile.State()
    let store = TestStore(initialState: initial) { Profile() }
    let same = initial.client
    await store.send(.swapClient(same))
    let other = Profile.Client(name: "live")
    await withKnownIssue {
      await store.send(.swapClient(other))
    } matching: { issue in
      issue.description.contains("State was not expected to change")
        && issue.description.contains(
          "− client: Profile.Client(name: \"live\")\n+ client: Profile.Client(name: \"live\") (another instance)"
        )
    }
    await store.send(.swapClient(same)) { $0.client = same }
  }

  @Test("a wrong assertion fails with a diff of only the differing fields")
  func wrongAssertionShowsOnlyTheDifference() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await withKnownIssue {
      await store.send(.move("Paris")) {
        $0.address.city = "Pariss"
        $0.address.lines = ["Paris"]
      }
    } matching: { issue in
      issue.description.contains(
        "A state change does not match expectation after send(.move(\"Paris\"))")
        && issue.description.contains("− address.city: \"Pariss\"\n+ address.city: \"Paris\"")
        && !issue.description.contains("lines")
        && !issue.description.contains("name:")
    }
    await withKnownIssue {
      await store.send(.visit("home")) { $0.visits["home"] = 2 }
    } matching: { issue in
      issue.description.contains("− visits[\"home\"]: 2\n+ visits[\"home\"]: 1")
        && issue.description.contains("+ tags[0]: \"home\"")
    }
    await withKnownIssue {
      await store.send(.load) { $0.phase = .loading(progress: 0.5) }
      await store.receive(Profile.loadedCase) { $0.phase = .idle }
    } matching: { issue in
      issue.description.contains(
        "− phase: .loading(progress: 0.5)\n+ phase: .loading(progress: 0.0)")
        || issue.description.contains("− phase: .idle\n+ phase: .failed(Profile.Failure())")
    }
  }

  @Test("non-exhaustive mode and assert work on such state")
  func nonExhaustiveAndAssert() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    store.exhaustivity = .off
    await store.send(.visit("a"))
    await store.send(.rename("Ada")) { $0.name = "Ada" }
    store.exhaustivity = .on
    store.assert {
      $0.visits = ["a": 1]
      $0.tags = ["a"]
      $0.name = "Ada"
    }
  }

  @Test("an ActorTestStore compares such state the same way")
  func actorTestStore() async {
    let store = ActorTestStore(initialState: Profile.State()) { Profile() }
    await store.send(.rename("Ada")) { $0.name = "Ada" }
    await withKnownIssue {
      await store.send(.move("Nice")) { $0.address.city = "Nice" }
    } matching: { issue in
      issue.description.contains("+ address.lines[0]: \"Nice\"")
    }
  }
}

/// A feature holding a `@Shared` value beside a closure: shared checks on state that is not
/// `Equatable`.
struct VisitCounter: Reducer {
  struct State {
    @Shared(.inMemory("structural-visits")) var visits = 0
    var label: @Sendable () -> String = { "visits" }
  }

  enum Action { case visit }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$visits.withLock { $0 += 1 }
    return .none
  }
}

@Suite("Shared values in state that is not Equatable")
@MainActor
struct StructuralSharedStateTests {
  @Test("a described shared change passes; an undescribed one fails naming the key")
  func sharedChecks() async {
    let store = TestStore(initialState: VisitCounter.State()) { VisitCounter() }
    await store.send(.visit) { $0.$visits.withLock { $0 = 1 } }
    await withKnownIssue {
      await store.send(.visit)
    } matching: { issue in
      issue.description.contains("+ @Shared(.inMemory(\"structural-visits\")): 2")
    }
  }
}
