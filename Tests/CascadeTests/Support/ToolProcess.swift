import Cascade
import Foundation

/// A running `CascadeFixtureProcess shared-tool`: lines go to its standard input, and the
/// lines it prints are collected as they come, for tests that drive a tool as a user would.
///
/// Waits are bounded wall-clock polls: the subject here is a separate process in real time.
// Unchecked: `Process` and `FileHandle` are not marked Sendable, but are used here only through
// calls Foundation makes thread-safe (write, close, isRunning, terminate); `lines` locks.
final class ToolProcess: @unchecked Sendable {
  private let process: Process
  private let input: FileHandle
  private let lines = Lines()

  /// The lines printed so far, shared with the thread that reads them (a `LockIsolated`: a
  /// pthread lock, which ThreadSanitizer sees).
  private final class Lines: Sendable {
    private let storage = LockIsolated<[String]>([])
    func append(_ line: String) { storage.withValue { $0.append(line) } }
    func withLock<R>(_ body: ([String]) -> R) -> R { storage.withValue { body($0) } }
  }

  /// Starts the tool on `file`, with `options` (`--signals`, `--observe`).
  init(_ executable: URL, file: URL, options: [String] = []) throws {
    let stdin = Pipe()
    let stdout = Pipe()
    process = try startFixtureProcess(
      at: executable, ["shared-tool", file.path] + options, output: stdout, input: stdin)
    input = stdin.fileHandleForWriting
    let reader = stdout.fileHandleForReading
    let lines = self.lines
    Thread.detachNewThread { [lines] in
      var buffer = Data()
      while true {
        let chunk = reader.availableData
        if chunk.isEmpty { return }
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
          buffer.removeSubrange(buffer.startIndex...newline)
          lines.append(line)
        }
      }
    }
  }

  /// Sends one line of input.
  func send(_ line: String) {
    input.write(Data((line + "\n").utf8))
  }

  /// Closes the tool's input: its `main` ends.
  func closeInput() {
    try? input.close()
  }

  /// Waits (at most `seconds`) until the tool has printed `line`; whether it did.
  func waitFor(_ line: String, seconds: Double = 10) async -> Bool {
    await poll(seconds: seconds) { self.lines.withLock { $0.contains(line) } }
  }

  /// Waits (at most `seconds`) until the tool has printed `count` lines equal to `line`.
  func waitFor(_ line: String, count: Int, seconds: Double = 10) async -> Bool {
    await poll(seconds: seconds) { self.lines.withLock { $0.count { $0 == line } >= count } }
  }

  /// What the tool printed so far.
  var output: [String] { lines.withLock { $0 } }

  /// Whether the tool is still running.
  var isRunning: Bool { process.isRunning }

  /// Sends `signal` to the tool.
  func signal(_ signal: Int32) {
    _ = signalProcess(process.processIdentifier, signal)
  }

  /// Waits (at most `seconds`) for the tool to end; how it ended, or `nil` if it did not.
  func waitForExit(seconds: Double = 10) async -> (
    reason: Process.TerminationReason, status: Int32
  )? {
    guard await poll(seconds: seconds, { !self.process.isRunning }) else {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    // Returns at once; lets Foundation release what it keeps for a running process.
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus)
  }

  deinit {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}

/// Polls `condition` every 10 ms for at most `seconds`; whether it became true.
func poll(seconds: Double, _ condition: @escaping @Sendable () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1_000))
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return condition()
}
