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
  /// Called once per value, when the first `@Shared` with this key is created. A key that
  /// cannot read what is stored reports it (a runtime warning) and returns `nil`.
  ///
  /// - Returns: The stored value, if any.
  func load() -> Value?

  /// Stores `value`.
  ///
  /// Called after each change, or with a ``saveInterval`` at most once per interval, and once
  /// more when the last `@Shared` referring to the value goes away with a change unsaved.
  ///
  /// - Parameter value: The current value.
  func save(_ value: Value)

  /// The least time between two saves, on the `\.scheduler` dependency's clock; `nil` (the
  /// default) saves after every change. Changes in between are coalesced into one save of
  /// the latest value.
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
