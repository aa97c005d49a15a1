import Synchronization

/// The running test, when CascadeTesting is in the process: what keeps a test body's
/// `@Shared(.fileStorage)` and `.appStorage` off the disk and the user's defaults without any
/// trait, as a test store keeps its own (TCA's test context).
///
/// CascadeTesting installs a probe that names the running test (Swift Testing's current test,
/// or the XCTest test case under way). While one runs, the storage keys — the file storage,
/// the app storage and the shared registry — resolve to the test values of that test, built
/// once per test: everything the test makes, in its body or in a test store, shares one
/// in-memory file system and one registry, and no two tests share theirs. Overrides still
/// win.
package enum TestContext {
  /// Names the running test, or `nil` outside any test.
  package typealias Probe = @Sendable () -> AnyHashableSendable?

  private static let probe = Locked<Probe?>(nil)
  private static let isInstalled = Atomic(false)
  private static let caches = Locked<[AnyHashableSendable: DependencyCache]>([:])

  /// Makes `probe` the process's way to name the running test (CascadeTesting, when loaded).
  package static func install(_ probe: @escaping Probe) {
    self.probe.withLock { $0 = probe }
    isInstalled.store(true, ordering: .releasing)
  }

  /// The keys whose values a test gets from its test context.
  private static let keys: [ObjectIdentifier] = [
    ObjectIdentifier(DefaultFileStorageKey.self),
    ObjectIdentifier(DefaultAppStorageKey.self),
    ObjectIdentifier(SharedRegistryKey.self),
  ]

  /// The values of the running test for `key`, when it is one of the storage keys and a test
  /// runs; `nil` otherwise (one atomic load outside test processes).
  static func value<Key: TestDependencyKey>(for key: Key.Type, id: ObjectIdentifier) -> Key.Value? {
    guard isInstalled.load(ordering: .acquiring), keys.contains(id),
      let test = probe.withLock({ $0 })?()
    else { return nil }
    let cache = caches.withLock { caches in
      if let cache = caches[test] { return cache }
      let cache = DependencyCache()
      caches[test] = cache
      return cache
    }
    return cache.value(for: key, context: .test)
  }

  /// Forgets every test's values (at the end of a test run).
  package static func forgetAll() {
    caches.withLock { $0 = [:] }
  }

  /// Forgets a finished test's values.
  package static func testDidFinish(_ test: AnyHashableSendable) {
    _ = caches.withLock { $0.removeValue(forKey: test) }
  }
}
