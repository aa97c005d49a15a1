#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whether this process runs tests (Swift Testing or XCTest): swift-issue-reporting's
/// `isTesting`, for code that must behave differently under a test runner, such as an app
/// entry point that should not start its live services.
///
/// ```swift
/// guard !isTesting else { return }
/// startAnalytics()
/// ```
///
/// True in a test bundle's process: its executable ends in `.xctest` (what `swift test`
/// runs, Swift Testing's tests included), or XCTest's configuration is in the environment
/// (Xcode).
public var isTesting: Bool { IsTesting.value }

private enum IsTesting {
  static let value: Bool = {
    let environment = ProcessInfo.processInfo.environment
    if environment["XCTestConfigurationFilePath"] != nil
      || environment["XCTestBundlePath"] != nil
      || environment["XCTestSessionIdentifier"] != nil
    {
      return true
    }
    let executable = CommandLine.arguments.first ?? ""
    return executable.hasSuffix(".xctest") || executable.contains(".xctest/")
      || executable.hasSuffix("PackageTests")
  }()
}
