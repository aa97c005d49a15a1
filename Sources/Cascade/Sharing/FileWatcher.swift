import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Calls back when the entries of a file's folder change — the file written, replaced,
/// created or removed — with what the toolchain has: inotify on Linux, a Dispatch vnode
/// source on Apple platforms. Elsewhere it watches nothing (a write still checks the file
/// just before it replaces it).
///
/// Events are only a hint: the callback compares the file with what it last saw, so its own
/// writes and unrelated files of the folder cost one `stat`.
final class FileWatcher: Sendable {
  // A Dispatch source is safe to use from any thread (it is only resumed here and cancelled
  // in deinit), but is not marked Sendable on every platform.
  private nonisolated(unsafe) let source: (any DispatchSourceProtocol)?

  /// Starts watching `url`'s folder; `onChange` runs on `queue`.
  init(_ url: URL, queue: DispatchQueue, onChange: @escaping @Sendable () -> Void) {
    let target = url.resolvingSymlinksInPath()
    let directory = target.deletingLastPathComponent().path
    #if canImport(Glibc) || canImport(Musl)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
      guard fd >= 0, inotify_add_watch(fd, directory, mask) >= 0 else {
        if fd >= 0 { close(fd) }
        source = nil
        return
      }
      let name = target.lastPathComponent
      let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
      source.setEventHandler {
        if Self.drain(fd, mentions: name) { onChange() }
      }
      source.setCancelHandler { close(fd) }
    #elseif canImport(Darwin)
      let fd = open(directory, O_EVTONLY)
      guard fd >= 0 else {
        source = nil
        return
      }
      let source = DispatchSource.makeFileSystemObjectSource(
        fileDescriptor: fd, eventMask: [.write, .rename, .delete], queue: queue)
      source.setEventHandler { onChange() }
      source.setCancelHandler { close(fd) }
    #else
      source = nil
      return
    #endif
    source.resume()
    self.source = source
  }

  deinit {
    source?.cancel()
  }

  #if canImport(Glibc) || canImport(Musl)
    /// Reads every queued inotify event; whether one names `name`.
    private static func drain(_ fd: Int32, mentions name: String) -> Bool {
      var mentioned = false
      let capacity = 4096
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      defer { buffer.deallocate() }
      while true {
        let count = read(fd, buffer, capacity)
        guard count > 0 else { return mentioned }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let event = (buffer + offset).load(as: inotify_event.self)
          let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
          if event.len > 0 {
            let eventName = String(cString: nameStart.assumingMemoryBound(to: CChar.self))
            if eventName == name { mentioned = true }
          }
          offset += MemoryLayout<inotify_event>.size + Int(event.len)
        }
      }
    }
  #endif
}
