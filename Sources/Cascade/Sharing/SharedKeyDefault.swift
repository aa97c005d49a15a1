/// A key with its default value, so that a `@Shared` declared with it needs none
/// (swift-sharing's spelling):
///
/// ```swift
/// extension SharedKey where Self == FileStorageKey<[SyncUp]>.Default {
///   static var syncUps: Self { Self[.fileStorage(.syncUps), default: []] }
/// }
///
/// @Shared(.syncUps) var syncUps
/// ```
///
/// It is the base key's value: `@Shared(.syncUps)` and `@Shared(.fileStorage(.syncUps))` are
/// one value. The default is used when nothing is stored, as a `@Shared`'s own would be.
public struct SharedKeyDefault<Base: SharedKey>: SharedKey {
  /// The key the value lives under.
  public let base: Base
  /// The value used when nothing is stored.
  public let defaultValue: @Sendable () -> Base.Value

  /// `key` with `value` as its default.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The default, evaluated only when nothing is stored.
  /// - Returns: The key with its default.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The base key's id.
  public var id: Base.ID { base.id }

  /// Loads through the base key.
  ///
  /// - Returns: The stored value, if any.
  /// - Throws: What the base key's load throws.
  public func load() throws -> Base.Value? { try base.load() }

  /// Saves through the base key.
  ///
  /// - Parameter value: The value.
  /// - Throws: What the base key's save throws.
  public func save(_ value: Base.Value) throws { try base.save(value) }

  /// The base key's interval.
  public var saveInterval: Duration? { base.saveInterval }

  /// The base key's description.
  public var keyDescription: String { base.keyDescription }
}

extension SharedKey {
  /// This key with a default value: `FileStorageKey<[SyncUp]>.Default`.
  public typealias Default = SharedKeyDefault<Self>
}

extension Shared {
  /// The shared value of `key`, starting from the key's default when nothing is stored.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  ///
  /// - Parameters:
  ///   - key: A key with its default (``SharedKeyDefault``).
  ///   - fileID: The declaration warnings name; the caller's file by default.
  ///   - line: The declaration's line; the caller's by default.
  public init<Base: SharedKey<Value>>(
    _ key: SharedKeyDefault<Base>, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(wrappedValue: key.defaultValue(), key.base, fileID: fileID, line: line)
  }

  /// The shared value of `key`, starting from `wrappedValue` (not the key's default) when
  /// nothing is stored.
  ///
  /// - Parameters:
  ///   - wrappedValue: The default for this declaration.
  ///   - key: A key with its default; its base key is the value's.
  ///   - fileID: The declaration warnings name; the caller's file by default.
  ///   - line: The declaration's line; the caller's by default.
  public init<Base: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value,
    _ key: SharedKeyDefault<Base>,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(wrappedValue: wrappedValue(), key.base, fileID: fileID, line: line)
  }
}
