import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `CascadeFixtureProcess` (Tests/Fixtures/FixtureProcess), built next to the test bundle by
/// `swift build --build-tests`; `nil` if it is not there.
let fixtureProcess: URL? = {
  var directories = [URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()]
  directories += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    .map { $0.deletingLastPathComponent() }
  return directories.map { $0.appending(path: "CascadeFixtureProcess") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// Runs `body` on a thread of its own rather than the cooperative pool: starting, waiting for
/// and reading a process block, and a blocked pool thread (there are as many as cores) stalls
/// every test running beside this one.
func offCooperativePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try body() }) }
    thread.start()
  }
}

/// Runs `CascadeFixtureProcess` with `arguments` (and `environment` added to the test's) to
/// completion, off the cooperative pool.
///
/// - Returns: What it printed, or `nil` if it failed.
func runFixtureProcess(
  _ arguments: [String], environment: [String: String] = [:]
) async throws -> String? {
  try await offCooperativePool { try runFixtureProcessBlocking(arguments, environment) }
}

/// Starts `CascadeFixtureProcess` (at `url`) with `arguments`, its output to `output`, its
/// input from `input` (none by default) and its errors discarded.
func startFixtureProcess(
  at url: URL, _ arguments: [String], output: Any, input: Any? = nil,
  environment extra: [String: String] = [:]
) throws -> Process {
  let process = Process()
  process.executableURL = url
  process.arguments = arguments
  // Under AddressSanitizer, freed memory waits in a quarantine (up to 256 MB), which a
  // resident-memory figure would count as held: the fixture gets none.
  var environment = ProcessInfo.processInfo.environment
  environment["ASAN_OPTIONS"] =
    (environment["ASAN_OPTIONS"].map { $0 + ":" } ?? "")
    + "quarantine_size_mb=0:thread_local_quarantine_size_kb=0"
  environment.merge(extra) { _, new in new }
  process.environment = environment
  process.standardOutput = output
  if let input { process.standardInput = input }
  process.standardError = FileHandle.nullDevice
  try process.run()
  return process
}

private func runFixtureProcessBlocking(
  _ arguments: [String], _ environment: [String: String]
) throws -> String? {
  guard let url = fixtureProcess else { return nil }
  let output = Pipe()
  let process = try startFixtureProcess(
    at: url, arguments, output: output, environment: environment)
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self)
}

/// `kill(2)`, under a name that a method called `kill` or `signal` does not shadow.
func signalProcess(_ pid: pid_t, _ signal: Int32) -> Int32 {
  kill(pid, signal)
}
