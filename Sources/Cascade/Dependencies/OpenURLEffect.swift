import Foundation

/// Opens a URL: TCA's `@Dependency(\.openURL)`, the value of ``DependencyValues/openURL``.
///
/// ```swift
/// @Dependency(\.openURL) var openURL
/// …
/// case .helpTapped:
///   return .run { _ in await openURL(URL(string: "https://example.com/help")!) }
/// ```
///
/// Live, it asks the system: `open` on macOS, `xdg-open` on Linux; on a platform without
/// either (iOS and the rest, where SwiftUI's `openURL` does it) it reports a runtime warning
/// and opens nothing, so an app there gives its own (`$0.openURL = OpenURLEffect { … }`). In
/// a test it is unimplemented: a test issue when called, until the test gives one.
public struct OpenURLEffect: Sendable {
  private let open: @Sendable (URL) async -> Bool
  /// Whether this is a test's value that the test never set: each call reports, at the
  /// `@Dependency` that read it (see `UnsetTestValue`).
  private var isUnset = false

  /// An effect that opens URLs with `open`.
  ///
  /// - Parameter open: Opens a URL; returns whether it was opened.
  public init(_ open: @escaping @Sendable (URL) async -> Bool) {
    self.open = open
  }

  /// Opens `url`.
  ///
  /// - Parameter url: The URL to open.
  /// - Returns: Whether it was opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await open(url)
  }

  /// The system's opener, or a warning where there is none.
  static let system = OpenURLEffect { url in
    #if os(macOS) || os(Linux)
      #if os(macOS)
        let opener = "/usr/bin/open"
      #else
        let opener = "/usr/bin/xdg-open"
      #endif
      let process = Process()
      process.executableURL = URL(fileURLWithPath: opener)
      process.arguments = [url.absoluteString]
      do {
        try process.run()
      } catch {
        RuntimeWarning.report(
          "'@Dependency(\\.openURL)' could not run \(opener) to open \(url): \(error).",
          fileID: #fileID, line: #line)
        return false
      }
      return await withCheckedContinuation { continuation in
        process.terminationHandler = { process in
          continuation.resume(returning: process.terminationStatus == 0)
        }
      }
    #else
      RuntimeWarning.report(
        """
        '@Dependency(\\.openURL)' has no system opener on this platform: \(url) was not opened. \
        Give one at the app's entry ('prepareDependencies { $0.openURL = OpenURLEffect { … } }').
        """,
        fileID: #fileID, line: #line)
      return false
    #endif
  }
}

extension OpenURLEffect: UnsetTestValue {
  /// The effect a test gets when it sets none: each call reports (TCA's unimplemented
  /// `openURL`) at `fileID:line`, opens nothing and returns `false`.
  static func unset(fileID: StaticString, line: UInt) -> OpenURLEffect {
    var effect = OpenURLEffect { url in
      RuntimeWarning.report(
        """
        Unimplemented: @Dependency(\\.openURL). A test opened \(url) without giving it a \
        value: set one ('$0.openURL = OpenURLEffect { url in … }'). Nothing was opened.
        """,
        fileID: fileID,
        line: line
      )
      return false
    }
    effect.isUnset = true
    return effect
  }

  func reportingUse(at fileID: StaticString, line: UInt) -> OpenURLEffect {
    isUnset ? .unset(fileID: fileID, line: line) : self
  }
}
