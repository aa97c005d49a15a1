import Cascade
import CascadeTesting
import Testing

@Suite("A store per row")
@MainActor
struct RowStoreTests {
  private func makeStore(rows: [Int]) -> Store<Parent.State, Parent.Action> {
    var state = Parent.State()
    for id in rows { state.rows.append(Ticking.State(id: id)) }
    return Store(initialState: state) { Parent(scheduler: ImmediateScheduler()) }
  }

  @Test("row stores come in the collection's order, each with its element's id and state")
  func orderAndIDs() {
    let store = makeStore(rows: [3, 1, 2])
    let rows = store.scope(state: \.rows, action: Parent.Action.rowsCase)
    #expect(
      rows.map(\.id) == [AnyHashableSendable(3), AnyHashableSendable(1), AnyHashableSendable(2)])
    #expect(rows.map(\.state.id) == [3, 1, 2])
  }

  @Test("a row store sends its element's actions, and reads its element's changes")
  func sendsToItsElement() {
    let store = makeStore(rows: [1, 2])
    let rows = store.scope(state: \.rows, action: Parent.Action.rowsCase)
    rows[1].send(.tick)
    rows[1].send(.tick)
    #expect(store.rows[id: 2]?.ticks == 2)
    #expect(store.rows[id: 1]?.ticks == 0)
    #expect(rows[1].ticks == 2)
  }

  @Test("the same element gets the same store on every call, wherever it moves")
  func cachedByID() {
    let store = makeStore(rows: [1, 2])
    let first = store.scope(state: \.rows, action: Parent.Action.rowsCase)
    store.send(.addRow(3))
    let second = store.scope(state: \.rows, action: Parent.Action.rowsCase)
    #expect(second.count == 3)
    #expect(first[0] === second[0])
    #expect(first[1] === second[1])
  }

  @Test("a removed element's store is released by the send that removes it")
  func removedRowReleased() {
    let store = makeStore(rows: [1, 2])
    weak var removed: Store<Ticking.State, Ticking.Action>?
    weak var kept: Store<Ticking.State, Ticking.Action>?
    do {
      let rows = store.scope(state: \.rows, action: Parent.Action.rowsCase)
      removed = rows[0]
      kept = rows[1]
    }
    #expect(removed != nil)
    store.send(.removeRow(1))
    #expect(removed == nil)
    #expect(kept != nil)
    #expect(store.scope(state: \.rows, action: Parent.Action.rowsCase).count == 1)
    #expect(kept != nil)
  }

  @Test("a row that deletes itself, and rows dropped with their whole collection, are released")
  func selfDeletedAndReplacedRowsReleased() {
    let store = Store(initialState: Inbox.State(messages: [1, 2, 3])) { Inbox() }
    weak var first: Store<Int, Inbox.Row>?
    weak var second: Store<Int, Inbox.Row>?
    do {
      let rows = store.scope(state: \.messages, action: Inbox.messagesCase)
      first = rows[0]
      second = rows[1]
      rows[0].send(.delete)
    }
    #expect(first == nil)
    #expect(second != nil)
    store.send(.clear)
    #expect(second == nil)
  }

  @Test(
    "a row store kept past its element's removal shows the last state it read, and warns when it sends"
  )
  func staleRowWarns() {
    let store = makeStore(rows: [1])
    let row = store.scope(state: \.rows, action: Parent.Action.rowsCase)[0]
    row.send(.tick)
    #expect(row.ticks == 1)
    store.send(.removeRow(1))
    #expect(row.ticks == 1)
    withKnownIssue {
      row.send(.tick)
    } matching: { issue in
      issue.description.contains("Runtime warning")
    }
  }

  @Test("a store that is not a row store is identified by itself")
  func otherStoresByObject() {
    let store = makeStore(rows: [])
    let counter = store.scope(state: \.counter, action: Parent.Action.counterCase)
    #expect(store.id != counter.id)
    #expect(counter.id == store.scope(state: \.counter, action: Parent.Action.counterCase).id)
  }
}

/// A list whose rows delete themselves, and which a send can empty at once.
private struct Inbox: Reducer {
  struct State {
    var messages: IdentifiedArray<Int, Int>
    init(messages: [Int]) {
      self.messages = IdentifiedArray(id: \.self)
      for message in messages { self.messages.append(message) }
    }
  }
  enum Row { case delete }
  enum Action {
    case messages(IdentifiedAction<Int, Row>)
    case clear
  }
  static let messagesCase = CasePath(Action.messages) {
    if case .messages(let a) = $0 { a } else { nil }
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .messages(.element(let id, .delete)): state.messages.remove(id: id)
      case .clear: state.messages = IdentifiedArray(id: \.self)
      }
      return .none
    }
  }
}
