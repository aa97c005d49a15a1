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
public protocol DependencyKey {
  /// The type of the value.
  associatedtype Value: Sendable

  /// The value in the app.
  static var liveValue: Value { get }

  /// The value in a test context; defaults to reporting a test issue and using
  /// ``liveValue``.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// Reports that the key has no test value (a test issue naming the reading
  /// `@Dependency` and its file and line), then returns ``liveValue``.
  public static var testValue: Value {
    let access = DependencyAccess.current
    RuntimeWarning.report(
      """
      \(access?.name ?? "A dependency") has no test value (key '\(String(describing: Self.self))'): \
      override it in the test ('withDependencies: { $0.… = … }') or give the key a \
      'testValue'. Its live value is used.
      """,
      fileID: access?.fileID ?? #fileID,
      line: access?.line ?? #line
    )
    return liveValue
  }
}

/// The `@Dependency` being read, for the message of a missing test value.
struct DependencyAccess: Sendable {
  let name: String
  let fileID: StaticString
  let line: UInt

  @TaskLocal static var current: DependencyAccess?
}
