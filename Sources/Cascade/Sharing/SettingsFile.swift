import Foundation

/// The file that holds `UserDefaults.standard` on Linux, checked before `.appStorage` first
/// reads it: swift-corelibs-foundation reads a damaged property list as empty, and its next
/// write would replace the file with the one key written — every other setting lost. A file
/// that does not parse is moved aside instead (as a damaged `.fileStorage` file is), and a
/// warning names both paths. On Apple platforms the system owns the file; nothing is checked.
enum SettingsFile {
  /// Where `UserDefaults.standard` keeps its values: `$XDG_CONFIG_HOME/<process name>.plist`,
  /// or `~/.config/<process name>.plist`; `nil` on Apple platforms.
  static var standard: URL? {
    #if canImport(Darwin)
      return nil
    #else
      let environment = ProcessInfo.processInfo.environment
      let configHome =
        environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? URL(filePath: $0) : nil }
        ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory()).appending(path: ".config")
      return configHome.appending(path: "\(ProcessInfo.processInfo.processName).plist")
    #endif
  }

  private static let checked = Locked<Set<String>>([])

  /// Moves the file at `url` aside if it holds something that is not a property list; once
  /// per file and process.
  ///
  /// - Parameters:
  ///   - fileID: The `@Shared(.appStorage(…))` declaration a warning names.
  ///   - line: Its line.
  static func keepAsideIfDamaged(_ url: URL, fileID: StaticString, line: UInt) {
    guard checked.withLock({ $0.insert(url.path).inserted }) else { return }
    // Missing or empty: nothing to lose.
    guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty else { return }
    // Swift's own decoder: Foundation's `PropertyListSerialization` leaks its error object
    // on a document that does not parse.
    guard (try? PropertyListDecoder().decode(AnyPropertyList.self, from: data)) == nil else {
      return
    }
    do {
      let aside = try DurableFile.moveAside(url, label: "damaged")
      RuntimeWarning.report(
        """
        @Shared(.appStorage): the settings file \(url.path) is not a valid property list; \
        it was moved to \(aside.path) so that no write replaces it, and settings start from \
        their defaults.
        """,
        fileID: fileID, line: line)
    } catch {
      RuntimeWarning.report(
        """
        @Shared(.appStorage): the settings file \(url.path) is not a valid property list, \
        and \(error); a write may replace it.
        """,
        fileID: fileID, line: line)
    }
  }
}

/// Any property list whose root is a dictionary (what a settings file holds): decoding it
/// checks that the document parses, and reads nothing.
private struct AnyPropertyList: Decodable {
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    _ = try decoder.container(keyedBy: AnyKey.self)
  }
}
