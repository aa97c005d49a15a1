import Cascade
import CascadeTesting
import Testing

@testable import Cascade

/// A badge that only shows the count `CounterPanel` writes, as swift-sharing's readers do.
struct CountBadge: Reducer {
  struct State: Equatable {
    @SharedReader(.inMemory("count")) var count = 0
    var shown: [Int] = []
  }

  enum Action: Equatable { case show }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.shown.append(state.count)
    return .none
  }
}

@Suite("@SharedReader: a read-only view of a shared value")
@MainActor
struct SharedReaderTests {
  private let registry = SharedRegistry(tracksAssertions: false)

  private func made<Value>(_ make: () -> Value) -> Value {
    withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      make()
    }
  }

  @Test("a reader of a key reads what a Shared of the same key writes")
  func sameKey() {
    let badge = made { CountBadge.State() }
    let panel = made { CounterPanel.State() }
    #expect(badge.count == 0)
    panel.$count.withLock { $0 = 7 }
    #expect(badge.count == 7)
    #expect(badge.$count == SharedReader(panel.$count))
  }

  @Test("a reader handed down from a Shared follows it, member by member")
  func fromShared() {
    struct Settings: Equatable { var theme = "light" }
    let settings = Shared(value: Settings())
    let reader = SharedReader(settings)
    let theme = reader.theme
    let projected = SharedReader(projectedValue: settings)
    settings.withLock { $0.theme = "dark" }
    #expect(reader.wrappedValue.theme == "dark")
    #expect(theme.wrappedValue == "dark")
    #expect(projected.wrappedValue == Settings(theme: "dark"))
    #expect(SharedReader(value: 3).wrappedValue == 3)
  }

  @Test("a store's driver over a reader sees another store's write")
  func storeFollowsReader() async {
    let badgeState = made { CountBadge.State() }
    let panelState = made { CounterPanel.State() }
    let registry = self.registry
    let badge = Store(initialState: badgeState) {
      CountBadge()
    } withDependencies: {
      $0.sharedRegistry = registry
    }
    let panel = Store(initialState: panelState) {
      CounterPanel()
    } withDependencies: {
      $0.sharedRegistry = registry
    }
    let driven = Probe<Int>()
    let token = badge.driver(\.count).drive { driven.append($0) }
    panel.send(.incrementTapped)
    await driven.wait(count: 2)
    #expect(driven.all == [0, 1])
    badge.send(.show)
    #expect(badge.state.shown == [1])
    _ = token
  }

  @Test("a test store diffs a reader as its value")
  func testStoreShowsValue() async {
    let store = TestStore(initialState: CountBadge.State()) { CountBadge() }
    await store.send(.show) { $0.shown = [0] }
  }
}
