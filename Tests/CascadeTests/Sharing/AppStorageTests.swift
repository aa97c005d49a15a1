import CascadeTesting
import Foundation
import Testing

@testable import Cascade

private enum Theme: String, Sendable {
  case light, dark
}

private enum Size: Int, Sendable {
  case small = 1
  case large = 2
}

/// Settings kept in user defaults.
private struct Settings: Reducer {
  struct State: Equatable {
    @Shared(.appStorage("launches")) var launches = 0
    @Shared(.appStorage("theme")) var theme = Theme.light
  }

  func reduce(into state: inout State, action: Void) -> Effect<Void> {
    state.$launches.withLock { $0 += 1 }
    return .none
  }
}

@Suite("App storage")
struct AppStorageTests {
  private func inMemory<R>(_ values: [String: any Sendable] = [:], _ body: () -> R) -> R {
    withDependencies {
      $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
      $0.defaultAppStorage = .inMemory(values)
    } operation: {
      body()
    }
  }

  @Test("every supported type round-trips; nil removes the key; a stored value is loaded")
  func roundTrips() {
    let storage = DefaultAppStorage.inMemory(["count": 3])
    withDependencies {
      $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
      $0.defaultAppStorage = storage
    } operation: {
      #expect(Shared(wrappedValue: 0, .appStorage("count")).wrappedValue == 3)
      let date = Date(timeIntervalSince1970: 1_000)
      Shared(wrappedValue: false, .appStorage("bool")).withLock { $0 = true }
      Shared(wrappedValue: 0.0, .appStorage("double")).withLock { $0 = 2.5 }
      Shared(wrappedValue: "", .appStorage("string")).withLock { $0 = "hi" }
      Shared(wrappedValue: Data(), .appStorage("data")).withLock { $0 = Data([1, 2]) }
      Shared(wrappedValue: Date.distantPast, .appStorage("date")).withLock { $0 = date }
      Shared(wrappedValue: URL(string: "https://a.example")!, .appStorage("url")).withLock {
        $0 = URL(string: "https://b.example")!
      }
      Shared(wrappedValue: Theme.light, .appStorage("theme")).withLock { $0 = .dark }
      Shared(wrappedValue: Size.small, .appStorage("size")).withLock { $0 = .large }
      let optional = Shared<Int?>(wrappedValue: nil, .appStorage("optional"))
      optional.withLock { $0 = 7 }
      #expect(storage.values["optional"] as? Int == 7)
      optional.withLock { $0 = nil }
      #expect(storage.values["optional"] == nil)
    }
    // A fresh registry over the same storage loads every value back.
    withDependencies {
      $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
      $0.defaultAppStorage = storage
    } operation: {
      #expect(Shared(wrappedValue: false, .appStorage("bool")).wrappedValue)
      #expect(Shared(wrappedValue: 0.0, .appStorage("double")).wrappedValue == 2.5)
      #expect(Shared(wrappedValue: "", .appStorage("string")).wrappedValue == "hi")
      #expect(Shared(wrappedValue: Data(), .appStorage("data")).wrappedValue == Data([1, 2]))
      #expect(
        Shared(wrappedValue: Date.distantPast, .appStorage("date")).wrappedValue
          == Date(timeIntervalSince1970: 1_000))
      #expect(
        Shared(wrappedValue: URL(string: "https://a.example")!, .appStorage("url")).wrappedValue
          == URL(string: "https://b.example")!)
      #expect(Shared(wrappedValue: Theme.light, .appStorage("theme")).wrappedValue == .dark)
      #expect(Shared(wrappedValue: Size.small, .appStorage("size")).wrappedValue == .large)
      #expect(Shared<Int?>(wrappedValue: 1, .appStorage("optional")).wrappedValue == 1)
    }
  }

  @Test("under a test, app storage is in memory: one set of values for the test, never the user's")
  @MainActor
  func testStoreIsInMemory() async {
    let first = TestStore(initialState: Settings.State()) { Settings() }
    await first.send(()) { $0.$launches.withLock { $0 = 1 } }
    // A second store of the same test sees the test's values, as a second launch would.
    let second = TestStore(initialState: Settings.State()) { Settings() }
    await second.send(()) { $0.$launches.withLock { $0 = 2 } }
    #expect(UserDefaults.standard.object(forKey: "launches") == nil)
  }

  @Test("a key given its own store reads and writes that suite, apart from the default one")
  func perKeyStore() throws {
    let suite = "cascade-tests-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer {
      defaults.removePersistentDomain(forName: suite)
      // swift-corelibs-foundation keeps a suite in a file of the config folder.
      let config = FileManager.default.homeDirectoryForCurrentUser.appending(path: ".config")
      try? FileManager.default.removeItem(at: config.appending(path: "\(suite).plist"))
    }
    defaults.set(5, forKey: "launches")
    inMemory(["launches": 1]) {
      @Shared(.appStorage("launches", store: defaults)) var suiteLaunches = 0
      @Shared(.appStorage("launches")) var defaultLaunches = 0
      #expect(suiteLaunches == 5)
      #expect(defaultLaunches == 1)
      $suiteLaunches.withLock { $0 = 6 }
      #expect(defaults.integer(forKey: "launches") == 6)
      #expect(defaultLaunches == 1)
      #expect(
        AppStorageKey<Int>.appStorage("launches", store: defaults).id
          != AppStorageKey<Int>.appStorage("launches").id)
    }
  }

  @Test("FileStorage.inMemory, the property, is an empty storage of its own each time")
  func fileStorageInMemoryProperty() throws {
    let url = URL(filePath: "/nowhere/notes.json")
    let first: FileStorage = .inMemory
    let second: FileStorage = .inMemory
    try first.write(Data("[]".utf8), url)
    #expect(try first.read(url) == Data("[]".utf8))
    #expect(try second.read(url) == nil)
  }

  @Test("a value written by one run of a tool is read by the next (UserDefaults on disk)")
  func persistsAcrossRuns() async throws {
    _ = try #require(fixtureProcess, "CascadeFixtureProcess is not built next to the tests")
    let home = FileManager.default.temporaryDirectory
      .appending(path: "cascade-defaults-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    // A config folder of the test's own: the user's defaults are never touched.
    let environment = ["XDG_CONFIG_HOME": home.path, "HOME": home.path]
    let first = try await runFixtureProcess(
      ["app-storage", "runs", "41"], environment: environment)
    #expect(first == "0\n")
    let second = try await runFixtureProcess(["app-storage", "runs"], environment: environment)
    #expect(second == "41\n")
  }
}

