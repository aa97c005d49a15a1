import Cascade
import Distributed
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the fixture's store runs: each deposit adds to a total.
struct JournalTally: Reducer {
  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state += action
    return .none
  }
}

@Suite("FileJournal crash safety")
struct FileJournalCrashTests {
  @Test("a journaled store killed at random points keeps every deposit it acknowledged, 20 times")
  func killedWriter() async throws {
    let writer = try #require(
      fixtureProcess, "CascadeFixtureProcess is not built next to the tests")
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "cascade-journal-crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var checked = 0
    for round in 0..<20 {
      let file = directory.appending(path: "tally-\(round).journal")
      guard let acknowledged = try await Self.killedRun(of: writer, writing: file) else { return }
      try await Self.check(file, acknowledged: acknowledged)
      checked += acknowledged.count
    }
    // A kill can land before the first acknowledgement, but not in every round.
    #expect(checked > 0)
  }

  /// Runs the fixture's journaled store on `file`, kills it at a random point once it has
  /// acknowledged something, and returns the ids it printed as acknowledged.
  private static func killedRun(of writer: URL, writing file: URL) async throws -> Set<String>? {
    let output = Pipe()
    let process = try await offCooperativePool {
      try startFixtureProcess(at: writer, ["write-journal", file.path], output: output)
    }
    // Wall-clock here is the point: the kill must land at an arbitrary moment of a real
    // write. Nothing is asserted about time.
    var polls = 0
    while (try? Data(contentsOf: file).count) ?? 0 < 64, polls < 2_000 {
      polls += 1
      try? await Task.sleep(for: .milliseconds(5))
    }
    try? await Task.sleep(for: .milliseconds(Int.random(in: 0...40)))
    let text = try await offCooperativePool {
      _ = signalProcess(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    guard process.terminationReason == .uncaughtSignal else {
      Issue.record("the journaled store exited by itself (status \(process.terminationStatus))")
      return nil
    }
    // A line cut off by the kill names no whole id: only complete lines count.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    return Set(lines.map(String.init))
  }

  /// Resumes the store from `file` (cutting off a write the kill tore, which no one was told
  /// of) and checks that every acknowledged deposit is applied, each once.
  private static func check(_ file: URL, acknowledged: Set<String>) async throws {
    let journal = FileJournal(url: file)
    do {
      _ = try await journal.records()
    } catch StoreJournalError.damaged {
      try await journal.discardDamagedTail()
    }
    let system = LocalTestingDistributedActorSystem()
    let store = try await DistributedStore<Int, Int, LocalTestingDistributedActorSystem>
      .resume(from: journal, actorSystem: system) { JournalTally() }
    let snapshot = try await store.snapshot()
    withExtendedLifetime(store) { system.resignID(store.id) }
    let applied = Set(snapshot.appliedIDs.map(\.rawValue))
    let lost = acknowledged.subtracting(applied)
    #expect(lost.isEmpty, "acknowledged before the kill, missing after it: \(lost.sorted())")
    #expect(snapshot.state == applied.count, "a deposit applied other than once")
  }
}
