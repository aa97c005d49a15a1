/// Where a test step was written, for failures reported at the caller's line.
struct CallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  func fail(_ message: String) {
    TestFailure.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  func reportSkipped(_ message: String) {
    TestFailure.reportSkipped(
      message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