extension DefaultAppStorage {
  /// What an in-memory storage holds, for the tests above.
  fileprivate var values: [String: Any] {
    var values: [String: Any] = [:]
    for key in ["bool", "double", "string", "data", "date", "url", "theme", "size", "optional"] {
      if let value = self.read(key) { values[key] = value }
    }
    return values
  }
}

@Suite("A damaged settings file is kept aside, never replaced")
struct SettingsFileTests {
  private let home = FileManager.default.temporaryDirectory
    .appending(path: "cascade-settings-\(UUID().uuidString)")

  @Test("a settings file that is not a property list is moved aside with a warning naming both")
  func movedAside() async throws {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let url = home.appending(path: "tool.plist")
    let damaged = Data("<?xml version=\"1.0\"?><plist><dict><key>other</key><int".utf8)
    try damaged.write(to: url)
    let log = RuntimeWarningLog()
    await RuntimeWarning.withSink(log.sink) {
      SettingsFile.keepAsideIfDamaged(url, fileID: #fileID, line: #line)
    }
    let kept = try FileManager.default.contentsOfDirectory(atPath: home.path)
      .filter { $0.hasPrefix("tool.plist.damaged-") }
    try #require(kept.count == 1)
    #expect(FileManager.default.contents(atPath: home.appending(path: kept[0]).path) == damaged)
    #expect(!FileManager.default.fileExists(atPath: url.path))
    #expect(log.messages.count == 1)
    #expect(log.messages.first?.contains(url.path) == true)
    #expect(log.messages.first?.contains(home.appending(path: kept[0]).path) == true)
  }

  @Test("a valid settings file is left as it is")
  func validLeftAlone() throws {
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let url = home.appending(path: "tool.plist")
    let valid = try PropertyListSerialization.data(
      fromPropertyList: ["other": 1], format: .xml, options: 0)
    try valid.write(to: url)
    SettingsFile.keepAsideIfDamaged(url, fileID: #fileID, line: #line)
    #expect(FileManager.default.contents(atPath: url.path) == valid)
  }

  #if !canImport(Darwin)
    @Test("a tool whose settings file was damaged keeps the user's other settings aside")
    func toolKeepsOtherSettings() async throws {
      _ = try #require(fixtureProcess, "CascadeFixtureProcess is not built next to the tests")
      try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: home) }
      let environment = ["XDG_CONFIG_HOME": home.path, "HOME": home.path]
      _ = try await runFixtureProcess(["app-storage", "other", "7"], environment: environment)
      _ = try await runFixtureProcess(["app-storage", "runs", "41"], environment: environment)
      let plist = home.appending(path: "CascadeFixtureProcess.plist")
      let whole = try #require(FileManager.default.contents(atPath: plist.path))
      let truncated = whole.prefix(whole.count - 20)
      try truncated.write(to: plist)
      let run = try await runFixtureProcess(
        ["app-storage", "runs", "42"], environment: environment)
      #expect(run == "0\n")
      let kept = try FileManager.default.contentsOfDirectory(atPath: home.path)
        .filter { $0.hasPrefix("CascadeFixtureProcess.plist.damaged-") }
      try #require(kept.count == 1)
      let aside = try #require(
        FileManager.default.contents(atPath: home.appending(path: kept[0]).path))
      #expect(aside == truncated)
      #expect(String(decoding: aside, as: UTF8.self).contains("<key>other</key>"))
    }
  #endif
}
