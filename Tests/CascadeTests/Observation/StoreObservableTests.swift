import Observation
import Testing

@testable import Cascade

/// A feature with fields to observe one at a time.
struct Gauges: Reducer {
  struct Child: Equatable {
    var value = 0
    var other = 0
  }

  struct Row: Equatable, Identifiable {
    let id: Int
    var level = 0
  }

  struct State: Equatable {
    var count = 0
    var label = ""
    var child = Child()
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    @Pulse var alert: String?
  }

  enum Action: Equatable {
    case increment
    case rename(String)
    case childValue
    case childOther
    case fanOut
    case alert(String?)
    case level(id: Int)
    /// Changes `count`, `label` and `child.value` in one action.
    case bumpAll
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .rename(let label):
      state.label = label
      return .none
    case .childValue:
      state.child.value += 1
      return .none
    case .childOther:
      state.child.other += 1
      return .none
    case .fanOut:
      return .merge(.send(.increment), .send(.increment), .send(.increment))
    case .alert(let alert):
      state.alert = alert
      return .none
    case .level(let id):
      state.rows[id: id]?.level += 1
      return .none
    case .bumpAll:
      state.count += 1
      state.label += "!"
      state.child.value += 1
      return .none
    }
  }
}

/// Counts the changes `withObservationTracking` reports for what `read` reads, re-arming
/// the tracking after each one.
@MainActor
final class ChangeCounter {
  private(set) var changes = 0
  private let read: @MainActor () -> Void

  init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    arm()
  }

  private func arm() {
    withObservationTracking(read) { [weak self] in
      // Called synchronously on the main actor, inside the store's notification.
      MainActor.assumeIsolated {
        self?.changes += 1
        self?.rearmLater()
      }
    }
  }

  private func rearmLater() {
    // Re-arming inside the change notification would observe the old registration.
    Task { @MainActor in self.arm() }
  }
}

@Suite("Swift Observation: store.field is tracked field by field")
@MainActor
struct StoreObservableTests {
  @Test("reading a field tracks that field: a change notifies, a change elsewhere does not")
  func fieldTracked() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    let changed = Locked(false)
    withObservationTracking {
      _ = store.count
    } onChange: {
      changed.withLock { $0 = true }
    }
    store.send(.rename("x"))
    #expect(!changed.withLock { $0 })
    store.send(.increment)
    #expect(changed.withLock { $0 })
    #expect(store.count == 1)
  }

  @Test("observe {} re-runs once per top-level send, a fan-out of three sends included")
  func oncePerSend() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var seen: [Int] = []
    let observation = observe { seen.append(store.count) }
    store.send(.fanOut)
    store.send(.rename("ignored"))
    store.send(.increment)
    #expect(seen == [0, 3, 4])
    observation.cancel()
    store.send(.increment)
    #expect(seen == [0, 3, 4])
  }

  @Test("reading store.state tracks the whole state: every top-level send notifies")
  func wholeState() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var runs = 0
    let observation = observe {
      _ = store.state
      runs += 1
    }
    store.send(.rename("a"))
    store.send(.rename("a"))  // the state is not compared (that would keep a copy of it)
    store.send(.childOther)
    #expect(runs == 4)
    _ = observation
  }

  @Test("a dotted chain tracks its first field: store.child.value re-runs when child changes")
  func nestedDotted() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var values: [Int] = []
    let observation = observe { values.append(store.child.value) }
    store.send(.childValue)
    store.send(.increment)
    // Swift hands `.value` the child the store returned: the store saw `\.child` only.
    store.send(.childOther)
    #expect(values == [0, 1, 1])
    _ = observation
  }

  @Test("a chain written as one key path tracks that key path only: \\.child.value")
  func nestedKeyPath() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var values: [Int] = []
    let observation = observe { values.append(store[dynamicMember: \.child.value]) }
    store.send(.childValue)
    store.send(.childOther)
    store.send(.increment)
    store.send(.childValue)
    #expect(values == [0, 1, 2])
    _ = observation
  }

  @Test("a pulse's projection notifies when the same value is assigned again")
  func pulse() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var alerts: [String?] = []
    let observation = observe { alerts.append(store.$alert.wrappedValue) }
    store.send(.alert("Oops"))
    store.send(.alert("Oops"))
    store.send(.increment)
    #expect(alerts == [nil, "Oops", "Oops"])
    _ = observation
  }

  @Test("scoped and forEach child stores are observable the same way")
  func scoped() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    let child = store.scope(
      state: \.child,
      action: CasePath({ (_: Void) in Gauges.Action.childValue }, extract: { _ in nil }))
    let row = store.scope(
      state: \.rows[id: 2]!,
      action: CasePath({ (_: Int) in Gauges.Action.level(id: 2) }, extract: { _ in nil }))
    var childValues: [Int] = []
    var levels: [Int] = []
    let observations = [
      observe { childValues.append(child.value) },
      observe { levels.append(row.level) },
    ]
    child.send(())
    row.send(0)
    store.send(.level(id: 1))
    store.send(.increment)
    #expect(childValues == [0, 1])
    #expect(levels == [0, 1])
    _ = observations
  }

  @Test("a child store scoped inside observe {} and not held keeps notifying after the render")
  func scopedInsideRender() {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    var childValues: [Int] = []
    let observation = observe {
      let child = store.scope(
        state: \.child,
        action: CasePath({ (_: Void) in Gauges.Action.childValue }, extract: { _ in nil }))
      childValues.append(child.value)
    }
    store.send(.childValue)
    store.send(.increment)
    store.send(.childValue)
    #expect(childValues == [0, 1, 2])
    observation.cancel()
  }

  @Test("withObservationTracking re-armed after each change sees every change of its field")
  func rearmed() async {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    let counter = ChangeCounter { _ = store.count }
    for _ in 0..<3 {
      store.send(.increment)
      await Task.yield()
      store.send(.rename("noise"))
      await Task.yield()
    }
    #expect(counter.changes == 3)
  }

  @Test("Observations { store.count } yields the current value, then each change")
  func observations() async {
    let store = Store(initialState: Gauges.State()) { Gauges() }
    let counts = Observations { store.count }
    var iterator = counts.makeAsyncIterator()
    #expect(await iterator.next() == 0)
    store.send(.increment)
    #expect(await iterator.next() == 1)
    store.send(.rename("noise"))
    store.send(.increment)
    #expect(await iterator.next() == 2)
  }

  @Test("an observed store that is dropped is deallocated")
  func noRetainCycle() {
    weak var weakStore: Store<Gauges.State, Gauges.Action>?
    var observation: AnyCancellable?
    do {
      let store = Store(initialState: Gauges.State()) { Gauges() }
      weakStore = store
      withObservationTracking {
        _ = store.count
      } onChange: {
      }
      observation = observe { _ = store.label }
      observation?.cancel()
    }
    observation = nil
    #expect(weakStore == nil)
  }
}
