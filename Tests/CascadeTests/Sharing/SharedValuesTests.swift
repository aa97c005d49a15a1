import Cascade
import Testing

@testable import Cascade

@Suite("A Shared's values, observed outside a store")
struct SharedValuesTests {
  private let registry = SharedRegistry(tracksAssertions: false)

  @Test("the current value, then one value per change, in order; other values' changes are not")
  func valuesInOrder() async {
    let (count, other) = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      (Shared(wrappedValue: 0, .inMemory("count")), Shared(wrappedValue: "", .inMemory("other")))
    }
    let reader = SharedReader(count)
    var iterator = count.values.makeAsyncIterator()
    var readerValues = reader.values.makeAsyncIterator()
    count.withLock { $0 = 1 }
    other.withLock { $0 = "x" }
    count.withLock { $0 += 1 }
    var seen: [Int] = []
    for _ in 0..<3 { if let value = await iterator.next() { seen.append(value) } }
    #expect(seen == [0, 1, 2])
    #expect(await readerValues.next() == 0)
    #expect(await readerValues.next() == 1)
  }

  @Test("a member's values follow the parent's changes")
  func memberValues() async {
    struct Settings: Equatable { var theme = "light", volume = 1 }
    let settings = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(wrappedValue: Settings(), .inMemory("settings"))
    }
    var themes = settings.theme.values.makeAsyncIterator()
    settings.withLock { $0.theme = "dark" }
    #expect(await themes.next() == "light")
    #expect(await themes.next() == "dark")
  }

  @Test("ending the iteration removes its listener")
  func endsListening() async {
    let count = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(wrappedValue: 0, .inMemory("ended"))
    }
    let before = registry.listenerCount
    let task = Task {
      var seen = 0
      for await _ in count.values {
        seen += 1
        if seen == 2 { break }
      }
      return seen
    }
    while registry.listenerCount == before { await Task.yield() }
    count.withLock { $0 = 1 }
    #expect(await task.value == 2)
    #expect(registry.listenerCount == before)
  }
}
