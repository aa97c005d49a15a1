import Cascade
import CascadeTesting
import Testing

/// A client as an app declares it with swift-dependencies' `@DependencyClient`: the plugin
/// writes its initializer.
struct LeaderboardClient: DependencyClient {
  var fetch: @Sendable (Int) async throws -> [String]
  var submit: @Sendable (Int) throws -> Void
  var logOut: @Sendable () async -> Void
  var cacheSize: @Sendable () -> Int = { 7 }
  var region: String = "eu"
  var token: String?

  static let fetchLine = 8
  static let logOutLine = 10
}

extension LeaderboardClient: TestDependencyKey {
  static let testValue = LeaderboardClient()
}

private struct Leaderboard: Reducer {
  @Dependency(LeaderboardClient.self) var client

  enum Action: Equatable {
    case load
    case loaded([String])
  }

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .run { send in await send(.loaded(try await client.fetch(1))) }
    case .loaded(let names):
      state = names
      return .none
    }
  }
}

@Suite("DependencyClient: the initializer @DependencyClient writes, from the plugin")
struct DependencyClientTests {
  @Test("an endpoint not given reports at its declaration, naming it, then throws")
  func unimplementedThrowing() async {
    let client = LeaderboardClient(submit: { _ in })
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) { try await client.fetch(1) }
    } matching: { issue in
      issue.description.contains("Unimplemented: LeaderboardClient.fetch")
        && issue.sourceLocation?.fileName == "DependencyClientTests.swift"
        && issue.sourceLocation?.line == LeaderboardClient.fetchLine
    }
    #expect(throws: Never.self) { try client.submit(3) }
  }

  @Test("an endpoint that returns nothing reports and returns; one with a value keeps it")
  func unimplementedVoidAndDefaults() async {
    let client = LeaderboardClient()
    await withKnownIssue {
      await client.logOut()
    } matching: { issue in
      issue.description.contains("LeaderboardClient.logOut")
        && issue.sourceLocation?.line == LeaderboardClient.logOutLine
    }
    #expect(client.cacheSize() == 7)
    #expect(client.region == "eu" && client.token == nil)
  }

  @Test("what is given is used; the memberwise initializer still takes every property")
  func givenEndpoints() async throws {
    let client = LeaderboardClient(
      fetch: { count in Array(repeating: "a", count: count) }, region: "us")
    #expect(try await client.fetch(2) == ["a", "a"])
    #expect(client.region == "us")
    let whole = LeaderboardClient(
      fetch: { _ in [] }, submit: { _ in }, logOut: {}, cacheSize: { 1 }, region: "ap", token: "t")
    #expect(whole.cacheSize() == 1 && whole.token == "t")
  }

  @Test("a test overrides one endpoint of the client a reducer reads, as isowords' tests do")
  @MainActor
  func inATestStore() async {
    let store = TestStore(initialState: [String]()) {
      Leaderboard()
    } withDependencies: {
      $0[LeaderboardClient.self] = LeaderboardClient(fetch: { _ in ["blob"] })
    }
    await store.send(.load)
    await store.receive(.loaded(["blob"])) { $0 = ["blob"] }
  }
}
