import Testing

@testable import Cascade

/// A counter with an alert, and actions that change several things at once.
struct AlertFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var label = ""
    @Pulse var alert: String? = nil
  }

  enum Action: Equatable {
    case increment
    case setLabel(String)
    case showAlert(String)
    case burst
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .setLabel(let label): state.label = label
    case .showAlert(let message): state.alert = message
    case .burst: return .merge(.send(.increment), .send(.increment), .send(.increment))
    }
    return .none
  }
}

@Suite("Store observation: Driver")
@MainActor
struct DriverTests {
  func makeStore() -> Store<AlertFeature.State, AlertFeature.Action> {
    Store(initialState: AlertFeature.State()) { AlertFeature() }
  }

  @Test("a driver delivers the current value at once, then each distinct change")
  func currentThenChanges() {
    let store = makeStore()
    var seen: [Int] = []
    let subscription = store.driver(\.count).drive { seen.append($0) }
    store.send(.increment)
    store.send(.setLabel("unrelated"))
    store.send(.increment)
    #expect(seen == [0, 1, 2])
    subscription.cancel()
  }

  @Test("a late subscriber gets the latest value replayed")
  func replayToLateSubscriber() {
    let store = makeStore()
    let driver = store.driver(\.count).map { "count \($0)" }
    var early: [String] = []
    var late: [String] = []
    let first = driver.drive { early.append($0) }
    store.send(.increment)
    let second = driver.drive { late.append($0) }
    store.send(.increment)
    #expect(early == ["count 0", "count 1", "count 2"])
    #expect(late == ["count 1", "count 2"])
    _ = (first, second)
  }

  @Test("subscribers share the upstream: map runs once per element")
  func sharedUpstream() {
    let store = makeStore()
    var mapCalls = 0
    let driver = store.driver(\.count).map { count -> Int in
      mapCalls += 1
      return count * 10
    }
    let subscriptions = (0..<5).map { _ in driver.drive { _ in } }
    store.send(.increment)
    store.send(.increment)
    #expect(mapCalls == 3)
    _ = subscriptions
  }

  @Test("observers see one notification per top-level send, with the final state")
  func coalescedPerSend() {
    let store = makeStore()
    var seen: [Int] = []
    var states = 0
    let a = store.driver(\.count).drive { seen.append($0) }
    let b = store.states.drive { _ in states += 1 }
    store.send(.burst)
    #expect(seen == [0, 3])
    #expect(states == 2)
    _ = (a, b)
  }

  @Test("a custom removeDuplicates compares with the last delivered value")
  func customRemoveDuplicates() {
    let store = makeStore()
    var seen: [Int] = []
    // Within 2 of the last *delivered* value counts as unchanged.
    let subscription = store.driver(\.count) { abs($0 - $1) < 2 }.drive { seen.append($0) }
    for _ in 0..<5 { store.send(.increment) }
    #expect(seen == [0, 2, 4])
    subscription.cancel()
  }

  @Test("operators: compactMap, filter and removeDuplicates")
  func operators() {
    let store = makeStore()
    var evens: [Int] = []
    var parity: [Bool] = []
    var labels: [String] = []
    let a = store.driver(\.count).filter { $0.isMultiple(of: 2) }.drive { evens.append($0) }
    let b = store.driver(\.count).map { $0.isMultiple(of: 2) || $0 == 1 }.removeDuplicates()
      .drive { parity.append($0) }
    let c = store.driver(\.label).compactMap { $0.isEmpty ? nil : $0.uppercased() }
      .drive { labels.append($0) }
    for _ in 0..<4 { store.send(.increment) }
    store.send(.setLabel("hi"))
    #expect(evens == [0, 2, 4])
    #expect(parity == [true, false, true])
    #expect(labels == ["HI"])
    _ = (a, b, c)
  }

  @Test("cancel and deinit of the token stop delivery")
  func cancelAndDeinit() {
    let store = makeStore()
    var cancelled: [Int] = []
    var released: [Int] = []
    let subscription = store.driver(\.count).drive { cancelled.append($0) }
    var set: Set<AnyCancellable> = []
    store.driver(\.count).drive { released.append($0) }.store(in: &set)
    store.send(.increment)
    subscription.cancel()
    set.removeAll()
    store.send(.increment)
    #expect(cancelled == [0, 1])
    #expect(released == [0, 1])
  }

  @Test("the last subscriber leaving disconnects the driver from the store")
  func disconnects() async {
    let store = makeStore()
    let subscription = store.driver(\.count).map { $0 }.drive { _ in }
    #expect(store.core.observerCount == 1)
    subscription.cancel()
    // Removal hops through the main actor twice (node, then store); wait for both hops.
    await Task { @MainActor in }.value
    await Task { @MainActor in }.value
    #expect(store.core.observerCount == 0)
  }

