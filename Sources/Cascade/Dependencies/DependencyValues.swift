/// The dependencies a feature reads with ``Dependency``: a value per ``DependencyKey``,
/// overridable per store, per child reducer and per scope.
///
/// ```swift
/// let store = Store(initialState: Search.State()) {
///   Search()
/// } withDependencies: {
///   $0.scheduler = DispatchQueueScheduler.main
/// }
/// ```
///
/// A store captures the values current where it is created, with its `withDependencies:`
/// changes, and makes them current while its reducer runs and inside every effect it
/// starts (`.run` bodies and their child tasks). Values belong to stores and scopes, never
/// to the process: parallel tests never see each other's overrides.
public struct DependencyValues: Sendable {
  private var overrides: [ObjectIdentifier: any Sendable] = [:]
  private var cache = DependencyCache.live

  /// Which values keys nobody overrode resolve to; ``DependencyContext/live`` by default.
  /// A test store sets ``DependencyContext/test``. Changing it starts a fresh set of
  /// built values.
  public var context = DependencyContext.live {
    didSet {
      guard context != oldValue else { return }
      cache = context == .live ? .live : DependencyCache()
    }
  }

  /// Live values, no overrides: what code outside any store reads.
  public init() {}

  /// The value for `key`: an override if one was set, else the key's value for
  /// ``context``, built once.
  ///
  /// - Parameter key: The key.
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      if !overrides.isEmpty, let value = overrides[id] as? Key.Value {
        return value
      }
      if let value = TestContext.value(for: key, id: id) { return value }
      return cache.value(for: key, context: context)
    }
    set { overrides[ObjectIdentifier(key)] = newValue }
  }

  /// The value for `key` when reading it cannot be a test failure: an override, or the live
  /// value outside tests; `nil` in a test that gave none.
  ///
  /// - Parameter key: The key.
  func valueIfGiven<Key: DependencyKey>(_ key: Key.Type) -> Key.Value? {
    let id = ObjectIdentifier(key)
    if !overrides.isEmpty, let value = overrides[id] as? Key.Value { return value }
    return context == .live ? cache.value(for: key, context: context) : nil
  }

  /// The values current here (a test store starts from them).
  package static var current: DependencyValues { DependencyScope.current }

  /// Whether these are the live values with no override (what a store need not carry).
  var isDefault: Bool { context == .live && overrides.isEmpty }
}
