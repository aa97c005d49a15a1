import Cascade

extension SourceSite {
  /// Reports a test failure at this place (a test step's caller).
  func fail(_ message: String) {
    TestFailure.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports an assertion skipped under non-exhaustive testing at this place.
  func reportSkipped(_ message: String) {
    TestFailure.reportSkipped(
      message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
