import Cascade
import CascadeTesting
import Testing

@testable import Cascade

@Suite("Composition: Scope, ifLet, forEach, onChange")
@MainActor
struct CompositionTests {
  @Test("a scoped child mutates only its slice of the state")
  func scopeMutatesSlice() async {
    let store = TestStore(initialState: Parent.State()) { Parent(scheduler: TestScheduler()) }
    await store.send(.counter(.increment)) {
      $0.counter.count = 1
      $0.changes = ["0→1"]
    }
    await store.send(.counter(.nested(.poke)))
  }

  @Test("an ifLet child's timer is cancelled when the child is set to nil")
  func ifLetCancelsOnNil() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Parent.State()) { Parent(scheduler: scheduler) }
    await store.send(.openEditor) { $0.editor = Ticking.State(id: 0) }
    await store.send(.editor(.start))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.editor(.tick)) { $0.editor?.ticks = 1 }
    await store.send(.closeEditor) { $0.editor = nil }
    #expect(scheduler.pendingCount == 0)
    await scheduler.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("a forEach row's timer is cancelled when the row is removed; rows' ids are private")
  func forEachCancelsOnRemoval() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Parent.State()) { Parent(scheduler: scheduler) }
    await store.send(.addRow(1)) { $0.rows = [Ticking.State(id: 1)] }
    await store.send(.addRow(2)) { $0.rows.append(Ticking.State(id: 2)) }
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 2, action: .start)))
    #expect(scheduler.pendingCount == 2)
    await scheduler.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .tick))) { $0.rows[id: 1]?.ticks = 1 }
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
    #expect(scheduler.pendingCount == 1)
    await scheduler.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 2 }
    await store.send(.removeRow(2)) { $0.rows = [] }
    await store.finish()
  }

  @Test("an action for a missing child or element is a runtime warning at the modifier")
  func missingChildWarns() async {
    let log = RuntimeWarningLog()
    let store = Store(initialState: Parent.State()) { Parent(scheduler: TestScheduler()) }
    await RuntimeWarning.withSink(log.sink) {
      store.send(.editor(.tick))
      store.send(.rows(.element(id: 42, action: .tick)))
    }
    #expect(log.messages.count == 2)
    #expect(log.messages[0].contains("ComposedFeature.swift:"))
    #expect(
      log.messages[0].contains("'ifLet' received a child action while its child state was nil"))
    #expect(log.messages[0].contains("nil: .editor(.tick). The action was ignored."))
    #expect(
      log.messages[1].contains(
        "'forEach' received an action for an element that is not in the collection"))
    #expect(log.messages[1].contains(".rows(.element(id: 42, action: .tick))"))
    #expect(store.state == Parent.State())
  }

  @Test("onChange runs only when the value changed across the base reducer")
  func onChange() {
    let store = Store(initialState: Parent.State()) { Parent(scheduler: TestScheduler()) }
    store.send(.bumpOther)
    store.send(.counter(.increment))
    store.send(.counter(.nested(.poke)))
    store.send(.counter(.increment))
    #expect(store.state.changes == ["0→1", "1→2"])
  }
}

@Suite("Scoped stores")
@MainActor
struct ScopedStoreTests {
  @Test("a scoped store reads from and sends to its root")
  func readsAndSends() {
    let root = Store(initialState: Parent.State()) { Parent(scheduler: TestScheduler()) }
    let child = root.scope(state: \.counter, action: Parent.Action.counterCase)
    child.send(.increment)
    #expect(child.state.count == 1)
    #expect(root.state.counter.count == 1)
  }

  @Test("scoping again to the same child returns the cached store")
  func caching() {
    let root = Store(initialState: Parent.State()) { Parent(scheduler: TestScheduler()) }
    let first = root.scope(state: \.counter, action: Parent.Action.counterCase)
    let second = root.scope(state: \.counter, action: Parent.Action.counterCase)
    #expect(ObjectIdentifier(first) == ObjectIdentifier(second))
    let other = root.scope(state: \.other, action: Parent.Action.counterCase)
    #expect(ObjectIdentifier(other) != ObjectIdentifier(first))
  }

