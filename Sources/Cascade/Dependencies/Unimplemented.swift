#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What an unimplemented endpoint that can throw throws when it has no placeholder.
///
/// A `LocalizedError`, so an alert built from `error.localizedDescription` reads
/// "Unimplemented: FactClient.fetch" rather than a Foundation error number.
public struct UnimplementedFailure: LocalizedError, CustomStringConvertible {
  /// The endpoint's name, as given to `unimplemented(_:)`.
  public let name: String

  /// The failure of the endpoint `name`.
  ///
  /// - Parameter name: The endpoint's name.
  public init(name: String) {
    self.name = name
  }

  /// "Unimplemented: <name>".
  public var description: String { "Unimplemented: \(name.isEmpty ? "an endpoint" : name)" }

  /// "Unimplemented: <name>", what `localizedDescription` shows.
  public var errorDescription: String? { description }
}

/// Reports the call of the unimplemented endpoint `name`, at the site of its `unimplemented`.
private func reportUnimplemented(
  _ name: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  reportIssue(
    """
    Unimplemented: \(name.isEmpty ? "an endpoint" : name) was called. Override it in the test \
    ('withDependencies: { $0.client.endpoint = { … } }') when the test means to call it.
    """,
    fileID: fileID, filePath: filePath, line: line, column: column)
}

// A client's endpoints are unimplemented in its test value, the macro-free stand-in for
// swift-dependencies' `@DependencyClient`: a test that calls one it did not override fails at
// the line where the endpoint was declared unimplemented.
//
//   struct FactClient {
//     var fetch: @Sendable (Int) async throws -> String = unimplemented("FactClient.fetch")
//   }
//
// One overload per shape of closure (sync or async, throwing or not), for any number of
// arguments. The non-throwing `Void` forms are disfavored, so that a throwing `Void` endpoint
// gets the throwing form (it throws) instead of being ambiguous; a non-throwing endpoint
// returning a value without `placeholder:` hits an unavailable form whose message says so.

/// An endpoint that reports being called — a test failure at this call's site under a test,
/// a runtime warning otherwise — then throws ``UnimplementedFailure``.
///
/// ```swift
/// var fetch: @Sendable (Int) async throws -> String = unimplemented("FactClient.fetch")
/// ```
///
/// - Parameters:
///   - name: The endpoint, for the report (`"FactClient.fetch"`).
///   - fileID: Where the report points; the caller's file (the endpoint's declaration).
///   - filePath: The file's full path, for XCTest.
///   - line: The declaration's line.
///   - column: The declaration's column.
/// - Returns: A closure of any arguments that reports and throws.
public func unimplemented<each Argument, Result>(
  _ name: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(name: name)
  }
}

/// A synchronous throwing endpoint that reports being called, then throws
/// ``UnimplementedFailure``.
///
/// - Parameters:
///   - name: The endpoint, for the report.
///   - fileID: Where the report points; the caller's file.
///   - filePath: The file's full path, for XCTest.
///   - line: The declaration's line.
///   - column: The declaration's column.
/// - Returns: A closure of any arguments that reports and throws.
public func unimplemented<each Argument, Result>(
  _ name: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(name: name)
  }
}

/// An asynchronous endpoint that cannot throw: it reports being called, then returns
/// `placeholder`.
///
/// ```swift
/// var status: @Sendable () async -> Status = unimplemented("SpeechClient.status", placeholder: .denied)
/// ```
///
/// - Parameters:
///   - name: The endpoint, for the report.
///   - placeholder: What it returns after reporting.
///   - fileID: Where the report points; the caller's file.
///   - filePath: The file's full path, for XCTest.
///   - line: The declaration's line.
///   - column: The declaration's column.
/// - Returns: A closure of any arguments that reports and returns the placeholder.
public func unimplemented<each Argument, Result: Sendable>(
  _ name: String = "",
  placeholder: Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder
  }
}

/// A synchronous endpoint that cannot throw: it reports being called, then returns
/// `placeholder`.
///
/// ```swift
/// var status: @Sendable () -> Status = unimplemented("SpeechClient.status", placeholder: .denied)
/// ```
///
/// - Parameters:
///   - name: The endpoint, for the report.
///   - placeholder: What it returns after reporting.
///   - fileID: Where the report points; the caller's file.
///   - filePath: The file's full path, for XCTest.
///   - line: The declaration's line.
///   - column: The declaration's column.
/// - Returns: A closure of any arguments that reports and returns the placeholder.
public func unimplemented<each Argument, Result: Sendable>(
  _ name: String = "",
  placeholder: Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
    return placeholder
  }
}

/// An asynchronous endpoint that returns nothing: it reports being called.
///
/// - Parameters:
///   - name: The endpoint, for the report.
///   - fileID: Where the report points; the caller's file.
///   - filePath: The file's full path, for XCTest.
///   - line: The declaration's line.
///   - column: The declaration's column.
/// - Returns: A closure of any arguments that reports.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ name: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Void {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A synchronous endpoint that returns nothing: it reports being called.
///
/// - Parameters:
///   - name: The endpoint, for the report.
///   - fileID: Where the report points; the caller's file.
///   - filePath: The file's full path, for XCTest.
///   - line: The declaration's line.
///   - column: The declaration's column.
/// - Returns: A closure of any arguments that reports.
@_disfavoredOverload
public func unimplemented<each Argument>(
  _ name: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Void {
  { (_: repeat each Argument) in
    reportUnimplemented(name, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// A non-throwing endpoint that returns a value needs `placeholder:`: it cannot throw, so it
/// must return something after reporting.
@available(
  *, unavailable,
  message:
    "a non-throwing endpoint that returns a value needs 'placeholder:' (what it returns after reporting)"
)
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ name: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> Result {
  fatalError()
}

/// An asynchronous non-throwing endpoint that returns a value needs `placeholder:`.
@available(
  *, unavailable,
  message:
    "a non-throwing endpoint that returns a value needs 'placeholder:' (what it returns after reporting)"
)
@_disfavoredOverload
public func unimplemented<each Argument, Result>(
  _ name: String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> Result {
  fatalError()
}
