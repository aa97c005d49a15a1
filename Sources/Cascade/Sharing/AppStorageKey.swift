import Foundation

/// A ``SharedKey`` that keeps its value in user defaults, under a string key (swift-sharing's
/// `.appStorage`): small settings that persist between runs.
///
/// ```swift
/// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
/// @Shared(.appStorage("theme")) var theme = Theme.system   // an enum of Int or String
/// ```
///
/// Values: `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`, enums (and other
/// `RawRepresentable` types) of `Int` or `String`, and optionals of each (`nil` removes the
/// key). The store is the `\.defaultAppStorage` dependency current where the `@Shared` is
/// made: `UserDefaults.standard` in the app (on Linux, a file in `~/.config`; see
/// ``DefaultAppStorage``), memory under a test store. Each change is written at once.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  /// The user defaults key.
  public let key: String
  private let storage: DefaultAppStorage
  private let decode: @Sendable (Any) -> Value?
  private let encode: @Sendable (Value) -> (any Sendable)?
  private let fileID: StaticString
  private let line: UInt
  /// The user defaults given as `store:`, if any.
  private let storeID: ObjectIdentifier?

  init(
    _ key: String,
    store: UserDefaults?,
    fileID: StaticString,
    line: UInt,
    decode: @escaping @Sendable (Any) -> Value?,
    encode: @escaping @Sendable (Value) -> (any Sendable)?
  ) {
    self.key = key
    self.storage = store.map(DefaultAppStorage.init) ?? DependencyValues.current.defaultAppStorage
    self.storeID = store.map(ObjectIdentifier.init)
    self.fileID = fileID
    self.line = line
    self.decode = decode
    self.encode = encode
  }

  /// The user defaults key, and the store when one was given: the same key in two suites is
  /// two values.
  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: storeID) }

  /// `.appStorage("key")`.
  public var keyDescription: String { ".appStorage(\(String(reflecting: key)))" }

  /// The stored value, or `nil` when the key is absent or holds another type.
  ///
  /// - Returns: The stored value, if any.
  public func load() -> Value? {
    storage.prepare(fileID: fileID, line: line)
    return storage.read(key).flatMap(decode)
  }

  /// Stores `value` (removing the key for `nil`).
  ///
  /// - Parameter value: The value.
  public func save(_ value: Value) {
    storage.write(key, encode(value))
  }
}

/// The identity of an ``AppStorageKey``: its user defaults key, and the store given to it.
public struct AppStorageKeyID: Hashable, Sendable, CustomStringConvertible {
  /// The user defaults key.
  public let key: String
  let store: ObjectIdentifier?

  /// The key, quoted.
  public var description: String { String(reflecting: key) }
}

/// A type `.appStorage` stores as a property-list value.
public protocol AppStorageValue: Sendable {
  /// The value a stored object holds, if it holds one of this type.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  init?(appStorageObject: Any)
  /// The property-list value to store; `nil` removes the key.
  var appStorageObject: (any Sendable)? { get }
}

extension Bool: AppStorageValue {
  /// A stored Boolean.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    guard let value = appStorageObject as? Bool else { return nil }
    self = value
  }
  /// Itself.
  public var appStorageObject: (any Sendable)? { self }
}

extension Int: AppStorageValue {
  /// A stored integer.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    guard let value = appStorageObject as? Int else { return nil }
    self = value
  }
  /// Itself.
  public var appStorageObject: (any Sendable)? { self }
}

extension Double: AppStorageValue {
  /// A stored number.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    guard let value = appStorageObject as? Double else { return nil }
    self = value
  }
  /// Itself.
  public var appStorageObject: (any Sendable)? { self }
}

extension String: AppStorageValue {
  /// A stored string.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    guard let value = appStorageObject as? String else { return nil }
    self = value
  }
  /// Itself.
  public var appStorageObject: (any Sendable)? { self }
}

extension Data: AppStorageValue {
  /// Stored bytes.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    guard let value = appStorageObject as? Data else { return nil }
    self = value
  }
  /// Itself.
  public var appStorageObject: (any Sendable)? { self }
}

