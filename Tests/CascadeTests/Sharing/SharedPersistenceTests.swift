import Foundation
import Testing

@testable import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Persisted values: retries, other writers, save and load")
@MainActor
struct SharedPersistenceTests {
  private let directory = FileManager.default.temporaryDirectory
    .appending(path: "cascade-persistence-\(UUID().uuidString)")
  private let scheduler = TestScheduler()
  private var url: URL { directory.appending(path: "list.json") }

  /// The file system without watching: what another process does is seen only just before
  /// a write, so these tests decide when it is seen.
  private static let unwatched = FileStorage(
    read: FileStorage.fileSystem.read, write: FileStorage.fileSystem.write,
    moveAside: FileStorage.fileSystem.moveAside,
    removeLeftovers: FileStorage.fileSystem.removeLeftovers,
    replace: FileStorage.fileSystem.replace, identity: FileStorage.fileSystem.identity,
    watch: nil, writesAtOnce: false)

  init() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  private func withFiles<R>(_ storage: FileStorage = unwatched, _ body: () -> R) -> R {
    withSharedFiles(storage, scheduler: scheduler, body)
  }

  private func list() -> [String]? {
    FileManager.default.contents(atPath: url.path)
      .flatMap { try? JSONDecoder().decode([String].self, from: $0) }
  }

  private func writeElsewhere(_ items: [String]) throws {
    // Another program: a different file replaces this one.
    try JSONEncoder().encode(items).write(to: url, options: .atomic)
  }

  @Test("a failed write is reported once, at the declaration, and retried until it succeeds")
  func retriesUntilWritten() async throws {
    try Data("[]".utf8).write(to: url)
    let log = RuntimeWarningLog()
    let declarationLine = #line + 2
    let items = await RuntimeWarning.withSink(log.sink) {
      withFiles { Shared(wrappedValue: [String](), .fileStorage(url)) }
    }
    try ReadOnlyFolder.make(directory)
    await RuntimeWarning.withSink(log.sink) {
      items.withLock { $0.append("one") }
      await scheduler.advance(by: .milliseconds(500))
      items.withLock { $0.append("two") }
      await scheduler.advance(by: .seconds(3))
    }
    #expect(list() == [])
    #expect(log.messages.count == 1)
    let warning = try #require(log.messages.first)
    #expect(warning.contains("SharedPersistenceTests.swift:\(declarationLine)"))
    #expect(warning.contains("was not saved: the file \(url.path)"))
    #expect(warning.contains("no file could be created in \(directory.path)"))
    #expect(!warning.contains("NSCocoaErrorDomain"))
    try ReadOnlyFolder.undo(directory)
    await scheduler.advance(by: .seconds(1))
    #expect(list() == ["one", "two"])
  }

  @Test("a change another writer made is moved aside, not lost, when a change here is written")
  func conflictKeepsBoth() async throws {
    let log = RuntimeWarningLog()
    let items = withFiles { Shared(wrappedValue: [String](), .fileStorage(url)) }
    await RuntimeWarning.withSink(log.sink) {
      items.withLock { $0 = ["mine"] }  // written at once
      try? writeElsewhere(["theirs"])
      items.withLock { $0.append("more") }  // pending for a second
      await scheduler.advance(by: .seconds(1))
    }
    #expect(list() == ["mine", "more"])
    let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("list.json.conflict-") }
    #expect(aside.count == 1)
    let kept = try JSONDecoder().decode(
      [String].self, from: Data(contentsOf: directory.appending(path: aside[0])))
    #expect(kept == ["theirs"])
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains(aside[0]) == true)
  }

  @Test("save() writes a pending change now; load() reads another writer's version")
  func explicitSaveAndLoad() async throws {
    let items = withFiles { Shared(wrappedValue: [String](), .fileStorage(url)) }
    items.withLock { $0 = ["first"] }
    items.withLock { $0 = ["second"] }
    #expect(list() == ["first"])
    try items.save()
    #expect(list() == ["second"])
    await scheduler.advance(by: .seconds(1))
    #expect(list() == ["second"])
    try writeElsewhere(["from elsewhere"])
    try items.load()
    #expect(items.wrappedValue == ["from elsewhere"])
    // What was loaded is what the file holds: the next write is no conflict.
    items.withLock { $0.append("after") }
    #expect(list() == ["from elsewhere", "after"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["list.json"])
  }

  @Test("load() of a file that does not decode throws, and keeps the value")
  func loadThrows() throws {
    let items = withFiles { Shared(wrappedValue: ["kept"], .fileStorage(url)) }
    try Data("not json".utf8).write(to: url)
    #expect(throws: FileStorageKeyError.self) { try items.load() }
    #expect(items.wrappedValue == ["kept"])
  }

  @Test("a load by the watcher reaches a store's observers")
  func watchedChangeObserved() async throws {
    try writeElsewhere(["before"])
    struct State {
      @Shared var items: [String]
    }
    let (state, store) = withFiles(.fileSystem) {
      let state = State(items: Shared(wrappedValue: [], .fileStorage(url)))
      return (state, Store(initialState: state) { Reduce<State, Int> { _, _ in .none } })
    }
    let seen = Seen()
    let observation = store.driver(\.items).drive { seen.values.append($0) }
    try writeElsewhere(["after"])
    let loaded = await poll(seconds: 10) { state.items == ["after"] }
    #expect(loaded)
    // The notification hops to the main actor; let it run.
    for _ in 0..<100 where seen.values.last != ["after"] {
      try? await Task.sleep(for: .milliseconds(10))
    }
    #expect(seen.values == [["before"], ["after"]])
    observation.cancel()
  }
}

@MainActor
private final class Seen {
  var values: [[String]] = []
}