  @Test("values yields the current value, then each change")
  func values() async {
    let store = makeStore()
    var iterator = store.driver(\.count).values.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    store.send(.increment)
    store.send(.increment)
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
  }

  @Test("an action sent from a callback is queued and processed after the notification")
  func sendFromCallback() {
    let store = makeStore()
    var seen: [String] = []
    let a = store.driver(\.count).drive { count in
      seen.append("a saw \(count)")
      if count == 1 { store.send(.setLabel("from callback")) }
    }
    let b = store.driver(\.count).drive { seen.append("b saw \($0)") }
    let c = store.driver(\.label).drive { seen.append("label \($0)") }
    store.send(.increment)
    #expect(
      seen == [
        "a saw 0", "b saw 0", "label ",
        "a saw 1", "b saw 1",
        "label from callback",
      ]
    )
    #expect(store.state.label == "from callback")
    _ = (a, b, c)
  }
}

@Suite("Store observation: Signal and pulse")
@MainActor
struct SignalTests {
  func makeStore() -> Store<AlertFeature.State, AlertFeature.Action> {
    Store(initialState: AlertFeature.State()) { AlertFeature() }
  }

  @Test("a signal delivers only distinct changes after subscription, no replay")
  func noReplay() {
    let store = makeStore()
    store.send(.increment)
    var seen: [Int] = []
    let subscription = store.signal(\.count).emit { seen.append($0) }
    #expect(seen.isEmpty)
    store.send(.setLabel("x"))
    store.send(.increment)
    #expect(seen == [2])
    subscription.cancel()
  }

  @Test("a pulse emits every assignment, equal values included, and ignores other changes")
  func pulseEmitsAssignments() {
    let store = makeStore()
    var alerts: [String?] = []
    let subscription = store.pulse(\.$alert).emit { alerts.append($0) }
    store.send(.showAlert("Network error"))
    store.send(.increment)
    store.send(.setLabel("unrelated"))
    store.send(.showAlert("Network error"))
    #expect(alerts == ["Network error", "Network error"])
    subscription.cancel()
  }

  @Test("a pulse emits once per notification, with the last value")
  func pulseOncePerNotification() {
    struct Twice: Reducer {
      func reduce(into state: inout AlertFeature.State, action: Bool) -> Effect<Bool> {
        state.alert = "first"
        state.alert = "second"
        return action ? .send(false) : .none
      }
    }
    let store = Store(initialState: AlertFeature.State()) { Twice() }
    var alerts: [String?] = []
    let subscription = store.pulse(\.$alert).emit { alerts.append($0) }
    store.send(true)
    #expect(alerts == ["second"])
    #expect(store.state.$alert.valueUpdatedCount == 4)
    subscription.cancel()
  }

  @Test("a view that subscribes again does not see the last alert again")
  func resubscribeDoesNotReplay() async {
    let store = makeStore()
    var first: [String?] = []
    var second: [String?] = []
    let subscription = store.pulse(\.$alert).emit { first.append($0) }
    store.send(.showAlert("Saved"))
    subscription.cancel()
    let again = store.pulse(\.$alert).emit { second.append($0) }
    store.send(.increment)
    #expect(first == ["Saved"])
    #expect(second.isEmpty)
    store.send(.showAlert("Saved"))
    #expect(second == ["Saved"])
    again.cancel()
  }
}

@Suite("Store observation cost")
@MainActor
struct ObservationCostTests {
  /// A copy-on-write buffer that counts the copies mutation forces.
  struct Tracked: Equatable {
    final class Storage {
      var values: [Int]
      init(_ values: [Int]) { self.values = values }
    }
    private var storage: Storage
    private(set) var copies = 0

    init(count: Int) { storage = Storage(Array(repeating: 0, count: count)) }

    mutating func increment(at index: Int) {
      if !isKnownUniquelyReferenced(&storage) {
        storage = Storage(storage.values)
        copies += 1
      }
      storage.values[index] += 1
    }

    static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.storage.values == rhs.storage.values }
  }

  struct State: Equatable {
    var big = Tracked(count: 100_000)
    var counter = 0
  }

  @Test("observing a small field never copies the large rest of the state")
  func noCopies() {
    let store = Store(initialState: State()) {
      Reduce<State, Int> { state, index in
        state.big.increment(at: index)
        state.counter += 1
        return .none
      }
    }
    var seen = 0
    let a = store.driver(\.counter).drive { _ in seen += 1 }
    let b = store.signal(\.counter).emit { _ in seen += 1 }
    let c = store.states.drive { _ in seen += 1 }
    for index in 0..<100 { store.send(index) }
    #expect(store.state.big.copies == 0)
    #expect(seen == 1 + 100 + 100 + 1 + 100)
    _ = (a, b, c)
  }
}
