/// Runs `body`, and reports an error it throws as ``reportIssue(_:fileID:filePath:line:column:)``
/// does (a test failure under a test, a runtime warning otherwise): swift-issue-reporting's
/// `withErrorReporting`, for work whose failure the app survives.
///
/// ```swift
/// case .saveTapped:
///   return .run { [todos = state.todos] _ in
///     await withErrorReporting("Saving the list") { try await storage.save(todos) }
///   }
/// ```
///
/// - Parameters:
///   - message: What was being done, put before the error; none by default.
///   - fileID: The file the issue points at; the caller's by default.
///   - filePath: The file's full path, for XCTest; the caller's by default.
///   - line: The line; the caller's by default.
///   - column: The column; the caller's by default.
///   - body: The work.
/// - Returns: What `body` returns, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () throws -> R
) -> R? {
  do {
    return try body()
  } catch {
    reportIssue(
      errorText(error, message()), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// Runs the asynchronous `body`, and reports an error it throws as
/// ``reportIssue(_:fileID:filePath:line:column:)`` does; cancellation is not an error.
///
/// - Parameters:
///   - message: What was being done, put before the error; none by default.
///   - isolation: The caller's actor; `body` runs there.
///   - fileID: The file the issue points at; the caller's by default.
///   - filePath: The file's full path, for XCTest; the caller's by default.
///   - line: The line; the caller's by default.
///   - column: The column; the caller's by default.
///   - body: The work.
/// - Returns: What `body` returns, or `nil` when it threw.
@discardableResult
public func withErrorReporting<R>(
  _ message: @autoclosure () -> String? = nil,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  catching body: () async throws -> sending R
) async -> R? {
  do {
    return try await body()
  } catch is CancellationError {
    return nil
  } catch {
    reportIssue(
      errorText(error, message()), fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
}

/// The reported text: the message, then the error as Swift writes it.
private func errorText(_ error: any Error, _ message: String?) -> String {
  let described = "Caught error: \(ValueText.describe(error))"
  guard let message, !message.isEmpty else { return described }
  return "\(message): \(described)"
}
