import Foundation

/// The shared values of one dependency context — the app's process, or one test store — by
/// key, and the stores that want to hear when one changes.
///
/// Reached through the `\.sharedRegistry` dependency: live, one for the process; in a test
/// store, one per test (built with the test's other test values), which is why parallel
/// tests sharing a key never see each other's values. A test store's registry also tracks
/// every value for exhaustive assertions (``SharedAssertable``).
package final class SharedRegistry: Sendable {
  package static let live = SharedRegistry(tracksAssertions: false)

  /// Whether values are tracked for a test store's assertions.
  let tracksAssertions: Bool
  private let entriesLock = RecursiveLock()
  // Only touched under `entriesLock` (a `Locked` cannot take a value made from the caller's
  // key into its state under strict region checking).
  private nonisolated(unsafe) var entries: [EntryID: Entry] = [:]
  /// The values a test store asserts on, held weakly: a value whose last `@Shared` went away
  /// is written at once, under a test as anywhere (tracking must not keep it alive).
  private let tracked = Locked<[TrackedValue]>([])
  private let listeners = Locked(SharedListeners())

  private struct EntryID: Hashable {
    let kind: ObjectIdentifier
    let id: AnyHashable
  }

  private struct TrackedValue {
    weak var value: (any SharedAssertable)?
  }

  private struct Entry {
    weak var weak: (any AnyObject & Sendable)?
    /// Set for in-memory keys, whose value outlives its `@Shared`s.
    var strong: (any AnyObject & Sendable)?
    var object: (any AnyObject & Sendable)? { strong ?? weak }
  }

  package init(tracksAssertions: Bool) {
    self.tracksAssertions = tracksAssertions
  }

  /// The one value for `key`: the live one if a `@Shared` with an equal key refers to it
  /// (or the key keeps it in memory), else a new one loaded through the key.
  func reference<Key: SharedKey>(
    for key: Key,
    default makeDefault: () -> Key.Value,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> SharedReference<Key.Value> {
    let id = EntryID(kind: ObjectIdentifier(Key.self), id: AnyHashable(key.id))
    // Under the lock from lookup to insertion, so two threads referring to a key at once get
    // one value; loading reads the stored value (a file) once per value, not per `@Shared`.
    entriesLock.lock()
    defer { entriesLock.unlock() }
    if let existing = entries[id]?.object {
      // The entry was made below for this key type, whose value type is `Key.Value`.
      return unsafeDowncast(existing, to: SharedReference<Key.Value>.self)
    }
    let keepsValue = key is any InMemorySharedKey
    let loaded: Key.Value?
    do {
      loaded = try key.load()
    } catch {
      loaded = nil
      RuntimeWarning.report(
        "@Shared(\(key.keyDescription)): \(error); using the default value.",
        fileID: fileID, line: line)
    }
    let reference = SharedReference(
      value: loaded ?? makeDefault(),
      name: key.keyDescription,
      persistence: keepsValue ? nil : SharedPersistence(key: key, fileID: fileID, line: line),
      registry: self
    )
    entries[id] = Entry(weak: reference, strong: keepsValue ? reference : nil)
    if entries.count.isMultiple(of: 64) { entries = entries.filter { $0.value.object != nil } }
    return reference
  }

  // MARK: - Announcing changes

  /// Makes `notify` run after each change of a value of this registry, until the listener
  /// is removed or `owner` goes away.
  ///
  /// - Returns: The id that ``removeListener(_:)`` takes.
  func addListener(_ owner: any AnyObject & Sendable, notify: @escaping @Sendable () -> Void)
    -> UInt64
  {
    listeners.withLock { $0.add(.init(owner: owner, notify: notify)) }
  }

  /// Removes the listener `id`; nothing when it is gone already.
  func removeListener(_ id: UInt64) {
    listeners.withLock { $0.remove(id) }
  }

  /// The number of listeners added and not removed.
  var listenerCount: Int { listeners.withLock { $0.count } }

  /// What announcing a change walks: listeners, and slots not yet compacted away.
  var listenerCapacity: Int { listeners.withLock { $0.capacity } }

  /// Tells every listener that a value changed (outside every lock).
  func announceChange() {
    listeners.withLock { $0.snapshot }.notifyAll()
  }

  // MARK: - Test store assertions

  func track(_ reference: any SharedAssertable) {
    tracked.withLock { tracked in
      tracked.removeAll { $0.value == nil }
      tracked.append(TrackedValue(value: reference))
    }
  }

  /// Every value of a test store's registry.
  package var trackedValues: [any SharedAssertable] { tracked.withLock { $0.compactMap(\.value) } }
}

/// Keys whose value the registry keeps while nothing refers to it.
protocol InMemorySharedKey {}

extension InMemoryKey: InMemorySharedKey {}

extension DependencyValues {
  /// The shared values of this dependency context.
  package var sharedRegistry: SharedRegistry {
    get { self[SharedRegistryKey.self] }
    set { self[SharedRegistryKey.self] = newValue }
  }
}

enum SharedRegistryKey: DependencyKey {
  static var liveValue: SharedRegistry { .live }
  static var testValue: SharedRegistry { SharedRegistry(tracksAssertions: true) }
}