  @Test("drivers on a scoped store behave as on the root, and share with it")
  func drivers() {
    let root = Store(initialState: Parent.State()) { Parent(scheduler: TestScheduler()) }
    let child = root.scope(state: \.counter, action: Parent.Action.counterCase)
    var seen: [Int] = []
    var rootSeen: [Int] = []
    let a = child.driver(\.count).drive { seen.append($0) }
    let b = root.driver(\.counter.count).drive { rootSeen.append($0) }
    root.send(.bumpOther)
    child.send(.increment)
    #expect(seen == [0, 1])
    #expect(rootSeen == [0, 1])
    #expect(root.core.observerCount == 1)
    withExtendedLifetime((a, b)) {}
  }

  @Test("a store scoped several levels deep sends to the root")
  func deepScoping() {
    struct Level: Reducer {
      struct State: Equatable { var value = 0 }
      enum Action: Equatable { case increment }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.value += 1
        return .none
      }
    }
    let root = Store(initialState: Parent.State()) { Parent(scheduler: TestScheduler()) }
    let counter = root.scope(state: \.counter, action: Parent.Action.counterCase)
    let same = counter.scope(state: \.self, action: CasePath({ $0 }, extract: { $0 }))
    same.send(.increment)
    #expect(root.state.counter.count == 1)
    #expect(same.inFlightEffectCount == 0)
  }
}

@Suite("IdentifiedArray and CasePath")
struct IdentifiedArrayTests {
  struct Item: Identifiable, Equatable {
    var id: Int
    var name: String
  }

  @Test("lookup by id, append, insert and removal keep the index right")
  func basics() {
    var items: IdentifiedArrayOf<Item> = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    #expect(items[id: 2]?.name == "b")
    #expect(items.append(Item(id: 1, name: "dup")).inserted == false)
    items.insert(Item(id: 0, name: "z"), at: 0)
    #expect(items.ids == [0, 1, 2])
    items[id: 1]?.name = "A"
    #expect(items[1].name == "A")
    items.remove(id: 0)
    #expect(items.ids == [1, 2])
    #expect(items[id: 2]?.name == "b")
    items[id: 3] = Item(id: 3, name: "c")
    items[id: 1] = nil
    #expect(items.map(\.name) == ["b", "c"])
    items.removeAll { $0.id == 2 }
    #expect(items[id: 3]?.name == "c")
    #expect(items.count == 1)
  }

  @Test("case paths embed, extract and compose")
  func casePaths() {
    let counter = Parent.Action.counterCase
    #expect(counter.embed(.increment) == .counter(.increment))
    #expect(counter.extract(.bumpOther) == nil)
    let nested = counter.appending(
      CasePath(CounterChild.Action.nested) {
        if case .nested(let a) = $0 { a } else { nil }
      })
    #expect(nested.embed(.poke) == .counter(.nested(.poke)))
    #expect(nested.extract(.counter(.nested(.poke))) == .poke)
    #expect(nested.extract(.counter(.increment)) == nil)
  }
}

/// A search whose page resets, and which records the action, when the query changes: TCA's
/// `onChange(of:) { old, new in Reduce { … } }`.
private struct PagedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var page = 3
    var log: [String] = []
  }

  enum Action: Equatable {
    case typed(String)
    case nextPage
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .typed(let query): state.query = query
      case .nextPage: state.page += 1
      }
      return .none
    }
    .onChange(of: \.query) { oldQuery, newQuery in
      Reduce { state, action in
        state.page = 0
        state.log.append("\(oldQuery)→\(newQuery) on \(action)")
        return .none
      }
    }
  }
}

@Suite("onChange in TCA's shape: a reducer built from the old and new value")
@MainActor
struct OnChangeReducerShapeTests {
  @Test("the built reducer runs for the same action, only when the value changed")
  func runsWithTheAction() async {
    let store = TestStore(initialState: PagedSearch.State()) { PagedSearch() }
    await store.send(.nextPage) { $0.page = 4 }
    await store.send(.typed("milk")) {
      $0.query = "milk"
      $0.page = 0
      $0.log = [#"→milk on typed("milk")"#]
    }
    await store.send(.typed("milk"))
  }
}
