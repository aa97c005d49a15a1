import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How ``FileStorage/fileSystem`` replaces a file so that nothing of it is lost: the new
/// contents go to a temporary file beside the file's target, are flushed to disk, take the
/// old file's permissions (and owner, where the process may set it), and replace the target
/// by `rename`; then the directory is flushed, so the rename itself survives a power loss.
///
/// A symbolic link is written through (its target is replaced; the link stays a link). A
/// temporary file is named `.<name>.cascade-<pid>-<n>.tmp`, so a later load can remove the
/// ones a killed process left behind without touching a live writer's.
enum DurableFile {
  /// A write or a move that failed, in plain words.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// What tells one version of a file from another: a write by anyone changes it.
  struct Identity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init(_ info: stat) {
      device = UInt64(info.st_dev)
      inode = UInt64(info.st_ino)
      size = Int64(info.st_size)
      #if canImport(Darwin)
        modifiedSeconds = info.st_mtimespec.tv_sec
        modifiedNanoseconds = info.st_mtimespec.tv_nsec
      #else
        modifiedSeconds = info.st_mtim.tv_sec
        modifiedNanoseconds = info.st_mtim.tv_nsec
      #endif
    }
  }

  /// The identity of the file at `url` (through any symbolic link); `nil` when there is none.
  static func identity(of url: URL) -> Identity? {
    var info = stat()
    return stat(url.path, &info) == 0 ? Identity(info) : nil
  }

  /// Replaces the contents of the file at `url` (through any symbolic link) with `data`.
  ///
  /// - Returns: The identity of the new file.
  /// - Throws: ``Failure`` naming the step and the system's reason; the file is untouched.
  @discardableResult
  static func replace(_ url: URL, with data: Data) throws -> Identity {
    let target = url.resolvingSymlinksInPath()
    let directory = target.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "the folder \(directory.path) could not be created (\(error))")
    }
    var existing = stat()
    let exists = stat(target.path, &existing) == 0
    let temporary = temporaryURL(for: target)
    var written: Identity?
    let fd = open(
      temporary.path, O_WRONLY | O_CREAT | O_EXCL, exists ? existing.st_mode & 0o7777 : 0o644)
    guard fd >= 0 else {
      throw Failure(description: "no file could be created in \(directory.path) (\(reason()))")
    }
    do {
      defer { close(fd) }
      try writeAll(data, to: fd, path: temporary.path)
      if exists {
        // The creation mode is filtered by the umask; set it exactly. The owner only where
        // the process may (root, or the owner already): a failure there is not a lost write.
        _ = fchmod(fd, existing.st_mode & 0o7777)
        if existing.st_uid != geteuid() || existing.st_gid != getegid() {
          _ = fchown(fd, existing.st_uid, existing.st_gid)
        }
      }
      guard fsync(fd) == 0 else {
        throw Failure(description: "\(target.path) could not be flushed to disk (\(reason()))")
      }
      var info = stat()
      _ = fstat(fd, &info)
      written = Identity(info)
    } catch {
      unlink(temporary.path)
      throw error
    }
    guard rename(temporary.path, target.path) == 0 else {
      let failure = Failure(description: "\(target.path) could not be replaced (\(reason()))")
      unlink(temporary.path)
      throw failure
    }
    flushDirectory(directory)
    return written!
  }

  /// Moves the file at `url` (through any symbolic link) aside, beside itself, as
  /// `<name>.<label>-<date>`.
  ///
  /// - Returns: Where the file is now.
  /// - Throws: ``Failure`` when it could not be moved (it is then where it was).
  static func moveAside(_ url: URL, label: String) throws -> URL {
    let target = url.resolvingSymlinksInPath()
    let aside = asideURL(for: target, label: label) {
      FileManager.default.fileExists(atPath: $0.path)
    }
    guard rename(target.path, aside.path) == 0 else {
      throw Failure(description: "\(target.path) could not be moved aside (\(reason()))")
    }
    flushDirectory(target.deletingLastPathComponent())
    return aside
  }

  /// Where a version of a file is kept aside: `<path>.<label>-<date>` (with a number after it
  /// when `isTaken`).
  static func asideURL(for url: URL, label: String, isTaken: (URL) -> Bool) -> URL {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
    let base = url.path + ".\(label)-" + formatter.string(from: Date())
    var aside = URL(fileURLWithPath: base)
    var attempt = 1
    while isTaken(aside) {
      attempt += 1
      aside = URL(fileURLWithPath: "\(base)-\(attempt)")
    }
    return aside
  }

  /// Removes the temporary files that writers of `url` killed mid-write left behind (those
  /// of processes that no longer run).
  static func removeLeftovers(of url: URL) {
    let target = url.resolvingSymlinksInPath()
    let directory = target.deletingLastPathComponent()
    let prefix = ".\(target.lastPathComponent).cascade-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else {
      return
    }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
      guard let pid = pid_t(pidText), pid != getpid() else { continue }
      if kill(pid, 0) == -1, errno == ESRCH {
        unlink(directory.appendingPathComponent(name).path)
      }
    }
  }

  private static let counter = Locked(0)

  private static func temporaryURL(for target: URL) -> URL {
    let n = counter.withLock { count in
      count += 1
      return count
    }
    return target.deletingLastPathComponent()
      .appendingPathComponent(".\(target.lastPathComponent).cascade-\(getpid())-\(n).tmp")
  }

  static func writeAll(_ data: Data, to fd: Int32, path: String) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw Failure(description: "\(path) could not be written (\(reason()))")
        }
        offset += written
      }
    }
  }

  /// Flushes a directory's entries (a rename in it) to disk; best effort, as not every file
  /// system lets a directory be opened or flushed.
  static func flushDirectory(_ directory: URL) {
    let fd = open(directory.path, O_RDONLY)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  /// The system's words for the last error (`errno`).
  static func reason() -> String {
    String(cString: strerror(errno))
  }
}
