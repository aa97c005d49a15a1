import Cascade
import CascadeTesting
import Testing

@Suite("printsNetworkSeeds: a failing test prints its networks' seeds")
struct NetworkSeedTraitTests {
  struct Boom: Error {}

  /// What `body`, run under the trait, records: each issue's text and whether it fails.
  func issues(
    of body: @escaping @Sendable () async throws -> Void
  ) async -> [(text: String, isFailure: Bool)] {
    let seen = LockIsolated<[(text: String, isFailure: Bool)]>([])
    // The matcher takes every issue, so nothing is rethrown.
    try? await withKnownIssue(isIntermittent: true) {
      try await NetworkSeedTrait.reportingSeeds(body)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined() + (issue.error.map { "\($0)" } ?? "")
      seen.withValue { $0.append((text, issue.isFailure)) }
      return true
    }
    return seen.value
  }

  @Test("a failed expectation is followed by a warning with the seed, and still fails")
  func failedExpectation() async {
    let issues = await issues {
      _ = TestNetwork(scheduler: TestScheduler(), seed: 42)
      Issue.record("the balance is wrong")
    }
    #expect(issues.map(\.isFailure) == [true, false])
    #expect(issues.first?.text == "the balance is wrong")
    #expect(
      issues.last?.text
        == "TestNetwork seed 42: create the network with `seed: 42` to replay this run")
  }

  @Test("a thrown error prints the seeds of every network, in the order they were made")
  func thrown() async {
    let issues = await issues {
      _ = TestNetwork(scheduler: TestScheduler(), seed: 7)
      _ = TestNetwork(scheduler: TestScheduler(), seed: 8)
      throw Boom()
    }
    #expect(issues.count == 2)
    #expect(issues.contains { $0.isFailure && $0.text.contains("Boom") })
    #expect(issues.contains { !$0.isFailure && $0.text.hasPrefix("TestNetwork seeds 7, 8,") })
  }

  @Test("a passing test, or one that made no network, prints nothing")
  func quiet() async {
    #expect(await issues { _ = TestNetwork(scheduler: TestScheduler(), seed: 1) }.isEmpty)
    #expect(await issues { Issue.record("no network") }.map(\.text) == ["no network"])
  }

  @Test("a network made in a task the test started is counted")
  func childTask() async {
    let issues = await issues {
      await Task { _ = TestNetwork(scheduler: TestScheduler(), seed: 99) }.value
      Issue.record("late")
    }
    #expect(issues.last?.text.hasPrefix("TestNetwork seed 99:") == true)
  }

  @Test("a passing test under the trait runs as it would without it", .printsNetworkSeeds)
  func passingUnderTrait() async throws {
    let scheduler = TestScheduler()
    let network = TestNetwork(scheduler: scheduler, seed: 3)
    #expect(network.seed == 3)
  }
}
