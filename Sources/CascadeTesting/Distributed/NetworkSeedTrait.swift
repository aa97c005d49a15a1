import Cascade
import Testing

/// Prints the seeds of a failing test's networks, as a Swift Testing trait: when the test
/// fails, a warning lists the seed of every ``TestNetwork`` it created, so the failing run
/// can be replayed by passing that seed.
///
/// ```swift
/// @Test(.printsNetworkSeeds, arguments: 0..<3)
/// func survivesDrops(round: Int) async throws {
///   let network = TestNetwork(scheduler: scheduler, seed: .random(in: 0...UInt64.max))
///   …
/// }
/// // ✘ Test survivesDrops(round:) recorded an issue …
/// // ⚠︎ … TestNetwork seed 1234567: create the network with `seed: 1234567` to replay this run
/// ```
///
/// A test fails when it records an issue (a failed `#expect`, a `TestStore` mismatch) or
/// throws. The trait watches the issues of its test's task and the tasks it starts; it does
/// not change them: each still fails the test as before. On a suite it applies to each test.
/// XCTest has no such hook: put `network.seed` in the failure's message there.
public struct NetworkSeedTrait: TestTrait, SuiteTrait, TestScoping {
  /// The seeds of the networks created while a test runs under the trait.
  @TaskLocal static var seeds: LockIsolated<[UInt64]>?

  /// A suite's trait applies to each of its tests.
  public var isRecursive: Bool { true }

  /// Runs `function` — one test — and, if it fails, records a warning naming the seeds of the
  /// networks it created.
  ///
  /// - Parameters:
  ///   - test: The test or suite.
  ///   - testCase: The test case, `nil` for a suite.
  ///   - function: The test.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else { return try await function() }
    try await Self.reportingSeeds(at: test.sourceLocation, function)
  }

  /// Runs `body`; if it records a failing issue or throws, records a warning at `location`
  /// with the seeds of the networks created in it.
  package static func reportingSeeds(
    at location: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
  ) async throws {
    let seeds = LockIsolated<[UInt64]>([])
    let failed = LockIsolated(false)
    do {
      // A matcher that never matches: every issue stays what it was; the matcher only sees it.
      try await withKnownIssue(isIntermittent: true) {
        try await $seeds.withValue(seeds) { try await body() }
      } matching: { issue in
        if issue.isFailure { failed.setValue(true) }
        return false
      }
    } catch {
      report(seeds.value, at: location)
      throw error
    }
    if failed.value { report(seeds.value, at: location) }
  }

  /// Records the warning for `seeds`, if there are any.
  static func report(_ seeds: [UInt64], at location: SourceLocation) {
    guard !seeds.isEmpty else { return }
    let text =
      seeds.count == 1
      ? "TestNetwork seed \(seeds[0]): create the network with `seed: \(seeds[0])` to replay this run"
      : "TestNetwork seeds \(seeds.map { "\($0)" }.joined(separator: ", ")), in the order the "
        + "networks were created: create them with these seeds to replay this run"
    Issue.record(Comment(rawValue: text), severity: .warning, sourceLocation: location)
  }

  /// Notes the seed of a network being created, when a test runs under the trait.
  static func note(_ seed: UInt64) {
    seeds?.withValue { $0.append(seed) }
  }
}

extension Trait where Self == NetworkSeedTrait {
  /// Prints the seeds of the networks of a test that fails; see ``NetworkSeedTrait``.
  ///
  /// ```swift
  /// @Test(.printsNetworkSeeds) func failover() async throws { … }
  /// ```
  public static var printsNetworkSeeds: Self { NetworkSeedTrait() }
}
