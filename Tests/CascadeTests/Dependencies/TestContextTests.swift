import CascadeTesting
import Foundation
import Testing
import XCTest

@testable import Cascade

/// Under a test, with CascadeTesting in the process, a test body's `@Shared(.fileStorage)` and
/// `.appStorage` stay in memory without any trait, one set per test, shared with the test's
/// stores.
@Suite("Test context: a test never touches the user's files or defaults")
@MainActor
struct TestContextTests {
  private let url = FileManager.default.temporaryDirectory
    .appending(path: "cascade-test-context-\(UUID().uuidString)/names.json")

  @Test("a test body's @Shared(.fileStorage) stays in memory, one value for the test")
  func fileStorageInBody() {
    let names = Shared(wrappedValue: [String](), .fileStorage(url))
    names.withLock { $0.append("Ada") }
    SharedWrites.flush()
    #expect(!FileManager.default.fileExists(atPath: url.path))
    let again = Shared(wrappedValue: ["default"], .fileStorage(url))
    #expect(again.wrappedValue == ["Ada"])
  }

  @Test("a test body's .appStorage never reaches the user's defaults")
  func appStorageInBody() {
    let key = "cascade.test-context.\(UUID().uuidString)"
    let launches = Shared(wrappedValue: 0, .appStorage(key))
    launches.withLock { $0 = 5 }
    #expect(UserDefaults.standard.object(forKey: key) == nil)
    #expect(Shared(wrappedValue: 0, .appStorage(key)).wrappedValue == 5)
  }

  @Test("a state holding @Shared built before its TestStore is asserted by it, on no disk")
  func stateBuiltBeforeTheStore() async {
    let state = NamesFeature.State(url: url)
    let store = TestStore(initialState: state) { NamesFeature() }
    await store.send(.add("Ada")) { $0.$names.withLock { $0 = ["Ada"] } }
    SharedWrites.flush()
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }

  @Test("an override still wins: a test that asks for the file system gets it")
  func overrideWins() throws {
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let names = withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: [String](), .fileStorage(url))
    }
    names.withLock { $0.append("Ada") }
    try names.save()
    #expect(FileManager.default.fileExists(atPath: url.path))
  }
}

/// The same under XCTest: the test case under way has its test context.
final class TestContextXCTests: XCTestCase {
  @MainActor
  func testFileStorageInTestBodyStaysInMemory() async {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "cascade-test-context-\(UUID().uuidString)/names.json")
    let names = Shared(wrappedValue: [String](), .fileStorage(url))
    names.withLock { $0.append("Ada") }
    SharedWrites.flush()
    XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    XCTAssertEqual(Shared(wrappedValue: ["default"], .fileStorage(url)).wrappedValue, ["Ada"])
  }
}
