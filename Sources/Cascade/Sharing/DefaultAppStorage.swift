import Foundation

/// Where ``AppStorageKey`` keeps its values: `UserDefaults.standard` in the app, memory in a
/// test store. The `\.defaultAppStorage` dependency.
///
/// ```swift
/// let store = TestStore(initialState: Settings.State()) { Settings() } withDependencies: {
///   $0.defaultAppStorage = .inMemory(["hasSeenOnboarding": true])
/// }
/// ```
///
/// On Linux, `UserDefaults.standard` (swift-corelibs-foundation) keeps its values in
/// `$XDG_CONFIG_HOME/<process name>.plist` — `~/.config/<process name>.plist` by default —
/// so they persist from one run of a tool to the next. Each write is flushed there at once
/// (`synchronize()`).
public struct DefaultAppStorage: Sendable {
  let read: @Sendable (String) -> Any?
  let write: @Sendable (String, (any Sendable)?) -> Void
  /// The file behind these values that is checked before the first read, if any.
  var settingsFile: URL?

  /// The values of `defaults`, such as a suite shared with an app extension.
  ///
  /// - Parameter defaults: The user defaults to read and write.
  public init(_ defaults: UserDefaults) {
    let box = DefaultsBox(defaults)
    read = { key in box.defaults.object(forKey: key) }
    write = { key, value in
      if let value {
        box.defaults.set(value, forKey: key)
      } else {
        box.defaults.removeObject(forKey: key)
      }
      box.defaults.synchronize()
    }
  }

  private init(
    read: @escaping @Sendable (String) -> Any?,
    write: @escaping @Sendable (String, (any Sendable)?) -> Void
  ) {
    self.read = read
    self.write = write
  }

  /// `UserDefaults.standard`: what an app and a command-line tool use.
  ///
  /// On Linux, a settings file that is not a valid property list is moved aside before the
  /// first `.appStorage` read, with a warning naming both paths: Foundation would read it as
  /// empty, and its next write would lose every other setting.
  public static var standard: DefaultAppStorage {
    var storage = DefaultAppStorage(.standard)
    storage.settingsFile = SettingsFile.standard
    return storage
  }

  /// Checks the settings file before a key's first read (see ``standard``).
  func prepare(fileID: StaticString, line: UInt) {
    guard let settingsFile else { return }
    SettingsFile.keepAsideIfDamaged(settingsFile, fileID: fileID, line: line)
  }

  /// Values in memory, starting from `values`: what a test store uses unless the test says
  /// otherwise, so tests never touch the user's defaults and never see each other's.
  ///
  /// - Parameter values: Initial values by key (property-list values: `Bool`, `Int`,
  ///   `Double`, `String`, `Data`, `Date`).
  /// - Returns: A storage of its own.
  public static func inMemory(_ values: [String: any Sendable] = [:]) -> DefaultAppStorage {
    let values = LockIsolated(values)
    return DefaultAppStorage(
      read: { key in values.value[key] },
      write: { key, value in values.withValue { $0[key] = value } }
    )
  }
}

/// `UserDefaults`, which is documented thread-safe, across isolation.
// @unchecked Sendable: UserDefaults' own methods lock (Apple's documentation says it is
// thread-safe; swift-corelibs-foundation's guards its storage), it is just not marked so.
private final class DefaultsBox: @unchecked Sendable {
  let defaults: UserDefaults

  init(_ defaults: UserDefaults) {
    self.defaults = defaults
  }
}

extension DependencyValues {
  /// Where `.appStorage` keys keep their values: ``DefaultAppStorage/standard`` live, and in
  /// a test store a fresh ``DefaultAppStorage/inMemory(_:)`` for each test.
  public var defaultAppStorage: DefaultAppStorage {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }
}

enum DefaultAppStorageKey: DependencyKey {
  static var liveValue: DefaultAppStorage { .standard }
  static var testValue: DefaultAppStorage { .inMemory() }
}
