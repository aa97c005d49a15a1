import Cascade
import CascadeTesting
import Foundation
import Synchronization
import Testing

@Suite("Shared file storage")
@MainActor
struct FileStorageTests {
  private let directory = FileManager.default.temporaryDirectory
    .appending(path: "cascade-file-storage-\(UUID().uuidString)")
  private let scheduler = TestScheduler()

  private var url: URL { directory.appending(path: "names.json") }

  /// Runs `body` with file storage `storage`, the test's scheduler and shared values of its own.
  private func withFiles<R>(_ storage: FileStorage = .fileSystem, _ body: () -> R) -> R {
    withSharedFiles(storage, scheduler: scheduler, body)
  }

  private func sharedNames(_ url: URL) -> Shared<[String]> {
    Shared(wrappedValue: ["default"], .fileStorage(url))
  }

  private func fileNames() throws -> [String]? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return try JSONDecoder().decode([String].self, from: data)
  }

  @Test(
    "a missing file loads the default; the first change is written at once, the next a second later"
  )
  func writesFirstChangeAtOnce() async throws {
    let names = withFiles { sharedNames(url) }
    #expect(names.wrappedValue == ["default"])
    names.withLock { $0.append("Ada") }
    #expect(try fileNames() == ["default", "Ada"])
    await scheduler.advance(by: .milliseconds(500))
    names.withLock { $0.append("Alan") }
    await scheduler.advance(by: .milliseconds(499))
    #expect(try fileNames() == ["default", "Ada"])
    await scheduler.advance(by: .milliseconds(1))
    #expect(try fileNames() == ["default", "Ada", "Alan"])
    // A quiet second later, a change is written at once again.
    await scheduler.advance(by: .seconds(1))
    names.withLock { $0 = ["Grace"] }
    #expect(try fileNames() == ["Grace"])
  }

  @Test("an existing file is loaded; two keys for one URL are one value")
  func loadsAndShares() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"["Grace"]"#.utf8).write(to: url)
    let (first, second) = withFiles {
      (sharedNames(url), sharedNames(directory.appending(path: "sub/../names.json")))
    }
    #expect(first.wrappedValue == ["Grace"])
    second.withLock { $0.append("Alan") }
    #expect(first.wrappedValue == ["Grace", "Alan"])
  }

  @Test(
    "10,000 writes in one second of scheduler time are two file writes: the first, then the last value"
  )
  func coalesces() async {
    let writes = Mutex<[Data]>([])
    let counting = FileStorage(
      read: { _ in nil }, write: { data, _ in writes.withLock { $0.append(data) } })
    let numbers = withFiles(counting) { Shared(wrappedValue: 0, .fileStorage(url)) }
    for step in 1...10_000 {
      numbers.withLock { $0 = step }
      if step.isMultiple(of: 1_000) { await scheduler.advance(by: .milliseconds(99)) }
    }
    #expect(writes.withLock { $0.count } == 1)
    await scheduler.advance(by: .milliseconds(10))
    #expect(writes.withLock { $0.map { String(decoding: $0, as: UTF8.self) } } == ["1", "10000"])
    await scheduler.advance(by: .seconds(5))
    #expect(writes.withLock { $0.count } == 2)
  }

  @Test("the last reference going away writes a change not written yet, at once")
  func finalWrite() throws {
    do {
      let names = withFiles { sharedNames(url) }
      names.withLock { $0 = ["First"] }
      names.withLock { $0 = ["Final"] }
      #expect(try fileNames() == ["First"])
    }
    #expect(try fileNames() == ["Final"])
  }

  @Test("a store released with a change not written yet writes it at once, under a TestScheduler")
  func finalWriteFromAStore() async throws {
    do {
      let store = withFiles { Store(initialState: NamesFeature.State(url: url)) { NamesFeature() } }
      store.send(.add("First"))
      store.send(.add("Final"))
      #expect(try fileNames() == ["First"])
    }
    #expect(try fileNames() == ["First", "Final"])
  }

  @Test("a test store's change not written yet is written when the test store goes away")
  func finalWriteFromATestStore() async throws {
    do {
      let store = TestStore(initialState: NamesFeature.State(url: url)) {
        NamesFeature()
      } withDependencies: {
        $0.defaultFileStorage = .fileSystem
        $0.scheduler = scheduler
      }
      await store.send(.add("First")) { $0.$names.withLock { $0 = ["First"] } }
      await store.send(.add("Final")) { $0.$names.withLock { $0 = ["First", "Final"] } }
      #expect(try fileNames() == ["First"])
    }
    #expect(try fileNames() == ["First", "Final"])
  }

  @Test("a corrupt file loads the default, warns naming the file, and is left untouched")
  func corruptFile() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let corrupt = Data(#"{"not": "a list""#.utf8)
    try corrupt.write(to: url)
    let log = RuntimeWarningLog()
    let names = await RuntimeWarning.withSink(log.sink) { withFiles { sharedNames(url) } }
    #expect(names.wrappedValue == ["default"])
    #expect(log.messages.count == 1)
    #expect(
      log.messages.first?.contains("the file \(url.path) does not hold a Array<String>") == true)
    #expect(FileManager.default.contents(atPath: url.path) == corrupt)
  }

  @Test("a file of another shape loads the default and warns with the path that failed")
  func wrongShape() async throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"[1, 2]"#.utf8).write(to: url)
    let log = RuntimeWarningLog()
    let names = await RuntimeWarning.withSink(log.sink) { withFiles { sharedNames(url) } }
    #expect(names.wrappedValue == ["default"])
    #expect(log.messages.first?.contains("at Index 0: Expected to decode String") == true)
  }
}
