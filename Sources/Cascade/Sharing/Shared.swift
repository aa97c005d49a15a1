/// State that several features read and write as one value, optionally persisted: every
/// `@Shared` with an equal key refers to the same value.
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.fileStorage(URL(filePath: "meetings.json"))) var meetings: [Meeting] = []
/// }
///
/// // in a reducer of any feature holding the same key:
/// state.$meetings.withLock { $0.append(meeting) }
/// ```
///
/// - Reading `state.meetings` gives the current value; change it with ``withLock(_:)`` (on
///   the projected value, `$meetings`), which other features and stores see at once, in the
///   same send: a store's drivers, signals and Observation tracking of the field notify for
///   changes made by another feature, another store or an effect.
/// - `Shared(value:)` shares a value by reference without a key (handed to a child state).
/// - ``subscript(dynamicMember:)`` projects a member: `$settings.theme` is a `Shared` of the
///   theme, written through the settings' lock.
/// - `==` compares values, so a state holding a `Shared` stays `Equatable`; two `Shared`s of
///   one key are always equal.
/// - A `withLock` body may read the same shared value (or call `withLock` on it again) on its
///   own thread: the lock is recursive and the body mutates the value in place, so there is no
///   access conflict and no copy.
/// - Under a test store, values start fresh in every test and changes are asserted like
///   state: write `$0.$meetings.withLock { … }` in the step's `assert` closure (see the
///   Sharing State article).
///
/// The value's key (and so its persistence) is resolved where the `@Shared` is created, in
/// the dependency context current there: create state with shared fields inside the store or
/// test store that uses it (`TestStore(initialState: Feature.State())` does).
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  let storage: SharedStorage<Value>

  /// A shared value for `key`: the one every `@Shared` with an equal key refers to, or — for
  /// the first — the stored value, or `wrappedValue` when nothing is stored.
  ///
  /// ```swift
  /// @Shared(.inMemory("count")) var count = 0
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The default value; evaluated only when the key has no value yet.
  ///   - key: Where the value lives and how it is persisted.
  ///   - fileID: The declaration that warnings about loading and saving the value name; the
  ///     caller's file by default.
  ///   - line: The declaration's line; the caller's by default.
  public init(
    wrappedValue: @autoclosure () -> Value,
    _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    storage = DependencyValues.current.sharedRegistry.reference(
      for: key, default: wrappedValue, fileID: fileID, line: line)
  }

  /// A value shared by reference between the copies of this `Shared`, with no key and no
  /// persistence.
  ///
  /// - Parameter value: The initial value.
  public init(value: Value) {
    storage = SharedReference(
      value: value,
      name: "value: \(Value.self)",
      persistence: nil,
      registry: DependencyValues.current.sharedRegistry
    )
  }

  init(storage: SharedStorage<Value>) {
    self.storage = storage
  }

  /// The current value. Change it with ``withLock(_:)``.
  public var wrappedValue: Value { storage.read() }

  /// The `Shared` itself: `state.$count.withLock { $0 += 1 }`.
  public var projectedValue: Shared<Value> { self }

  /// Mutates the value under its lock and returns what `body` returns; the change is seen by
  /// every `@Shared` of the value at once, saved through its key, and announced to observing
  /// stores.
  ///
  /// ```swift
  /// state.$todos.withLock { $0.append(todo) }
  /// ```
  ///
  /// - Parameter body: Mutates the value.
  /// - Returns: What `body` returns.
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try storage.withLock(body)
  }

  /// A `Shared` of one member of the value, read and written through this value's lock.
  ///
  /// ```swift
  /// let theme: Shared<Theme> = state.$settings.theme
  /// ```
  ///
  /// - Parameter keyPath: The member.
  /// - Returns: The member, shared.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(storage: SharedProjection(parent: storage, keyPath: keyPath))
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Whether the values are equal (always, for two `Shared`s of one value).
  ///
  /// - Parameters:
  ///   - lhs: A shared value.
  ///   - rhs: Another.
  /// - Returns: Whether their values are equal.
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomReflectable {
  /// The value's own mirror: a state holding a `Shared` prints and diffs as its value.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: PropertyWrapperReflecting {}

extension Shared: SharedFingerprinting {
  var sharedLastChange: UInt64 { storage.sharedLastChange }
}
