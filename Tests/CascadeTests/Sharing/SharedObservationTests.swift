import Cascade
import Foundation
import Testing

@Suite("Observing shared values")
@MainActor
struct SharedObservationTests {
  /// Dependencies with a shared registry of the test's own (plain stores use the live one).
  private let registry = SharedRegistry(tracksAssertions: false)

  private func makeStore<R: Reducer>(_ state: () -> R.State, _ reducer: R) -> Store<
    R.State, R.Action
  > {
    let registry = self.registry
    let state = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      state()
    }
    return Store(initialState: state) {
      reducer
    } withDependencies: {
      $0.sharedRegistry = registry
    }
  }

  @Test("a driver sees a change made by another feature of the store, in the same send")
  func sameStore() {
    let store = makeStore({ TwoPanels.State() }, TwoPanels())
    var seen: [Int] = []
    let token = store.driver(\.right.count).drive { seen.append($0) }
    store.send(.left(.incrementTapped))
    #expect(seen == [0, 1])
    store.send(.bothTapped)
    #expect(seen == [0, 1, 102])
    _ = token
  }

  @Test("observers of a child struct holding @Shared see a sibling's write, in the same send")
  func childStructHoldingShared() {
    let store = makeStore({ TwoPanels.State() }, TwoPanels())
    var driven: [Int] = []
    var signalled: [Int] = []
    var tracked: [Int] = []
    let tokens = [
      store.driver(\.right).drive { driven.append($0.count) },
      store.signal(\.right).emit { signalled.append($0.count) },
      observe { tracked.append(store.right.count) },
    ]
    // The left panel writes the count both panels share: `right` holds the same reference,
    // so its old and new copies compare equal.
    store.send(.left(.incrementTapped))
    #expect(driven == [0, 1])
    #expect(signalled == [1])
    #expect(tracked == [0, 1])
    store.send(.left(.incrementTapped))
    #expect(driven == [0, 1, 2])
    #expect(tracked == [0, 1, 2])
    _ = tokens
  }

  @Test("another store's drivers, signals and Observation tracking see the change")
  func otherStore() async {
    let writer = makeStore({ CounterPanel.State() }, CounterPanel())
    let reader = makeStore({ CounterPanel.State() }, CounterPanel())
    let driven = Probe<Int>()
    let signalled = Probe<Int>()
    let tracked = Probe<Int>()
    let tokens = [
      reader.driver(\.count).drive { driven.append($0) },
      reader.signal(\.count).emit { signalled.append($0) },
      observe { tracked.append(reader.count) },
    ]
    writer.send(.incrementTapped)
    await driven.wait(count: 2)
    writer.send(.resetTapped)
    await driven.wait(count: 3)
    await tracked.wait(count: 3)
    #expect(driven.all == [0, 1, 0])
    #expect(signalled.all == [1, 0])
    #expect(tracked.all == [0, 1, 0])
    _ = tokens
  }

  @Test("a change made by an effect, off the main actor, reaches another store's driver")
  func fromEffect() async {
    let writer = makeStore({ CounterPanel.State() }, CounterPanel())
    let reader = makeStore({ CounterPanel.State() }, CounterPanel())
    let seen = Probe<Int>()
    let token = reader.driver(\.count).drive { seen.append($0) }
    await writer.send(.incrementLater).finish()
    await seen.wait(count: 2)
    #expect(seen.all == [0, 10])
    _ = token
  }

  @Test("a store that stops observing stops being told")
  func stopsListening() async {
    let writer = makeStore({ CounterPanel.State() }, CounterPanel())
    let reader = makeStore({ CounterPanel.State() }, CounterPanel())
    let seen = Probe<Int>()
    var token: AnyCancellable? = reader.driver(\.count).drive { seen.append($0) }
    writer.send(.incrementTapped)
    await seen.wait(count: 2)
    token = nil
    await writer.send(.incrementLater).finish()
    await Task.yield()
    #expect(seen.all == [0, 1])
    _ = token
  }
}
