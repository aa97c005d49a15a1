import Foundation
import Testing

@testable import Cascade

@Suite("File storage keeps what the file was")
@MainActor
struct DurableFileTests {
  private let directory = FileManager.default.temporaryDirectory
    .appending(path: "cascade-durable-\(UUID().uuidString)")
  private let scheduler = TestScheduler()
  private var url: URL { directory.appending(path: "todos.json") }

  private func withFiles<R>(_ storage: FileStorage = .fileSystem, _ body: () -> R) -> R {
    withSharedFiles(storage, scheduler: scheduler, body)
  }

  private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func contents(_ url: URL) -> String? {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("a file that does not decode is moved aside before the first write, named in a warning")
  func undecodableMovedAside() async throws {
    // Given a list written by an older version of the app
    let old = #"[{"id":1,"title":"Pay rent","isDone":false}]"#
    try write(old, to: url)
    let log = RuntimeWarningLog()
    // When it loads as the default and the user adds an item
    let todos = await RuntimeWarning.withSink(log.sink) {
      withFiles { Shared(wrappedValue: ["default"], .fileStorage(url)) }
    }
    #expect(todos.wrappedValue == ["default"])
    #expect(contents(url) == old)
    await RuntimeWarning.withSink(log.sink) {
      todos.withLock { $0.append("Buy milk") }
      await scheduler.advance(by: .seconds(1))
    }
    // Then the old file is kept beside the new one, and the warning names both paths
    let aside = try names().filter { $0.hasPrefix("todos.json.unreadable-") }
    #expect(aside.count == 1)
    #expect(contents(directory.appending(path: aside[0])) == old)
    #expect(
      try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == [
        "default", "Buy milk",
      ])
    #expect(log.messages.count == 2)
    #expect(log.messages.last?.contains(url.path) == true)
    #expect(log.messages.last?.contains(aside[0]) == true)
  }

  @Test("a second write after moving aside writes in place, and moves nothing more")
  func movesAsideOnce() async throws {
    try write("not json", to: url)
    let log = RuntimeWarningLog()
    await RuntimeWarning.withSink(log.sink) {
      let todos = withFiles { Shared(wrappedValue: [String](), .fileStorage(url)) }
      todos.withLock { $0 = ["one"] }
      await scheduler.advance(by: .seconds(1))
      todos.withLock { $0 = ["two"] }
      await scheduler.advance(by: .seconds(1))
    }
    #expect(try names().filter { $0.contains("unreadable") }.count == 1)
    #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["two"])
  }

  @Test("in memory, an undecodable file is kept under the aside name too")
  func inMemoryMovesAside() async throws {
    let storage = FileStorage.inMemory([url.path: Data("garbage".utf8)])
    let log = RuntimeWarningLog()
    await RuntimeWarning.withSink(log.sink) {
      let todos = withFiles(storage) { Shared(wrappedValue: [String](), .fileStorage(url)) }
      todos.withLock { $0 = ["new"] }
    }
    let aside = try #require(
      log.messages.last?.split(separator: " ").first { $0.contains(".unreadable-") })
    #expect(try storage.read(URL(fileURLWithPath: String(aside))) == Data("garbage".utf8))
    #expect(try storage.read(url) == Data("[\n  \"new\"\n]".utf8))
  }

  @Test("a write keeps the file's permissions")
  func keepsPermissions() throws {
    try write("[]", to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try DurableFile.replace(url, with: Data("[1]".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(contents(url) == "[1]")
  }

  @Test(
    "a write keeps the file's owner where the process may set it",
    .enabled(if: geteuid() == 0, "only root may give a file to another user"))
  func keepsOwner() throws {
    try write("[]", to: url)
    try FileManager.default.setAttributes(
      [.ownerAccountID: 1234, .groupOwnerAccountID: 1234], ofItemAtPath: url.path)
    try DurableFile.replace(url, with: Data("[1]".utf8))
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.ownerAccountID] as? NSNumber)?.intValue == 1234)
    #expect((attributes[.groupOwnerAccountID] as? NSNumber)?.intValue == 1234)
  }

  @Test("a write goes through a symbolic link to its target; the link stays a link")
  func writesThroughSymlink() throws {
    let target = directory.appending(path: "real.json")
    try write("[]", to: target)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target.path)
    try DurableFile.replace(url, with: Data("[2]".utf8))
    #expect(contents(target) == "[2]")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == target.path)
  }

  @Test("a write leaves no temporary file; a failed one removes its own")
  func noTemporaryFiles() throws {
    try write("[]", to: url)
    try DurableFile.replace(url, with: Data("[3]".utf8))
    #expect(try names() == ["todos.json"])
    // A folder in the file's place makes the rename fail after the temporary file is written.
    let blocked = directory.appending(path: "blocked")
    try FileManager.default.createDirectory(
      at: blocked.appending(path: "inside"), withIntermediateDirectories: true)
    #expect(throws: DurableFile.Failure.self) {
      try DurableFile.replace(blocked, with: Data("x".utf8))
    }
    #expect(try names() == ["blocked", "todos.json"])
  }

  @Test("loading removes the temporary files of writers that no longer run, not a live one's")
  func removesLeftovers() throws {
    try write("[]", to: url)
    let exited = Process()
    exited.executableURL = URL(fileURLWithPath: "/bin/sh")
    exited.arguments = ["-c", "exit 0"]
    try exited.run()
    exited.waitUntilExit()
    let dead = ".todos.json.cascade-\(exited.processIdentifier)-1.tmp"
    let live = ".todos.json.cascade-\(getppid())-1.tmp"
    let other = ".other.json.cascade-\(exited.processIdentifier)-1.tmp"
    for name in [dead, live, other] { try write("partial", to: directory.appending(path: name)) }
    _ = withFiles { Shared(wrappedValue: [String](), .fileStorage(url)) }
    #expect(try names() == [live, other, "todos.json"].sorted())
  }
}
