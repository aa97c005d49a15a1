import Testing

@testable import Cascade

/// Stores that observe join their registry's listeners; these tests release stores in every
/// order and check that none is left behind, since every `@Shared` write walks the listeners.
@Suite("Shared listeners: a released store leaves nothing behind")
@MainActor
struct SharedListenerTests {
  struct Counter: Reducer {
    struct State: Equatable, Sendable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  private func makeStore(in registry: SharedRegistry) -> Store<Counter.State, Counter.Action> {
    Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.sharedRegistry = registry
    }
  }

  @Test("stores released before their drivers' subscriptions leave no listener")
  func storesReleasedFirst() {
    let registry = SharedRegistry(tracksAssertions: false)
    var subscriptions: [AnyCancellable] = []
    do {
      let stores = (0..<2_000).map { _ in makeStore(in: registry) }
      subscriptions = stores.map { $0.driver(\.count).drive { _ in } }
      #expect(registry.listenerCount == 2_000)
    }
    #expect(registry.listenerCount == 0)
    #expect(registry.listenerCapacity == 0)
    for subscription in subscriptions { subscription.cancel() }
    #expect(registry.listenerCount == 0)
  }

  @Test("subscriptions cancelled before their stores are released leave no listener")
  func subscriptionsCancelledFirst() {
    let registry = SharedRegistry(tracksAssertions: false)
    var stores = (0..<2_000).map { _ in makeStore(in: registry) }
    let subscriptions = stores.map { $0.driver(\.count).drive { _ in } }
    for subscription in subscriptions { subscription.cancel() }
    #expect(registry.listenerCount == 0)
    stores.removeAll()
    #expect(registry.listenerCapacity == 0)
  }

  @Test("a store that keeps observing stays listening, alone, after the others left")
  func survivorStillListens() {
    let registry = SharedRegistry(tracksAssertions: false)
    let survivor = makeStore(in: registry)
    let kept = survivor.driver(\.count).drive { _ in }
    var others = (0..<500).map { _ in makeStore(in: registry) }
    let subscriptions = others.map { $0.driver(\.count).drive { _ in } }
    others.removeAll()
    #expect(registry.listenerCount == 1)
    #expect(registry.listenerCapacity <= 16)
    _ = subscriptions
    kept.cancel()
    #expect(registry.listenerCount == 0)
  }

  @Test("a StoreActor observed through values(_:) leaves no listener once released")
  func storeActorValues() async {
    let registry = SharedRegistry(tracksAssertions: false)
    var streams: [AsyncStream<Int>] = []
    for _ in 0..<200 {
      let actor = StoreActor(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.sharedRegistry = registry
      }
      streams.append(await actor.values(\.count))
    }
    #expect(registry.listenerCount == 0)
    #expect(registry.listenerCapacity == 0)
    _ = streams
  }
}
