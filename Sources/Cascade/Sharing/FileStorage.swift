import Foundation

/// Where ``FileStorageKey`` reads and writes files: the file system in the app, memory in a
/// test store. The `\.defaultFileStorage` dependency.
///
/// ```swift
/// let store = TestStore(initialState: Todos.State()) { Todos() } withDependencies: {
///   $0.defaultFileStorage = .inMemory(["todos.json": savedJSON])
/// }
/// ```
public struct FileStorage: Sendable {
  let read: @Sendable (URL) throws -> Data?
  let write: @Sendable (Data, URL) throws -> Void
  /// Keeps the file at a URL beside it under another name (`<name>.<label>-<date>`),
  /// returning where: what is done to a version of the file before a write would lose it.
  let moveAside: @Sendable (URL, _ label: String) throws -> URL
  /// Cleans up what a killed write left beside the file at a URL, before it is loaded.
  let removeLeftovers: @Sendable (URL) -> Void
  /// Writes like `write`, returning the new file's identity where the storage has one.
  let replace: @Sendable (Data, URL) throws -> DurableFile.Identity?
  /// The identity of the file at a URL now (`nil`: none, or a storage without identities).
  let identity: @Sendable (URL) -> DurableFile.Identity?
  /// Starts watching the file at a URL, where the storage can be changed from outside.
  let watch: (@Sendable (URL, DispatchQueue, @escaping @Sendable () -> Void) -> FileWatcher?)?
  /// Whether writes are cheap enough to make after every change (memory), rather than
  /// coalesced on the `\.scheduler` dependency (files).
  let writesAtOnce: Bool

  /// A storage of your own, such as one that counts writes in a test; its writes are
  /// coalesced as the file system's are.
  ///
  /// A file that cannot be read or decoded is kept aside through these two closures too:
  /// its contents are read and written under the aside name before the first write.
  ///
  /// - Parameters:
  ///   - read: The contents at a URL, or `nil` when there is no file.
  ///   - write: Replaces the contents at a URL.
  public init(
    read: @escaping @Sendable (URL) throws -> Data?,
    write: @escaping @Sendable (Data, URL) throws -> Void
  ) {
    self.init(read: read, write: write, writesAtOnce: false)
  }

  /// A storage with each capability given (the file system's, in memory, or one a test
  /// assembles).
  init(
    read: @escaping @Sendable (URL) throws -> Data?,
    write: @escaping @Sendable (Data, URL) throws -> Void,
    moveAside: (@Sendable (URL, String) throws -> URL)? = nil,
    removeLeftovers: @escaping @Sendable (URL) -> Void = { _ in },
    replace: (@Sendable (Data, URL) throws -> DurableFile.Identity?)? = nil,
    identity: @escaping @Sendable (URL) -> DurableFile.Identity? = { _ in nil },
    watch: (@Sendable (URL, DispatchQueue, @escaping @Sendable () -> Void) -> FileWatcher?)? = nil,
    writesAtOnce: Bool
  ) {
    self.read = read
    self.write = write
    self.moveAside =
      moveAside ?? { url, label in
        let aside = DurableFile.asideURL(for: url, label: label) { (try? read($0)) != nil }
        if let data = try read(url) { try write(data, aside) }
        return aside
      }
    self.removeLeftovers = removeLeftovers
    self.replace =
      replace ?? { data, url in
        try write(data, url)
        return nil
      }
    self.identity = identity
    self.watch = watch
    self.writesAtOnce = writesAtOnce
  }

  /// The file system: a missing file reads as `nil`; a write goes to a temporary file in the
  /// same directory that then replaces the file (`rename`), so the file is always either the
  /// old or the new complete contents, even if the process is killed mid-write. Missing
  /// directories are created.
  ///
  /// A write is done once the new contents and the directory's entry are flushed to disk
  /// (`fsync`). It keeps the file's permissions (and owner, where the process may set it),
  /// writes through a symbolic link to its target, and a temporary file that a killed write
  /// left behind is removed when the file is next loaded. The file's folder is watched (inotify
  /// on Linux, a Dispatch source on Apple platforms), so a change another process makes is
  /// loaded.
  public static let fileSystem = FileStorage(
    read: { url in
      guard try FileCheck.isReadableFile(at: url) else { return nil }
      do {
        return try Data(contentsOf: url)
      } catch CocoaError.fileReadNoSuchFile {
        return nil
      } catch let error as NSError where error.domain == NSPOSIXErrorDomain && error.code == 2 {
        return nil
      }
    },
    write: { data, url in try DurableFile.replace(url, with: data) },
    moveAside: { url, label in try DurableFile.moveAside(url, label: label) },
    removeLeftovers: { url in DurableFile.removeLeftovers(of: url) },
    replace: { data, url in try DurableFile.replace(url, with: data) },
    identity: { url in DurableFile.identity(of: url) },
    watch: { url, queue, onChange in FileWatcher(url, queue: queue, onChange: onChange) },
    writesAtOnce: false
  )

  /// Files in memory, starting from `files` (by path, or by last path component): what a
  /// test store uses unless the test says otherwise, so tests never touch real files and
  /// never see each other's.
  ///
  /// - Parameter files: Initial contents, keyed by a URL's path or its file name.
  /// - Returns: A storage of its own, empty but for `files`.
  public static func inMemory(_ files: [String: Data] = [:]) -> FileStorage {
    makeInMemory(files)
  }

  /// Empty files in memory, a fresh storage each time it is read: swift-sharing's
  /// `$0.defaultFileStorage = .inMemory`.
  public static var inMemory: FileStorage { makeInMemory([:]) }

  private static func makeInMemory(_ files: [String: Data]) -> FileStorage {
    let files = Locked(files)
    return FileStorage(
      read: { url in
        files.withLock { $0[url.standardizedFileURL.path] ?? $0[url.lastPathComponent] }
      },
      write: { data, url in
        files.withLock { $0[url.standardizedFileURL.path] = data }
      },
      writesAtOnce: true
    )
  }
}

extension DependencyValues {
  /// Where ``FileStorageKey`` reads and writes: ``FileStorage/fileSystem`` live, and in a test
  /// store a fresh ``FileStorage/inMemory(_:)`` for each test, so shared, persisted state never
  /// leaks between tests or into real files.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory() }
}
