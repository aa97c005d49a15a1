import Foundation
import Synchronization

/// The one place Cascade reports misuse that it can survive: an uncaught effect error, an
/// action sent to a missing child, `TestScheduler.run()` giving up on repeating work.
///
/// Every warning is one line on standard error, in one format:
///
/// ```
/// [Cascade] warning: Sources/App/Feature.swift:42: An effect threw an error …
/// ```
///
/// Tests capture warnings with ``withSink(_:operation:)``; the sink is a task-local value, so
/// it follows the test's task into the effect tasks it starts and never leaks into another
/// test running in parallel.
///
/// Under a test runner, a warning is a test failure: `CascadeTesting` installs a
/// ``Reporter`` when it is loaded (so Cascade itself depends on no test framework), which
/// records the warning as an issue of the running test at the file and line it names.
/// Outside a test (or without `CascadeTesting` in the process) it goes to standard error.
package enum RuntimeWarning {
  /// Receives each formatted warning line instead of standard error.
  package typealias Sink = @Sendable (String) -> Void

  /// Records a warning as a test failure; returns whether a running test took it (else it
  /// also goes to standard error).
  package typealias Reporter =
    @Sendable (_ message: String, _ site: SourceSite) -> Bool

  @TaskLocal private static var sink: Sink?

  private static let reporter = Locked<Reporter?>(nil)

  /// Makes `reporter` the process's test-failure reporter for runtime warnings.
  ///
  /// - Parameter reporter: Records a warning in the running test, if any.
  package static func installReporter(_ reporter: @escaping Reporter) {
    self.reporter.withLock { $0 = reporter }
  }

  /// Reports `message` as a runtime warning attributed to `fileID:line`.
  ///
  /// - Parameters:
  ///   - message: What went wrong and what to do about it.
  ///   - fileID: The file the warning is about (usually the user's call site).
  ///   - line: The line the warning is about.
  package static func report(_ message: String, fileID: StaticString, line: UInt) {
    report(
      message, issue: "Runtime warning: \(message)",
      at: SourceSite(fileID, filePath: fileID, line: line, column: 1))
  }

  /// Reports `message` as a warning line (to the sink or standard error), or — when a test
  /// runs — as the test issue `issue`, at `site`.
  package static func report(_ message: String, issue: String, at site: SourceSite) {
    if InstrumentRegistry.attachedCount.load(ordering: .relaxed) > 0 {
      InstrumentScope.report(message, fileID: site.fileID, line: site.line)
    }
    let formatted = "[Cascade] warning: \(site.fileID):\(site.line): \(message)"
    if let sink { return sink(formatted) }
    if let reporter = reporter.withLock({ $0 }), reporter(issue, site) {
      return
    }
    FileHandle.standardError.write(Data((formatted + "\n").utf8))
  }

  /// Runs `operation` with every warning reported inside it (and inside the tasks it starts)
  /// sent to `sink` instead of standard error.
  ///
  /// - Parameters:
  ///   - sink: Receives each formatted warning line.
  ///   - operation: The code whose warnings are captured.
  /// - Returns: What `operation` returns.
  package static func withSink<R>(
    _ sink: @escaping Sink,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    try await $sink.withValue(sink, operation: operation, isolation: isolation)
  }
}

/// Collects runtime warnings for inspection; a convenience for tests.
package final class RuntimeWarningLog: Sendable {
  private let lines = Locked<[String]>([])

  /// Creates an empty log.
  package init() {}

  /// The sink that appends to this log.
  package var sink: RuntimeWarning.Sink { { line in self.lines.withLock { $0.append(line) } } }

  /// Every warning recorded so far.
  package var messages: [String] { lines.withLock { $0 } }
}
