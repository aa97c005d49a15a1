import Cascade
import Foundation
import Testing

@Suite("Shared values")
struct SharedValueTests {
  /// `Shared(value:)` in a registry of the test's own, so that its writes are not announced
  /// to the stores of other tests (the process's live registry).
  private func shared<Value: Sendable>(_ value: Value) -> Shared<Value> {
    withDependencies {
      $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
    } operation: {
      Shared(value: value)
    }
  }

  @Test("every @Shared with one key is one value, written through any of them")
  func oneValuePerKey() {
    withDependencies {
      $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
    } operation: {
      let first = Shared(wrappedValue: 1, .inMemory("n"))
      let second = Shared(wrappedValue: 99, .inMemory("n"))
      #expect(second.wrappedValue == 1)
      second.withLock { $0 = 5 }
      #expect(first.wrappedValue == 5)
      #expect(Shared(wrappedValue: 0, .inMemory("other")).wrappedValue == 0)
    }
  }

  @Test("an in-memory value outlives its @Shareds; each registry has its own")
  func inMemoryOutlives() {
    let registry = SharedRegistry(tracksAssertions: false)
    withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(wrappedValue: 0, .inMemory("kept")).withLock { $0 = 7 }
      #expect(Shared(wrappedValue: 0, .inMemory("kept")).wrappedValue == 7)
    }
    withDependencies {
      $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
    } operation: {
      #expect(Shared(wrappedValue: 0, .inMemory("kept")).wrappedValue == 0)
    }
  }

  @Test("a withLock body may read and write the same value again, with no access conflict")
  func reentrantLock() {
    let shared = shared([1, 2, 3])
    let result = shared.withLock { values -> Int in
      values.append(4)
      let seen = shared.wrappedValue.count
      shared.withLock { $0.append(5) }
      return seen + shared.wrappedValue.count
    }
    #expect(result == 4 + 5)
    #expect(shared.wrappedValue == [1, 2, 3, 4, 5])
  }

  @Test("a projection reads and writes one member through its parent")
  func projection() {
    struct Settings: Equatable, Sendable {
      var theme = "light"
      var size = 12
    }
    let settings = shared(Settings())
    let theme = settings.theme
    theme.withLock { $0 = "dark" }
    #expect(settings.wrappedValue == Settings(theme: "dark", size: 12))
    settings.withLock { $0.size = 14 }
    #expect(settings.size.wrappedValue == 14)
  }

  @Test("copies of Shared(value:) share; == compares values")
  func equality() {
    let one = shared(1)
    let copy = one
    copy.withLock { $0 = 2 }
    #expect(one.wrappedValue == 2)
    #expect(one == copy)
    #expect(one == shared(2))
    #expect(one != shared(3))
  }

  @Test("many threads writing one value lose no write")
  func concurrentWrites() async {
    let shared = shared(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask { for _ in 0..<1_000 { shared.withLock { $0 += 1 } } }
      }
    }
    #expect(shared.wrappedValue == 8_000)
  }
}
