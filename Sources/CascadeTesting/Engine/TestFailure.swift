import Testing
import XCTest

/// Reports a test failure at a source location: to Swift Testing (`Issue.record`) when a
/// Swift Testing test is running, otherwise to XCTest (`XCTFail`).
///
/// The one failure path of CascadeTesting: `TestStore` and `UnimplementedScheduler` both go
/// through it.
enum TestFailure {
  static func report(
    _ message: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: String(describing: fileID),
          filePath: String(describing: filePath),
          line: Int(line),
          column: Int(column)
        )
      )
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }

  /// Reports what a non-exhaustive test did not assert, as a known issue: it shows in the
  /// test's log without failing it (``Exhaustivity/off(showSkippedAssertions:)``).
  static func reportSkipped(
    _ message: String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = "Skipped assertion: \(message)"
    SkippedAssertions.observer?(message)
    if Test.current != nil {
      withKnownIssue {
        report(message, fileID: fileID, filePath: filePath, line: line, column: column)
      }
    } else {
      #if canImport(Darwin)
        XCTExpectFailure { XCTFail(message, file: filePath, line: line) }
      #else
        // swift-corelibs-xctest has no expected failures: the log shows it as a line.
        print("\(filePath):\(line): \(message)")
      #endif
    }
  }
}

/// A tap on skipped-assertion reports, for the library's own tests: known issues recorded
/// inside a test's `withKnownIssue` never reach its matcher, so the tests read them here.
package enum SkippedAssertions {
  @TaskLocal package static var observer: (@Sendable (String) -> Void)?
}
