import Cascade
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Shared file crash safety")
struct SharedCrashSafetyTests {
  @Test("a writer killed at random points leaves the old or the new complete JSON, 200 times")
  func killedWriter() async throws {
    let writer = try #require(
      fixtureProcess, "CascadeFixtureProcess is not built next to the tests")
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "cascade-crash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Four writers at a time, each on a file of its own, 50 kills each.
    await withTaskGroup(of: Void.self) { group in
      for lane in 0..<4 {
        let file = directory.appending(path: "numbers-\(lane).json")
        group.addTask { await Self.kill(writer, writing: file, times: 50) }
      }
    }
  }

  /// Starts `writer` writing `file`.
  private static func start(_ writer: URL, writing file: URL) throws -> Process {
    try startFixtureProcess(at: writer, ["write-shared", file.path], output: FileHandle.nullDevice)
  }

  /// Starts `writer` on `file` and kills it `times` times, each time after its first
  /// complete write, at a random point of the writes after it; checks the file each time.
  private static func kill(_ writer: URL, writing file: URL, times: Int) async {
    for _ in 0..<times {
      try? FileManager.default.removeItem(at: file)
      let process: Process
      do {
        process = try await offCooperativePool { try Self.start(writer, writing: file) }
      } catch {
        Issue.record("could not start the writer: \(error)")
        return
      }
      // Wall-clock here is the point: the kill must land at an arbitrary moment of a real
      // write. Nothing is asserted about time; the writer is killed even if the test is
      // cancelled (it would write forever).
      var polls = 0
      while !FileManager.default.fileExists(atPath: file.path), polls < 2_000 {
        polls += 1
        try? await Task.sleep(for: .milliseconds(5))
      }
      try? await Task.sleep(for: .milliseconds(Int.random(in: 0...30)))
      let reason = try? await offCooperativePool {
        _ = signalProcess(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
      }
      #expect(reason == true)
      guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("the writer made no complete write in 10 seconds")
        continue
      }
      guard let numbers = try? JSONDecoder().decode([Int].self, from: data) else {
        Issue.record("a killed write left \(data.count) bytes that are not complete JSON")
        continue
      }
      #expect(numbers.count == 20_000)
      #expect(Set(numbers).count == 1, "a file mixing two writes")
    }
  }
}