extension Date: AppStorageValue {
  /// A stored date.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    guard let value = appStorageObject as? Date else { return nil }
    self = value
  }
  /// Itself.
  public var appStorageObject: (any Sendable)? { self }
}

extension URL: AppStorageValue {
  /// A URL stored as its string.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    guard let string = appStorageObject as? String, let url = URL(string: string) else {
      return nil
    }
    self = url
  }
  /// The URL's absolute string.
  public var appStorageObject: (any Sendable)? { absoluteString }
}

extension Optional: AppStorageValue where Wrapped: AppStorageValue {
  /// The stored value, or `nil`.
  ///
  /// - Parameter appStorageObject: What user defaults returned.
  public init?(appStorageObject: Any) {
    self = Wrapped(appStorageObject: appStorageObject)
  }
  /// The wrapped value's object; `nil` removes the key.
  public var appStorageObject: (any Sendable)? { self?.appStorageObject }
}

extension SharedKey {
  /// A value kept in user defaults under `key`; see ``AppStorageKey``.
  ///
  /// ```swift
  /// @Shared(.appStorage("volume")) var volume = 0.5
  /// ```
  ///
  /// - Parameters:
  ///   - key: The user defaults key.
  ///   - store: The user defaults to keep it in (a suite shared with an app extension);
  ///     `nil`, the `\.defaultAppStorage` dependency.
  ///   - fileID: The declaration a warning about the settings file names; the caller's.
  ///   - line: Its line.
  /// - Returns: The key.
  public static func appStorage<Value: AppStorageValue>(
    _ key: String, store: UserDefaults? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store, fileID: fileID, line: line, decode: { Value(appStorageObject: $0) },
      encode: { $0.appStorageObject })
  }

  /// An enum (or other raw-representable value) of `Int` kept in user defaults under `key`.
  ///
  /// - Parameters:
  ///   - key: The user defaults key.
  ///   - store: The user defaults to keep it in (a suite shared with an app extension);
  ///     `nil`, the `\.defaultAppStorage` dependency.
  ///   - fileID: The declaration a warning about the settings file names; the caller's.
  ///   - line: Its line.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self
  where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store, fileID: fileID, line: line,
      decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }

  /// An enum (or other raw-representable value) of `String` kept in user defaults under `key`.
  ///
  /// - Parameters:
  ///   - key: The user defaults key.
  ///   - store: The user defaults to keep it in (a suite shared with an app extension);
  ///     `nil`, the `\.defaultAppStorage` dependency.
  ///   - fileID: The declaration a warning about the settings file names; the caller's.
  ///   - line: Its line.
  /// - Returns: The key.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self
  where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, store: store, fileID: fileID, line: line,
      decode: { ($0 as? String).flatMap(Value.init(rawValue:)) },
      encode: { $0.rawValue })
  }

  /// An optional enum of `Int` kept in user defaults under `key` (`nil` removes it).
  ///
  /// - Parameters:
  ///   - key: The user defaults key.
  ///   - store: The user defaults to keep it in (a suite shared with an app extension);
  ///     `nil`, the `\.defaultAppStorage` dependency.
  ///   - fileID: The declaration a warning about the settings file names; the caller's.
  ///   - line: Its line.
  /// - Returns: The key.
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self
  where Wrapped.RawValue == Int, Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key, store: store, fileID: fileID, line: line,
      decode: { ($0 as? Int).flatMap(Wrapped.init(rawValue:)) },
      encode: { $0?.rawValue })
  }

  /// An optional enum of `String` kept in user defaults under `key` (`nil` removes it).
  ///
  /// - Parameters:
  ///   - key: The user defaults key.
  ///   - store: The user defaults to keep it in (a suite shared with an app extension);
  ///     `nil`, the `\.defaultAppStorage` dependency.
  ///   - fileID: The declaration a warning about the settings file names; the caller's.
  ///   - line: Its line.
  /// - Returns: The key.
  public static func appStorage<Wrapped: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self
  where Wrapped.RawValue == String, Self == AppStorageKey<Wrapped?> {
    AppStorageKey(
      key, store: store, fileID: fileID, line: line,
      decode: { ($0 as? String).flatMap(Wrapped.init(rawValue:)) },
      encode: { $0?.rawValue })
  }
}
