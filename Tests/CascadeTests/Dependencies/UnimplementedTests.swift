import Cascade
import CascadeTesting
import Testing

/// A client in the shape TCA apps declare with `@DependencyClient`, spelled without a macro.
private struct FactClient: Sendable {
  static let fetchLine = #line + 1
  var fetch: @Sendable (Int) async throws -> String = unimplemented("FactClient.fetch")
  var status: @Sendable () -> Int = unimplemented("FactClient.status", placeholder: -1)
  var statusAsync: @Sendable () async -> Int = unimplemented(
    "FactClient.statusAsync", placeholder: -2)
  var parse: @Sendable (String, Int) throws -> [Int] = unimplemented("FactClient.parse")
  var log: @Sendable (String) -> Void = unimplemented("FactClient.log")
  var flush: @Sendable () async -> Void = unimplemented("FactClient.flush")
}

extension FactClient: DependencyKey {
  static let liveValue = FactClient(
    fetch: { "\($0) is a number" }, status: { 1 }, statusAsync: { 1 }, parse: { _, n in [n] },
    log: { _ in }, flush: {})
  static let testValue = FactClient()
}

extension DependencyValues {
  fileprivate var facts: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

private struct Facts: Reducer {
  @Dependency(\.facts) var facts

  func reduce(into state: inout String, action: Int) -> Effect<Int> {
    state = facts.status() == 1 ? "live" : "placeholder"
    return .none
  }
}

@Suite("unimplemented endpoints")
struct UnimplementedTests {
  @Test("calling one fails the test at its declaration, naming it, then throws")
  func throwingEndpoint() async {
    let client = FactClient()
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) { try await client.fetch(1) }
    } matching: { issue in
      issue.description.contains("Unimplemented: FactClient.fetch")
        && issue.sourceLocation?.fileName == "UnimplementedTests.swift"
        && issue.sourceLocation?.line == FactClient.fetchLine
    }
  }

  @Test("each shape reports and returns its placeholder, or nothing, or throws")
  func everyShape() async throws {
    let client = FactClient()
    var status = 0
    var asyncStatus = 0
    await withKnownIssue {
      status = client.status()
      asyncStatus = await client.statusAsync()
      let failure = #expect(throws: UnimplementedFailure.self) { try client.parse("", 1) }
      #expect(failure?.name == "FactClient.parse")
      client.log("hi")
      await client.flush()
    } matching: { issue in
      issue.description.contains("Unimplemented: FactClient.")
    }
    #expect(status == -1)
    #expect(asyncStatus == -2)
  }

  @Test("a test overrides the one endpoint it means to call")
  @MainActor
  func overrideOne() async {
    let store = TestStore(initialState: "") {
      Facts()
    } withDependencies: {
      $0.facts.status = { 1 }
    }
    await store.send(0) { $0 = "live" }
  }
}

/// A client whose key has a live value only.
private struct NumbersClient: Sendable {
  var fetch: @Sendable () -> Int
  var count: @Sendable () -> Int
}

private enum NumbersKey: DependencyKey {
  static let liveValue = NumbersClient(fetch: { 1 }, count: { 2 })
}

extension DependencyValues {
  fileprivate var numbers: NumbersClient {
    get { self[NumbersKey.self] }
    set { self[NumbersKey.self] = newValue }
  }
}

private struct Numbers: Reducer {
  @Dependency(\.numbers) var numbers

  func reduce(into state: inout Int, action: Void) -> Effect<Void> {
    state = numbers.fetch()
    return .none
  }
}

@Suite("Overriding part of a client whose key has no test value")
@MainActor
struct PartialOverrideTests {
  @Test("is reported once, at the test's own line, with the one-line unimplemented form")
  func reportedAtTheTest() async {
    let issues = LockIsolated(0)
    let line = #line + 2
    await withKnownIssue {
      let store = TestStore(initialState: 0) {
        Numbers()
      } withDependencies: {
        $0.numbers.fetch = { 42 }
        $0.numbers.count = { 0 }
      }
      await store.send(()) { $0 = 42 }
    } matching: { issue in
      issues.withValue { $0 += 1 }
      return issue.description.contains(
        "This test overrides part of 'NumbersClient', but its key 'NumbersKey' has no test value")
        && issue.description.contains(#"unimplemented("NumbersClient.fetch")"#)
        && issue.sourceLocation?.fileName == "UnimplementedTests.swift"
        && issue.sourceLocation?.line == line
    }
    #expect(issues.value == 1)
  }
}

/// Endpoints returning nothing that can throw: each must throw when unimplemented.
private struct ChatClient: Sendable {
  var send: @Sendable (String) async throws -> Void = unimplemented("ChatClient.send")
  var sendNow: @Sendable (String) throws -> Void = unimplemented("ChatClient.sendNow")
}

@Suite("unimplemented endpoints that return nothing and can throw")
struct UnimplementedThrowingVoidTests {
  @Test("an async throwing Void endpoint reports, then throws")
  func asyncThrowingVoid() async {
    let client = ChatClient()
    await withKnownIssue {
      await #expect(throws: UnimplementedFailure.self) { try await client.send("hi") }
    } matching: { issue in
      issue.description.contains("Unimplemented: ChatClient.send was called")
    }
  }

  @Test("a synchronous throwing Void endpoint reports, then throws")
  func syncThrowingVoid() {
    let client = ChatClient()
    withKnownIssue {
      #expect(throws: UnimplementedFailure.self) { try client.sendNow("hi") }
    } matching: { issue in
      issue.description.contains("Unimplemented: ChatClient.sendNow was called")
    }
  }

  @Test("the failure reads as its endpoint in an alert (localizedDescription)")
  func localizedDescription() {
    let error: any Error = UnimplementedFailure(name: "ChatClient.send")
    #expect(error.localizedDescription == "Unimplemented: ChatClient.send")
  }
}
