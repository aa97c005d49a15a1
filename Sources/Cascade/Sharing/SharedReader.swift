/// A read-only view of a shared value: swift-sharing's `@SharedReader`, for a feature that
/// shows a value other features own.
///
/// ```swift
/// struct State: Equatable {
///   @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
///   @SharedReader var settings: Settings           // handed down by a parent
/// }
/// // the parent, which writes it:
/// Child.State(settings: SharedReader(state.$settings))
/// ```
///
/// It reads the same value as every `@Shared` of its key, and a store follows its changes as
/// it follows a `Shared`'s (drivers, signals and Observation notify when another feature
/// writes it). It has no `withLock`: the compiler refuses a write. `$reader.member` is a
/// reader of one member.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
  let storage: SharedStorage<Value>

  /// A reader of the value for `key`: the one every `@Shared` and `@SharedReader` with an
  /// equal key refers to, or — for the first — the stored value, or `wrappedValue`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value; evaluated only when the key has no value yet.
  ///   - key: Where the value lives and how it is persisted.
  ///   - fileID: The declaration that warnings about loading the value name.
  ///   - line: The declaration's line.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    storage = Shared(wrappedValue: wrappedValue(), key, fileID: fileID, line: line).storage
  }

  /// A reader of `shared`'s value: what a parent hands a child that only shows it.
  ///
  /// - Parameter shared: The value, shared.
  public init(_ shared: Shared<Value>) {
    storage = shared.storage
  }

  /// A reader of `shared`'s value (swift-sharing's spelling, for `$value`).
  ///
  /// - Parameter projectedValue: The value, shared.
  public init(projectedValue: Shared<Value>) {
    storage = projectedValue.storage
  }

  /// A reader of a constant: a value no one writes (a preview's, a test's).
  ///
  /// - Parameter value: The value.
  public init(value: Value) {
    storage = Shared(value: value).storage
  }

  init(storage: SharedStorage<Value>) {
    self.storage = storage
  }

  /// The current value.
  public var wrappedValue: Value { storage.read() }

  /// The reader itself: `$settings.theme`.
  public var projectedValue: SharedReader<Value> { self }

  /// A reader of one member of the value.
  ///
  /// - Parameter keyPath: The member.
  /// - Returns: The member, read through this reader.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(storage: SharedReading(parent: storage, keyPath: keyPath))
  }

  /// Loads the value behind the key again, replacing what is in memory (``Shared/load()``).
  ///
  /// - Throws: What the key's load throws.
  public func load() throws {
    try storage.loadNow()
  }
}

/// A member of a shared value, only read: what a reader's `$reader.member` is.
final class SharedReading<Parent, Value>: SharedStorage<Value>, @unchecked Sendable {
  // Unchecked: immutable; the parent storage is Sendable and the key path is only read.
  private let parent: SharedStorage<Parent>
  private let keyPath: KeyPath<Parent, Value>

  init(parent: SharedStorage<Parent>, keyPath: KeyPath<Parent, Value>) {
    self.parent = parent
    self.keyPath = keyPath
  }

  override func read() -> Value { parent.read()[keyPath: keyPath] }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    // Unreachable: a reader has no write, and this storage is only ever a reader's.
    preconditionFailure("Cascade: a SharedReader's member was written.")
  }

  override func saveNow() throws { try parent.saveNow() }

  override func loadNow() throws { try parent.loadNow() }

  override var sharedLastChange: UInt64 { parent.sharedLastChange }

  override var announcingRegistry: SharedRegistry? { parent.announcingRegistry }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether the values are equal (always, for two readers of one value).
  ///
  /// - Parameters:
  ///   - lhs: A reader.
  ///   - rhs: Another.
  /// - Returns: Whether their values are equal.
  public static func == (lhs: SharedReader, rhs: SharedReader) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomReflectable {
  /// The value's own mirror: a state holding a reader prints and diffs as its value.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: PropertyWrapperReflecting {}

extension SharedReader: SharedFingerprinting {
  var sharedLastChange: UInt64 { storage.sharedLastChange }
}
