/// A key for a value in ``DependencyValues`` that declares only its test and preview values:
/// a client's interface, in a module that does not link the live client (swift-dependencies'
/// `TestDependencyKey`).
///
/// ```swift
/// // APIClient (the interface module)
/// extension APIClient: TestDependencyKey {
///   static let testValue = APIClient(fetch: unimplemented("APIClient.fetch"))
///   static let previewValue = APIClient(fetch: { _ in "A preview item" })
/// }
///
/// // APIClientLive (linked only by the app)
/// extension APIClient: DependencyKey {
///   static let liveValue = APIClient(fetch: { id in try await download(id) })
/// }
/// ```
///
/// ``DependencyKey`` refines it with the live value. Read in the app while no module has
/// added a live value, a test-only key reports a runtime warning naming the key and hands
/// out its ``testValue``.
public protocol TestDependencyKey {
  /// The type of the value; the key itself when it is the client's own type.
  associatedtype Value: Sendable = Self

  /// The value in a test context (under a `TestStore`).
  static var testValue: Value { get }

  /// The value in a preview (`$0.context = .preview`); the test value unless the key gives
  /// one.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// The test value: a key without a preview value of its own previews with it.
  public static var previewValue: Value { testValue }
}
