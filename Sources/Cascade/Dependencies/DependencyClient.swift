/// Marks a struct of endpoints whose initializer the package's plugin writes, as
/// swift-dependencies' `@DependencyClient` does: one line a client instead of one an endpoint.
///
/// ```swift
/// struct ApiClient: DependencyClient {
///   var fetchLeaderboard: @Sendable (Int) async throws -> [Entry]
///   var logOut: @Sendable () async -> Void
///   var cacheSize: @Sendable () -> Int = { 0 }
/// }
///
/// ApiClient(fetchLeaderboard: { _ in [] })   // every other endpoint unimplemented
/// ```
///
/// With `CasePathsPlugin` on the target, each conforming struct (conformance declared on the
/// struct or in an extension) gets an initializer with a parameter for every stored property,
/// in order:
/// - a property with an initial value defaults to it;
/// - an endpoint that throws or returns nothing defaults to `unimplemented("ApiClient.logOut")`,
///   reported at the property's line: a test issue under a test, a runtime warning
///   otherwise; one that throws then throws ``UnimplementedFailure``;
/// - an optional property defaults to `nil`; any other is required.
///
/// An endpoint that returns a value and cannot throw has no unimplemented form: it needs an
/// initial value, and without one the build fails naming it. A struct that declares an `init`
/// of its own is left alone. The memberwise initializer stays, and is the one chosen when
/// every property is passed.
public protocol DependencyClient: Sendable {}

/// The last parameter of a `DependencyClient`'s generated initializer, never passed: it keeps
/// that initializer apart from the struct's memberwise one, which has the same labels.
public struct _DependencyClientInitializer: Sendable {
  /// The only value.
  public init() {}
}
