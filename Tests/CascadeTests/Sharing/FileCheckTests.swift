import Foundation
import Testing

@testable import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `.fileStorage` path that is not a readable file says what it is, in plain words, at the
/// `@Shared` declaration — never a Foundation error number.
@Suite("File storage says what is wrong with its path")
@MainActor
struct FileCheckTests {
  private let directory = FileManager.default.temporaryDirectory
    .appending(path: "cascade-file-check-\(UUID().uuidString)")
  private var url: URL { directory.appending(path: "names.json") }

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  private func loadMessage() -> String {
    do {
      // The real file system: under a test, file storage is in memory unless a test says so.
      let key = withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        FileStorageKey<[String]>(url: url)
      }
      _ = try key.load()
      return "loaded"
    } catch {
      return "\(error)"
    }
  }

  private func expectPlain(_ message: String, saying words: String) {
    #expect(message.contains("the file \(url.path) could not be read: \(words)"), "\(message)")
    #expect(!message.contains("NSCocoaErrorDomain"), "\(message)")
    #expect(!message.contains("The operation could not be completed"), "\(message)")
  }

  @Test("a directory at the path is named a directory")
  func directoryAtPath() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    expectPlain(loadMessage(), saying: "it is a directory, not a file")
  }

  @Test("a named pipe at the path is named a FIFO, and is not opened")
  func fifoAtPath() {
    #expect(mkfifo(url.path, 0o600) == 0)
    expectPlain(loadMessage(), saying: "it is a named pipe (FIFO), not a regular file")
  }

  @Test("a symbolic link loop is named a loop")
  func linkLoop() throws {
    let other = directory.appending(path: "other.json")
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: other)
    try FileManager.default.createSymbolicLink(at: other, withDestinationURL: url)
    expectPlain(loadMessage(), saying: "it is a symbolic link that loops")
  }

  @Test("a file that becomes a directory while running says so when it is loaded again")
  func swappedWhileRunning() throws {
    try Data(#"["Ada"]"#.utf8).write(to: url)
    #expect(loadMessage() == "loaded")
    try FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    expectPlain(loadMessage(), saying: "it is a directory, not a file")
  }

  @Test("a file this process may not read says permission denied", .enabled(if: getuid() != 0))
  func unreadable() throws {
    try Data(#"["Ada"]"#.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
    expectPlain(loadMessage(), saying: "permission denied")
  }

  @Test("the @Shared declaration's warning carries the plain words and its site")
  func warningAtDeclaration() async throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let log = RuntimeWarningLog()
    let names = await RuntimeWarning.withSink(log.sink) {
      withSharedFiles(.fileSystem, scheduler: TestScheduler()) {
        Shared(wrappedValue: ["default"], .fileStorage(url))
      }
    }
    #expect(names.wrappedValue == ["default"])
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains("FileCheckTests.swift:") == true)
    #expect(log.messages.first?.contains("it is a directory, not a file") == true)
  }
}
