/// Reports a problem that app or library code can survive but a test must not pass over:
/// a test failure at the given site while a Swift Testing or XCTest test runs (with
/// CascadeTesting in the process), otherwise a runtime warning on standard error naming it.
///
/// ```swift
/// guard let user = session.user else {
///   reportIssue("The profile screen opened with no signed-in user")
///   return .none
/// }
/// ```
///
/// (swift-issue-reporting's `reportIssue`, with no dependency.)
///
/// - Parameters:
///   - message: What went wrong; evaluated only when reported.
///   - fileID: The file the issue points at; the caller's by default.
///   - filePath: The file's full path, for XCTest; the caller's by default.
///   - line: The line; the caller's by default.
///   - column: The column; the caller's by default.
public func reportIssue(
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let text = message()
  RuntimeWarning.report(
    text.isEmpty ? "An issue was reported." : text,
    issue: text.isEmpty ? "Issue reported" : text,
    at: SourceSite(fileID, filePath: filePath, line: line, column: column))
}
