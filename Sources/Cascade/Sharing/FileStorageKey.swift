import Foundation

/// A ``SharedKey`` that persists its value as a JSON file.
///
/// ```swift
/// @Shared(.fileStorage(.documentsDirectory.appending(path: "todos.json")))
/// var todos: IdentifiedArrayOf<Todo> = []
/// ```
///
/// - Loading: when the first `@Shared` with the URL is created. A missing file gives the
///   default value. A file that cannot be read or decoded gives the default value and a
///   runtime warning naming the file, and is never overwritten: before the first write it is
///   moved aside, beside itself (`todos.json.unreadable-<date>`), with a warning naming both
///   paths.
/// - Saving: JSON, by an atomic replace (see ``FileStorage/fileSystem``), at most once per
///   second of the `\.scheduler` dependency's time — a burst of changes is one write of the
///   latest value, a second after the first change — and once more when the last `@Shared`
///   referring to the file goes away with a change unsaved.
/// - Two keys for one URL (after standardizing it) and one value type are one value.
/// - Reads and writes go through the `\.defaultFileStorage` dependency current where the key
///   is made: in a test store, memory (written at once, no scheduler needed).
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  /// The file.
  public let url: URL
  private let storage: FileStorage
  /// Whether the file was there but could not be loaded, so must be kept before a write.
  private let unreadable = UnreadableFile()

  /// A key for the JSON file at `url`, read and written through the current
  /// `\.defaultFileStorage`.
  ///
  /// - Parameter url: The file.
  public init(url: URL) {
    self.url = url
    self.storage = DependencyValues.current.defaultFileStorage
  }

  /// The file's standardized path.
  public var id: String { url.standardizedFileURL.path }

  /// One second through the file system; none in memory.
  public var saveInterval: Duration? { storage.writesAtOnce ? nil : .seconds(1) }

  /// `.fileStorage(path)`.
  public var keyDescription: String { ".fileStorage(\(id))" }

  /// Decodes the file, or `nil` when it is missing, unreadable or not a `Value`.
  ///
  /// - Returns: The stored value, if any.
  public func load() -> Value? {
    storage.removeLeftovers(url)
    let data: Data
    do {
      guard let read = try storage.read(url) else { return nil }
      data = read
    } catch {
      unreadable.mark()
      warn(
        """
        could not be read (\(error.localizedDescription)); using the default value and keeping \
        the file: it is moved aside before the first write
        """
      )
      return nil
    }
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      unreadable.mark()
      warn(
        """
        does not hold a \(Value.self) (\(Self.describe(error))); using the default value and \
        keeping the file: it is moved aside before the first write
        """
      )
      return nil
    }
  }

  /// Encodes `value` as JSON and replaces the file with it.
  ///
  /// - Parameter value: The value to write.
  public func save(_ value: Value) {
    if unreadable.isMarked {
      do {
        let aside = try storage.moveAside(url)
        unreadable.clear()
        warn("could not be loaded, so it was moved to \(aside.path) before this write")
      } catch {
        return warn(
          """
          could not be loaded and could not be moved aside (\(error)); it is not overwritten, \
          so the change is not persisted
          """
        )
      }
    }
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try storage.write(encoder.encode(value), url)
    } catch {
      warn("could not be written (\(error.localizedDescription)); the change is not persisted")
    }
  }

  /// Whether a key's file was found but could not be loaded; shared by copies of the key.
  private final class UnreadableFile: Sendable {
    private let marked = Locked(false)
    var isMarked: Bool { marked.withLock { $0 } }
    func mark() { marked.withLock { $0 = true } }
    func clear() { marked.withLock { $0 = false } }
  }

  private func warn(_ problem: String) {
    RuntimeWarning.report(
      "@Shared(.fileStorage): the file \(url.path) \(problem).", fileID: #fileID, line: #line)
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

extension SharedKey {
  /// A value persisted as JSON in the file at `url`; see ``FileStorageKey``.
  ///
  /// ```swift
  /// @Shared(.fileStorage(URL(filePath: "todos.json"))) var todos: [Todo] = []
  /// ```
  ///
  /// - Parameter url: The file.
  /// - Returns: The key.
  public static func fileStorage<Value>(_ url: URL) -> Self
  where Self == FileStorageKey<Value> {
    FileStorageKey(url: url)
  }
}
