import Cascade
import Foundation
import Observation
import Testing

/// A model outside any store holding a shared value, as swift-sharing's docs write one.
@Observable
@MainActor
final class CounterModel {
  @ObservationIgnored @Shared var count: Int

  init(count: Shared<Int>) {
    _count = count
  }
}

/// Whether `onChange` ran since the tracking began (set from any thread).
private final class Fired: Sendable {
  let count = LockIsolated(0)
}

@Suite("Swift Observation of a @Shared outside any store")
@MainActor
struct SharedSwiftObservationTests {
  private let registry = SharedRegistry(tracksAssertions: false)

  private func shared<Value: Sendable>(_ key: String, _ value: Value) -> Shared<Value> {
    withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(wrappedValue: value, .inMemory(key))
    }
  }

  private func track(_ read: () -> Void) -> Fired {
    let fired = Fired()
    withObservationTracking(read) { fired.count.withValue { $0 += 1 } }
    return fired
  }

  @Test("a read under tracking is told of the next change, once, after it")
  func readThenChange() {
    let count = shared("count", 0)
    let fired = track { _ = count.wrappedValue }
    #expect(fired.count.value == 0)
    count.withLock { $0 += 1 }
    #expect(fired.count.value == 1)
    count.withLock { $0 += 1 }
    #expect(fired.count.value == 1)  // tracking ends at the first change, as Observation's does
  }

  @Test("a change made through another @Shared of the key, or a member's, is seen")
  func otherHandles() {
    let first = shared("settings", ["theme": "light"])
    let second = shared("settings", ["theme": "light"])
    let fired = track { _ = first.wrappedValue }
    second.withLock { $0["theme"] = "dark" }
    #expect(fired.count.value == 1)

    struct Settings: Sendable {
      var theme = "light"
      var size = 12
    }
    let settings = shared("struct", Settings())
    let memberFired = track { _ = settings.theme.wrappedValue }
    settings.withLock { $0.size = 14 }
    #expect(memberFired.count.value == 1)
  }

  @Test("an @Observable model's @ObservationIgnored @Shared property is tracked through its value")
  func observableModel() {
    let model = CounterModel(count: shared("model", 1))
    let fired = track { _ = model.count }
    model.$count.withLock { $0 = 2 }
    #expect(fired.count.value == 1)
    #expect(model.count == 2)
  }

  @Test("a value loaded from its file tells observers too")
  func loadedChange() throws {
    let directory = FileManager.default.temporaryDirectory
      .appending(path: "cascade-observe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appending(path: "count.json")
    try Data("1".utf8).write(to: url)
    let count = withDependencies {
      $0.sharedRegistry = registry
      $0.defaultFileStorage = .fileSystem
    } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
    #expect(count.wrappedValue == 1)
    let fired = track { _ = count.wrappedValue }
    try Data("5".utf8).write(to: url)
    try count.load()
    #expect(count.wrappedValue == 5)
    #expect(fired.count.value == 1)
  }
}
