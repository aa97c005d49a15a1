/// Where a ``Shared`` value lives and how it is persisted: a strategy keyed by an identity,
/// so that every `@Shared` with an equal key refers to one value.
///
/// Cascade ships two: ``InMemoryKey`` (`.inMemory("name")`) and ``FileStorageKey``
/// (`.fileStorage(url)`). Write your own for another store (user defaults, a database row):
///
/// ```swift
/// struct SettingKey: SharedKey {
///   let name: String
///   var id: String { name }
///   func load() -> Int? { Settings.read(name) }
///   func save(_ value: Int) { Settings.write(name, value) }
/// }
///
/// @Shared(SettingKey(name: "volume")) var volume = 5
/// ```
///
/// The first `@Shared` created with a key loads it (``load()``, in the dependency context
/// current there) and starts the one value every later `@Shared` with an equal key reads;
/// each change made through ``Shared/withLock(_:)`` is then saved (``save(_:)``), at once or,
/// with a ``saveInterval``, at most once per interval. Keys are compared by ``id`` within
/// one kind of key and one set of dependencies: each test store has its own values.
public protocol SharedKey<Value>: Sendable {
  /// The value the key stores.
  associatedtype Value: Sendable
  /// What makes two keys one value.
  associatedtype ID: Hashable & Sendable

  /// The key's identity: keys with equal ids (and of one type) refer to one value.
  var id: ID { get }

  /// Reads the stored value, or `nil` when there is none and the `@Shared`'s default is used.
  ///
  /// Called once per value, when the first `@Shared` with this key is created, and again by
  /// ``Shared/load()``. When the first load throws, the `@Shared`'s default is used and the
  /// error is a runtime warning naming the `@Shared` declaration; a key that needs no error
  /// may implement it without `throws`.
  ///
  /// - Returns: The stored value, if any.
  /// - Throws: What kept the stored value from being read.
  func load() throws -> Value?

  /// Stores `value`.
  ///
  /// Called after each change, or with a ``saveInterval`` at most once per interval, once
  /// more when the last `@Shared` referring to the value goes away with a change unsaved, and
  /// at the process's exit. A save that throws is retried — at the next change, after the
  /// next interval, and at exit — until it succeeds; each error is reported once, as a
  /// runtime warning naming the `@Shared` declaration. A key that cannot fail may implement
  /// it without `throws`.
  ///
  /// - Parameter value: The current value.
  /// - Throws: What kept the value from being stored.
  func save(_ value: Value) throws

  /// The least time between two saves; `nil` (the default) saves after every change, at once.
  ///
  /// With an interval, the first change after a quiet interval is saved at once and later
  /// ones are coalesced: at most one save per interval, of the latest value. The interval is
  /// virtual time when the `\.scheduler` dependency is a ``TestScheduler`` (saves then run
  /// on the test's thread as it advances); otherwise it is real time on a background queue of
  /// Cascade's, where the saves run too — never waiting for the main thread.
  var saveInterval: Duration? { get }

  /// How failures and test diffs name the value, such as `.inMemory("count")`.
  var keyDescription: String { get }
}

extension SharedKey {
  /// Every change is saved at once.
  public var saveInterval: Duration? { nil }

  /// The key's ``id``, described.
  public var keyDescription: String { "\(Self.self)(\(id))" }
}
