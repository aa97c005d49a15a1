import Cascade
import Distributed
import Foundation
import Testing

@Suite("FileJournal: records written ahead to a file, damage refused, never reset")
struct FileJournalTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("cascade-journal-\(UUID().uuidString)")
  var url: URL { directory.appendingPathComponent("store.journal") }

  func records(_ texts: String...) -> [Data] { texts.map { Data($0.utf8) } }

  @Test("appended records read back in order, from another journal on the same file")
  func roundTrip() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try await FileJournal(url: url).records().isEmpty)
    let journal = FileJournal(url: url)
    for record in records("one", "two", "three") { try await journal.append(record) }
    #expect(try await FileJournal(url: url).records() == records("one", "two", "three"))
  }

  @Test("a replacement leaves one record, and later appends follow it")
  func replace() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let journal = FileJournal(url: url)
    for record in records("one", "two") { try await journal.append(record) }
    try await journal.replace(with: Data("checkpoint".utf8))
    try await journal.append(Data("three".utf8))
    #expect(try await FileJournal(url: url).records() == records("checkpoint", "three"))
  }

  @Test("a write cut off by a crash is refused, naming the byte; discarding keeps it aside")
  func tornTail() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let journal = FileJournal(url: url)
    for record in records("one", "two") { try await journal.append(record) }
    let intact = try Data(contentsOf: url).count
    // Half a frame: a length and part of a checksum.
    let handle = try FileHandle(forWritingTo: url)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([9, 0, 0, 0, 1, 2, 3]))
    try handle.close()
    do {
      _ = try await FileJournal(url: url).records()
      Issue.record("a damaged journal was read")
    } catch let StoreJournalError.damaged(path, offset, reason) {
      #expect(path == url.path && offset == intact)
      #expect(reason == "a record's frame is cut off")
    }
    #expect(try await FileJournal(url: url).discardDamagedTail() == 7)
    #expect(try await FileJournal(url: url).records() == records("one", "two"))
    let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("store.journal.damaged-") }
    #expect(aside.count == 1)
    #expect(try await FileJournal(url: url).discardDamagedTail() == 0)
  }

  @Test("a record whose bytes changed fails its checksum")
  func changedByte() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let journal = FileJournal(url: url)
    for record in records("one", "two") { try await journal.append(record) }
    var bytes = try Data(contentsOf: url)
    bytes[bytes.count - 1] ^= 0xFF
    try bytes.write(to: url)
    await #expect(
      throws: StoreJournalError.damaged(
        url.path, offset: bytes.count - 15, reason: "a record's checksum does not match")
    ) { _ = try await FileJournal(url: url).records() }
  }

  @Test("a file that is not a journal is refused, not read as empty")
  func foreignFile() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{\"balance\": 3}".utf8).write(to: url)
    await #expect(
      throws: StoreJournalError.damaged(
        url.path, offset: 0, reason: "it does not start as a Cascade journal does")
    ) { _ = try await FileJournal(url: url).records() }
  }

  @Test("a store on a file journal is rebuilt from it by another journal on the same file")
  func storeRecovers() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let system = LocalTestingDistributedActorSystem()
    let first = LocalAccount(
      initialState: Account.State(), actorSystem: system, journal: FileJournal(url: url)
    ) { Account() }
    for n in 1...5 { try await first.send(.deposit(n), id: ActionID("\(n)")) }
    let recovered = try await LocalAccount.resume(
      from: FileJournal(url: url), actorSystem: system
    ) { Account() }
    #expect(try await recovered.state.balance == 15)
    try await recovered.send(.deposit(5), id: ActionID("5"))
    try await recovered.send(.deposit(6), id: ActionID("6"))
    let again = try await LocalAccount.resume(from: FileJournal(url: url), actorSystem: system) {
      Account()
    }
    #expect(try await again.state.balance == 21)
    for store in [first, recovered, again] { system.resignID(store.id) }
  }
}
