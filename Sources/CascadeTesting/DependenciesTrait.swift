import Cascade
import Testing

/// Dependencies for a whole test, as a Swift Testing trait: the test body runs in the test
/// context with these values, so `@Dependency`, `@Shared` and `Shared(value:)` in the body
/// and every test store created in it see one set of values and one set of shared values.
///
/// ```swift
/// @Suite(.dependencies { $0.uuid = .incrementing })
/// struct SyncUpsTests {
///   @Test(.dependency(\.date, .constant(Date(timeIntervalSince1970: 0))))
///   func addSyncUp() async { … }
/// }
/// ```
///
/// On a suite it applies to each of its tests afresh: every test starts from new test values
/// (a new cache, so new shared values and new in-memory files). A shared value the body writes
/// before a test store's first step is that store's starting point, not a change the step
/// must describe. Traits on a test and on its suite stack: the suite's run first.
public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
  private let prepare: @Sendable (inout DependencyValues) -> Void
  /// Where the trait was written: where a partial override of a key with no test value is
  /// reported.
  private let fileID: StaticString
  private let line: UInt

  init(
    _ prepare: @escaping @Sendable (inout DependencyValues) -> Void, fileID: StaticString,
    line: UInt
  ) {
    self.prepare = prepare
    self.fileID = fileID
    self.line = line
  }

  /// A suite's dependencies apply to each of its tests.
  public var isRecursive: Bool { true }

  /// Runs `function` — one test — with the test context's values, changed by this trait.
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
    // A suite's own scope passes through: its tests each get theirs (the trait is recursive).
    guard testCase != nil else { return try await function() }
    var values = DependencyValues.current
    if values.context != .test {
      // A new test context: new test values, shared values and in-memory files.
      values.context = .test
    }
    values.prepareForTest(prepare, fileID: fileID, line: line)
    try await withDependencies {
      $0 = values
    } operation: {
      try await function()
    }
  }
}

extension Trait where Self == DependenciesTrait {
  /// Dependencies for a test, or each test of a suite, changed by `prepare`; see
  /// ``DependenciesTrait``.
  ///
  /// ```swift
  /// @Suite(.dependencies { $0.uuid = .incrementing })
  /// ```
  ///
  /// - Parameters:
  ///   - prepare: Changes the test context's values.
  ///   - fileID: Where problems with `prepare` are reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: The trait.
  public static func dependencies(
    _ prepare: @escaping @Sendable (inout DependencyValues) -> Void,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    DependenciesTrait(prepare, fileID: fileID, line: line)
  }

  /// One dependency for a test, or each test of a suite; see ``DependenciesTrait``.
  ///
  /// ```swift
  /// @Test(.dependency(\.date, .constant(Date(timeIntervalSince1970: 0))))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: The dependency.
  ///   - value: Its value in the test.
  ///   - fileID: Where problems are reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: The trait.
  public static func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> Self {
    DependenciesTrait({ $0.replace(keyPath, with: value) }, fileID: fileID, line: line)
  }

  /// A client that is its own key, for a test or each test of a suite (swift-dependencies'
  /// `.dependency(value)`, for `@Dependency(Client.self)`); see ``DependenciesTrait``.
  ///
  /// ```swift
  /// @Test(.dependency(ApiClient(fetch: { _ in "test" })))
  /// ```
  ///
  /// - Parameters:
  ///   - value: The client, its own `TestDependencyKey`.
  ///   - fileID: Where problems are reported; the caller's file by default.
  ///   - line: The caller's line by default.
  /// - Returns: The trait.
  public static func dependency<Value: TestDependencyKey & Sendable>(
    _ value: Value, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Self where Value.Value == Value {
    DependenciesTrait({ $0[Value.self] = value }, fileID: fileID, line: line)
  }
}
