import Foundation

/// A ``SharedKey`` that persists its value as a JSON file.
///
/// ```swift
/// @Shared(.fileStorage(URL.homeDirectory.appending(path: ".todos/todos.json")))
/// var todos: IdentifiedArrayOf<Todo> = []
/// ```
///
/// - Loading: when the first `@Shared` with the URL is created. A missing file gives the
///   default value. A file that cannot be read or decoded gives the default value and a
///   runtime warning naming the file, and is never overwritten: before the first write it is
///   moved aside, beside itself (`todos.json.unreadable-<date>`), with a warning naming both
///   paths.
/// - Saving: JSON, by an atomic replace flushed to disk (see ``FileStorage/fileSystem``). The
///   first change after a quiet second is written at once, later ones at most once a second
///   (the latest value), off the main thread; a pending change is written when the last
///   `@Shared` of the file goes away and at the process's exit (``SharedWrites``). A failed
///   write is retried until it succeeds, each cause reported once.
/// - Other writers: the file's folder is watched, so a change another process makes is loaded
///   and observers are notified. When one arrives while a change here is not yet written,
///   neither is lost: this change is written and the other version is kept beside the file
///   (`todos.json.conflict-<date>`), named in a warning. The file is also checked just before
///   each write, for platforms and file systems where watching sees nothing.
/// - Two keys for one URL (after standardizing it) and one value type are one value.
/// - Reads and writes go through the `\.defaultFileStorage` dependency current where the key
///   is made: in a test store, memory (written at once, no scheduler needed).
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey, WatchedSharedKey {
  /// The file.
  public let url: URL
  private let storage: FileStorage
  /// What this key knows of its file, shared by the copies of the key.
  private let file = KnownFile()
  private let fileID: StaticString
  private let line: UInt

  /// A key for the JSON file at `url`, read and written through the current
  /// `\.defaultFileStorage`.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - fileID: Where notices about the file (moved aside, another version kept) point; the
  ///     caller's file by default: with `@Shared(.fileStorage(url))`, the declaration.
  ///   - line: Their line; the caller's by default.
  public init(url: URL, fileID: StaticString = #fileID, line: UInt = #line) {
    self.url = url
    self.storage = DependencyValues.current.defaultFileStorage
    self.fileID = fileID
    self.line = line
  }

  /// The file's standardized path.
  public var id: String { url.standardizedFileURL.path }

  /// One second through the file system; none in memory.
  public var saveInterval: Duration? { storage.writesAtOnce ? nil : .seconds(1) }

  /// `.fileStorage(path)`.
  public var keyDescription: String { ".fileStorage(\(id))" }

  /// Decodes the file, or `nil` when it is missing.
  ///
  /// - Returns: The stored value, if any.
  /// - Throws: ``FileStorageKeyError`` when the file cannot be read or is not a `Value`; the
  ///   file is then kept, and moved aside before the first write.
  public func load() throws -> Value? {
    storage.removeLeftovers(url)
    let identity = storage.identity(url)
    let data: Data
    do {
      guard let read = try storage.read(url) else {
        file.loaded(nil)
        return nil
      }
      data = read
    } catch {
      file.loadFailed(identity)
      throw FileStorageKeyError(
        description: """
          the file \(url.path) could not be read: \(FileCheck.reason(error)); it is kept, \
          and moved aside before the first write
          """)
    }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      file.loaded(identity)
      return value
    } catch {
      file.loadFailed(identity)
      throw FileStorageKeyError(
        description: """
          the file \(url.path) does not hold a \(Value.self) (\(Self.describe(error))); it is \
          kept, and moved aside before the first write
          """)
    }
  }

  /// Encodes `value` as JSON and replaces the file with it — after moving aside a version of
  /// the file that would otherwise be lost (one that could not be loaded, or one another
  /// process wrote since this key last read or wrote the file).
  ///
  /// - Parameter value: The value to write.
  /// - Throws: ``FileStorageKeyError`` naming what failed, in plain words; the file is then
  ///   as it was.
  public func save(_ value: Value) throws {
    do {
      let state = file.state
      let current = storage.identity(url)
      if state.isUnreadable {
        let aside = try storage.moveAside(url, "unreadable")
        notice("could not be loaded, so it was moved to \(aside.path) before this write")
      } else if let current, current != state.known {
        let aside = try storage.moveAside(url, "conflict")
        notice(
          """
          was changed by another process while a change here was not yet written; this \
          change is written, and the other version is kept at \(aside.path)
          """)
      }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      file.saved(try storage.replace(encoder.encode(value), url))
    } catch let error as FileStorageKeyError {
      throw error
    } catch {
      throw FileStorageKeyError(description: "the file \(url.path): \(error)")
    }
  }

  func watch(on queue: DispatchQueue, onChange: @escaping @Sendable () -> Void) -> FileWatcher? {
    storage.watch?(url, queue, onChange)
  }

  func changedOutside() -> Bool {
    let state = file.state
    return !state.isUnreadable && storage.identity(url) != state.known
  }

  private func notice(_ text: String) {
    RuntimeWarning.report(
      "@Shared(.fileStorage): the file \(url.path) \(text).", fileID: fileID, line: line)
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): "not valid JSON: \(context.debugDescription)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.keyNotFound(_, let context):
      "at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
    default: "\(error)"
    }
  }
}

/// Why a ``FileStorageKey`` could not load or save its file, in plain words.
public struct FileStorageKeyError: Error, CustomStringConvertible {
  /// What failed, naming the file.
  public let description: String
}

/// What a ``FileStorageKey`` last knew of its file: the version it loaded or wrote, and
/// whether the file was there but could not be loaded (so it must be kept before a write).
private final class KnownFile: Sendable {
  struct State {
    var known: DurableFile.Identity?
    var isUnreadable = false
  }

  private let storage = Locked(State())

  var state: State { storage.withLock { $0 } }

  func loaded(_ identity: DurableFile.Identity?) {
    storage.withLock { $0 = State(known: identity, isUnreadable: false) }
  }

  func loadFailed(_ identity: DurableFile.Identity?) {
    storage.withLock { $0 = State(known: identity, isUnreadable: true) }
  }

  func saved(_ identity: DurableFile.Identity?) {
    storage.withLock { $0 = State(known: identity, isUnreadable: false) }
  }
}

extension SharedKey {
  /// A value persisted as JSON in the file at `url`; see ``FileStorageKey``.
  ///
  /// ```swift
  /// @Shared(.fileStorage(URL(filePath: "todos.json"))) var todos: [Todo] = []
  /// ```
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - fileID: Where notices about the file point; the caller's file (the declaration).
  ///   - line: Their line; the caller's.
  /// - Returns: The key.
  public static func fileStorage<Value>(
    _ url: URL, fileID: StaticString = #fileID, line: UInt = #line
  ) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, fileID: fileID, line: line)
  }
}
