import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a file storage's path, said in plain words before anything reads it: a
/// directory, a named pipe, a link that loops or a file this process may not read is named as
/// such, instead of a Foundation error number — and a named pipe is never opened, which
/// could block the reader.
enum FileCheck {
  /// Why the path cannot be read as a file.
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// Whether a regular file is at `url`: `false` when nothing is.
  ///
  /// - Throws: ``Problem`` when something is there that is not a readable regular file.
  static func isReadableFile(at url: URL) throws(Problem) -> Bool {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return false }
      throw Problem(description: reason(errno: code))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw Problem(description: "it is a directory, not a file")
    case S_IFIFO: throw Problem(description: "it is a named pipe (FIFO), not a regular file")
    case S_IFSOCK: throw Problem(description: "it is a socket, not a regular file")
    case S_IFCHR, S_IFBLK: throw Problem(description: "it is a device, not a regular file")
    default: throw Problem(description: "it is not a regular file")
    }
    guard access(url.path, R_OK) == 0 else { throw Problem(description: reason(errno: errno)) }
    return true
  }

  /// The words for a failed system call on the path.
  static func reason(errno code: Int32) -> String {
    switch code {
    case ELOOP: "it is a symbolic link that loops (or a chain of too many links)"
    case EACCES, EPERM: "permission denied: this process may not read it or a folder above it"
    case ENOTDIR: "a part of the path above it is a file, not a folder"
    case ENAMETOOLONG: "the path is too long"
    default: String(cString: strerror(code))
    }
  }

  /// The words for an error reading or writing the file: a POSIX error by its meaning, any
  /// other by its own description.
  static func reason(_ error: any Error) -> String {
    if let problem = error as? Problem { return problem.description }
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return reason(errno: Int32(nsError.code)) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return reason(errno: Int32(underlying.code))
    }
    return "\(error)"
  }
}
