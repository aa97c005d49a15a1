/// A key for a value in ``DependencyValues``: how to build it in the app, and in tests.
///
/// ```swift
/// struct APIClient: Sendable {
///   var fetch: @Sendable (Int) async throws -> String
/// }
///
/// enum APIClientKey: DependencyKey {
///   static let liveValue = APIClient(fetch: { id in "item \(id)" })
///   static let testValue = APIClient(fetch: { _ in "test item" })
/// }
///
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
///
/// A key without a ``testValue`` of its own gets the default one: reading it in a test
/// context (under a `TestStore`) is a test issue naming the `@Dependency` that read it, and
/// the live value is used after the issue is recorded, since there is no other. Override it
/// in the test (`withDependencies: { $0.apiClient = … }`) or give the key a `testValue`.
///
/// Each value is built once per store's dependencies in a test, and once per process live.
///
/// A key whose live value lives in another module (an interface module that must not link
/// the live client) declares only its test and preview values, as a ``TestDependencyKey``,
/// and the live module adds `extension Key: DependencyKey { static let liveValue = … }`.
public protocol DependencyKey: TestDependencyKey {
  /// The type of the value; the key itself when it is the client's own type.
  associatedtype Value: Sendable = Self

  /// The value in the app.
  static var liveValue: Value { get }

  /// The value in a test context; defaults to reporting a test issue and using
  /// ``liveValue``.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// Reports that the key has no test value (a test issue naming the reading
  /// `@Dependency` and its file and line), then returns ``liveValue``. In a preview it is
  /// the live value, with no report.
  public static var testValue: Value {
    let access = DependencyAccess.current
    if access?.isPreview == true { return liveValue }
    // A key path's write reads the old value first; it is replaced, so nothing to report.
    if access?.isReplacement == true { return liveValue }
    let key = String(describing: Self.self)
    let message: String
    if access?.isTestOverride == true {
      // The test changes a member of the value (`$0.client.endpoint = …`): the change starts
      // from a value it never meant to use.
      let type = String(describing: Value.self)
      message = """
        This test overrides part of '\(type)', but its key '\(key)' has no test value, so \
        the rest of it is the live value. Give the key a test value whose endpoints are \
        unimplemented — 'static let testValue = \(type)()', each endpoint declared as \
        'var fetch: @Sendable (…) async throws -> … = unimplemented("\(type).fetch")' — \
        then override only what the test calls.
        """
    } else {
      message = """
        \(access?.name ?? "A dependency") has no test value (key '\(key)'): \
        override it in the test ('withDependencies: { $0.… = … }') or give the key a \
        'testValue'. Its live value is used.
        """
    }
    RuntimeWarning.report(message, fileID: access?.fileID ?? #fileID, line: access?.line ?? #line)
    return liveValue
  }
}

/// A built-in dependency's value whose test value, when the test sets none, reports each use
/// later (`date.now`): read through a `@Dependency`, it reports at that declaration, in the
/// feature, not at a line inside Cascade.
protocol UnsetTestValue {
  /// This value reporting its uses at `fileID:line` if it is the unset test value; else
  /// itself.
  func reportingUse(at fileID: StaticString, line: UInt) -> Self
}

/// The `@Dependency` being read, or a test's `withDependencies:` closure being run, for the
/// message of a missing test value.
struct DependencyAccess: Sendable {
  let name: String
  let fileID: StaticString
  let line: UInt
  /// Whether this is a test store's `withDependencies:` closure (at the test's line).
  var isTestOverride = false
  /// Whether a whole value is being replaced through a key path.
  var isReplacement = false
  /// Whether a preview value is being built (a key's default test value is then its live
  /// value, with no report).
  var isPreview = false

  @TaskLocal static var current: DependencyAccess?
}

extension DependencyValues {
  /// Replaces the value at `keyPath` with `value`. A key path's write reads the value first:
  /// for a key without a test value that read is not reported, since the value is replaced.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency.
  ///   - value: Its new value.
  package mutating func replace<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, with value: Value
  ) {
    var values = self
    DependencyAccess.$current.withValue(
      DependencyAccess(name: "", fileID: #fileID, line: #line, isReplacement: true)
    ) {
      values[keyPath: keyPath] = value
    }
    self = values
  }

  /// Runs a test store's `withDependencies:` closure on these values: a key without a test
  /// value that the closure changes a member of is reported at the test's own line.
  ///
  /// - Parameters:
  ///   - prepare: The test's closure.
  ///   - fileID: The test store's creation site.
  ///   - line: Its line.
  package mutating func prepareForTest(
    _ prepare: (inout DependencyValues) -> Void, fileID: StaticString, line: UInt
  ) {
    var values = self
    DependencyAccess.$current.withValue(
      DependencyAccess(name: "", fileID: fileID, line: line, isTestOverride: true)
    ) {
      prepare(&values)
    }
    self = values
  }
}
