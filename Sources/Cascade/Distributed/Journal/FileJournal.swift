import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``StoreJournal`` in one file, written ahead: each record is appended and flushed to disk
/// (`fsync`) before the store acknowledges what it holds; a checkpoint replaces the file
/// atomically, as ``FileStorage/fileSystem`` replaces a file.
///
/// ```swift
/// let journal = FileJournal(url: URL(filePath: "/var/lib/wallets/42.journal"))
/// let wallet = DistributedStore(
///   initialState: Wallet.State(), actorSystem: system, journal: journal
/// ) { Wallet() }
/// ```
///
/// Each record is framed with its length and a checksum. Reading a file whose bytes do not
/// add up — a write cut off by a crash, a damaged disk, another file — throws
/// ``StoreJournalError/damaged(_:offset:reason:)`` naming the byte where the damage starts;
/// the journal never drops records silently. A write cut off by a crash was never
/// acknowledged, and ``discardDamagedTail()`` removes it, keeping the bytes aside.
///
/// The file's writes run on a queue of their own, off Swift's concurrency threads. One store
/// writes one journal file at a time.
public final class FileJournal: StoreJournal, CustomStringConvertible {
  /// The file.
  public let url: URL
  private let queue: DispatchQueue
  /// The descriptor appends go to, opened at the first append and closed by a replacement.
  private let appending = Locked<Int32?>(nil)

  /// The first bytes of every journal file (made when needed: a `Data` kept in a global is
  /// one LeakSanitizer cannot see referenced).
  static var header: Data { Data("CASCADE-JOURNAL-1\n".utf8) }

  /// A journal in the file at `url` (made at the first write, with its folder).
  ///
  /// - Parameter url: The file.
  public init(url: URL) {
    self.url = url
    self.queue = DispatchQueue(label: "org.cascade.file-journal")
  }

  deinit {
    if let fd = appending.withLock({ $0 }) { close(fd) }
  }

  /// The file's path.
  public var description: String { url.path }

  /// Every record in the file, oldest first; none when there is no file.
  ///
  /// - Returns: The records.
  /// - Throws: ``StoreJournalError/damaged(_:offset:reason:)`` when the file's bytes do not
  ///   add up to whole records; a system error when it cannot be read.
  public func records() async throws -> [Data] {
    try await run { [url] in
      guard let data = try Self.contents(of: url) else { return [] }
      let parsed = JournalFrames.parse(data, headerLength: Self.header.count)
      if let damage = parsed.damage {
        throw StoreJournalError.damaged(url.path, offset: damage.offset, reason: damage.reason)
      }
      return parsed.records
    }
  }

  /// Appends `record` and flushes the file to disk.
  ///
  /// - Parameter record: The record.
  /// - Throws: An error naming the step that failed and the system's reason.
  public func append(_ record: Data) async throws {
    try await run { [self] in
      let fd = try appendingDescriptor()
      try DurableFile.writeAll(JournalFrames.frame(record), to: fd, path: url.path)
      guard fsync(fd) == 0 else {
        throw DurableFile.Failure(
          description: "\(url.path) could not be flushed to disk (\(DurableFile.reason()))")
      }
    }
  }

  /// Replaces the file with one holding only `record`: written beside it, flushed, and
  /// renamed over it.
  ///
  /// - Parameter record: The record.
  /// - Throws: An error naming the step that failed and the system's reason; the old file is
  ///   then intact.
  public func replace(with record: Data) async throws {
    try await run { [self] in
      try DurableFile.replace(url, with: Self.header + JournalFrames.frame(record))
      // Appends went to the replaced file: the next one opens the new file.
      closeAppending()
    }
  }

  /// Truncates the file where its damage starts, keeping the bytes cut off beside it as
  /// `<name>.damaged-<date>`: for a journal whose last write a crash cut off (that write was
  /// never acknowledged). Nothing happens to a file without damage.
  ///
  /// - Returns: How many bytes were cut off.
  /// - Throws: When the bytes cannot be kept aside, or the file not truncated.
  @discardableResult
  public func discardDamagedTail() async throws -> Int {
    try await run { [self] in
      guard let data = try Self.contents(of: url),
        let damage = JournalFrames.parse(data, headerLength: Self.header.count).damage
      else { return 0 }
      let tail = data[damage.offset...]
      let aside = DurableFile.asideURL(for: url, label: "damaged") {
        FileManager.default.fileExists(atPath: $0.path)
      }
      try DurableFile.replace(aside, with: Data(tail))
      closeAppending()
      // A file damaged inside its header keeps nothing; a new header comes with the next write.
      let keep = damage.offset < Self.header.count ? 0 : damage.offset
      guard truncate(url.path, off_t(keep)) == 0 else {
        throw DurableFile.Failure(
          description: "\(url.path) could not be truncated (\(DurableFile.reason()))")
      }
      let fd = open(url.path, O_WRONLY)
      if fd >= 0 {
        _ = fsync(fd)
        close(fd)
      }
      return tail.count
    }
  }

  /// The descriptor to append to: the file opened for appending, made with its header (and
  /// its folder flushed) when there is none or it is empty.
  private func appendingDescriptor() throws -> Int32 {
    if let fd = appending.withLock({ $0 }) { return fd }
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fd = open(url.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard fd >= 0 else {
      throw DurableFile.Failure(
        description: "\(url.path) could not be opened (\(DurableFile.reason()))")
    }
    var info = stat()
    if fstat(fd, &info) == 0, info.st_size == 0 {
      do {
        try DurableFile.writeAll(Self.header, to: fd, path: url.path)
      } catch {
        close(fd)
        throw error
      }
      DurableFile.flushDirectory(directory)
    }
    appending.withLock { $0 = fd }
    return fd
  }

  /// Closes the descriptor appends went to: the file it names was replaced or truncated.
  private func closeAppending() {
    if let fd = appending.withLock({ fd in
      defer { fd = nil }
      return fd
    }) {
      close(fd)
    }
  }

  /// The file's bytes, or `nil` when there is no file.
  private static func contents(of url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  /// Runs `work` on the journal's queue.
  private func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }
}
