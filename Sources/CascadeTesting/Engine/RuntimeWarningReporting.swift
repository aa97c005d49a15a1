import Cascade
import Testing
import XCTest

/// Turns Cascade's runtime warnings into test failures: an issue of the running Swift
/// Testing test at the warning's file and line (so `withKnownIssue` can expect one), or an
/// XCTest failure (a no-op when no XCTest test is running, on Linux). Outside any test the
/// warning still goes to standard error.
///
/// Installed by ``CascadeTestingHooks``.
enum RuntimeWarningReporting {
  static func install() {
    RuntimeWarning.installReporter(record)
  }

  @Sendable
  static func record(_ message: String, at site: SourceSite) -> Bool {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: String(describing: site.fileID), filePath: String(describing: site.filePath),
          line: Int(site.line), column: Int(site.column))
      )
      return true
    }
    XCTFail(message, file: site.filePath, line: site.line)
    return false
  }
}
