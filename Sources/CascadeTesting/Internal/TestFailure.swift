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
}
