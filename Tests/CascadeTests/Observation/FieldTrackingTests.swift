import Observation
import Testing

@testable import Cascade

@Suite("Tracked fields: one core observer each while active, none once told")
@MainActor
struct FieldTrackingTests {
  @Test("tracking a field is one observer of the store, as one driver of it is")
  func oneObserverPerField() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    #expect(store.core.observerCount == 0)
    let observation = observe {
      _ = store.count
      _ = store.label
    }
    #expect(store.core.observerCount == 2)
    store.send(.childOther)  // neither field changed: both stay compared
    #expect(store.core.observerCount == 2)
    observation.cancel()
  }

  @Test("a read outside any tracking costs one notification, then the store has no observer")
  func untrackedReadRests() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    _ = store.count
    #expect(store.core.observerCount == 1)
    store.send(.rename("a"))  // count unchanged: still compared
    #expect(store.core.observerCount == 1)
    store.send(.increment)  // changed: told (nobody listens), then rests
    #expect(store.core.observerCount == 0)
    store.send(.increment)
    #expect(store.core.observerCount == 0)
  }

  @Test("a field read again after it rested compares against its value at that read")
  func wakesWithFreshValue() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    _ = store.count
    store.send(.increment)
    store.send(.increment)  // while resting: nobody compares
    var counts: [Int] = []
    let observation = observe { counts.append(store.count) }
    store.send(.rename("a"))
    store.send(.increment)
    #expect(counts == [2, 3])
    observation.cancel()
  }

  @Test("a field going to rest mid-notification leaves the store's later observers notified")
  func restingKeepsLaterObserversNotified() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var counts: [Int] = []
    var labels: [String] = []
    var values: [Int] = []
    // Tracked fields first, so that they leave the observer list before the driver runs.
    let observation = observe {
      counts.append(store.count)
      values.append(store.child.value)
    }
    let subscription = store.driver(\.label).drive { labels.append($0) }
    store.send(.bumpAll)
    store.send(.bumpAll)
    #expect(counts == [0, 1, 2])
    #expect(values == [0, 1, 2])
    #expect(labels == ["", "!", "!!"])
    observation.cancel()
    subscription.cancel()
  }

  @Test("an observe {} that read two fields changed by one send re-runs once")
  func twoFieldsOneRerun() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var runs = 0
    let observation = observe {
      _ = store.count
      _ = store.label
      runs += 1
    }
    store.send(.bumpAll)
    #expect(runs == 2)
    #expect(store.core.observerCount == 2)
    observation.cancel()
  }

  @Test("key paths made afresh for every read find their field, and are not kept without bound")
  func freshKeyPaths() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var levels: [Int?] = []
    var run = 0
    let observation = observe {
      run += 1
      // A subscript key path with an argument is a new object each time it is evaluated.
      let keyPath = \Gauges.State.rows[id: 2]
      levels.append(store[dynamicMember: keyPath]?.level)
    }
    for _ in 0..<500 {
      store.send(.level(id: 2))
      store.send(.level(id: 1))  // another row: no re-run
    }
    #expect(run == 501)
    #expect(levels.last == 500)
    #expect(store.core.observerCount == 1)
    #expect(store.tracker.keyPathObjectCount <= 4 * 1 + 64)
    observation.cancel()
  }

  @Test("a scoped store that tracked a field and is dropped leaves no observer with its root")
  func droppedScopedStore() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    do {
      // Made directly: `scope` keeps the stores it made for as long as their parent lives.
      let child = Store<Gauges.Child, Void>(
        runtime: ScopedCore(
          root: store.core, toState: \.child,
          toAction: CasePath({ Gauges.Action.childValue }, extract: { _ in nil })))
      _ = child.value
      #expect(store.core.observerCount == 1)
    }
    #expect(store.core.observerCount == 0)
  }
}
