import CascadeTesting
import Testing

@testable import Cascade

/// A list whose parent changes its rows in every way a reducer can.
struct Roster: Reducer {
  struct Row: Equatable, Identifiable {
    var id: Int
    var name = ""
  }
  struct State: Equatable { var rows: IdentifiedArrayOf<Row> = [] }
  enum Action: Equatable {
    case add(Int)
    case renameThenRemove(rename: Int, remove: Int)
    case copyEditAssign(remove: Int, add: Int)
    case replace([Int])
    case editCopyOnly(Int)
    case removeThenReAdd(Int)
    case editCopyThenReplace([Int])
    case removeAll
    case insertAtFront([Int])
    case row(IdentifiedAction<Int, Never>)
  }
  static let rowCase = CasePath(Action.row) { if case .row(let a) = $0 { a } else { nil } }
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .add(let id):
        state.rows.append(Row(id: id))
      case .renameThenRemove(let rename, let remove):
        state.rows[id: rename]?.name = "renamed"
        state.rows.remove(id: remove)
      case .copyEditAssign(let remove, let add):
        var rows = state.rows
        rows.remove(id: remove)
        rows.append(Row(id: add))
        state.rows = rows
      case .replace(let ids):
        state.rows = IdentifiedArray(ids.map { Row(id: $0) })
      case .editCopyOnly(let id):
        var preview = state.rows
        preview.append(Row(id: id))
        preview.removeAll { _ in true }
      case .removeThenReAdd(let id):
        state.rows.remove(id: id)
        state.rows.append(Row(id: id, name: "again"))
      case .editCopyThenReplace(let ids):
        var scratch = state.rows
        scratch.removeAll { _ in true }
        state.rows = IdentifiedArray(ids.map { Row(id: $0) })
      case .removeAll:
        state.rows.removeAll { _ in true }
      case .insertAtFront(let ids):
        for id in ids { state.rows.insert(Row(id: id), at: 0) }
        if let first = ids.first {
          state.rows.remove(id: first)
          state.rows.append(Row(id: first))
        }
      case .row:
        break
      }
      return .none
    }
    .forEach(state: \.rows, action: Self.rowCase) {
      EmptyRow()
        .onMount { [log] row in
          log.append("mount \(row.id)")
          return .none
        }
        .onDismount { [log] row in
          log.append("dismount \(row.id) '\(row.name)'")
          return .none
        }
    }
  }

  struct EmptyRow: Reducer {
    func reduce(into state: inout Row, action: Never) -> Effect<Never> {}
  }
}

@Suite("Lifecycle: a forEach finds the rows its parent added and removed, however it changed them")
@MainActor
struct RowMembershipTests {
  let log = LifecycleLog()

  func store(_ ids: [Int]) -> Store<Roster.State, Roster.Action> {
    let store = Store(initialState: Roster.State()) { Roster(log: log) }
    for id in ids { store.send(.add(id)) }
    return store
  }

  func after(_ ids: [Int], _ action: Roster.Action) -> [String] {
    let store = store(ids)
    let count = log.all.count
    store.send(action)
    return Array(log.all.dropFirst(count))
  }

  @Test("a row edited then another removed: the removed row dismounts with its last state")
  func editThenRemove() {
    #expect(
      after([1, 2], .renameThenRemove(rename: 2, remove: 1)) == ["dismount 1 ''"])
    #expect(
      after([1, 2], .renameThenRemove(rename: 2, remove: 2)) == ["dismount 2 'renamed'"])
  }

  @Test("a copy changed and assigned back: its removal and insertion are seen")
  func copyAssignedBack() {
    #expect(after([1, 2], .copyEditAssign(remove: 1, add: 3)) == ["dismount 1 ''", "mount 3"])
  }

  @Test("the rows replaced wholesale: compared with the rows from before")
  func replacedWholesale() {
    #expect(after([1, 2], .replace([2, 3])) == ["dismount 1 ''", "mount 3"])
  }

  @Test("a copy changed and thrown away changes nothing")
  func phantomCopy() {
    #expect(after([1, 2], .editCopyOnly(3)).isEmpty)
  }

  @Test("a row removed and added again in one action is not remounted")
  func removedAndAddedAgain() {
    let store = store([1])
    store.send(.removeThenReAdd(1))
    #expect(log.all == ["mount 1"])
    #expect(store.state.rows[id: 1]?.name == "again")
  }

  @Test("removeAll dismounts every row, in order")
  func removeAll() {
    #expect(after([1, 2, 3], .removeAll) == ["dismount 1 ''", "dismount 2 ''", "dismount 3 ''"])
  }

  @Test("a copy changed, then the rows replaced: reported, and the new rows still mount")
  func lostJournal() async {
    let warnings = RuntimeWarningLog()
    let lines = await RuntimeWarning.withSink(warnings.sink) {
      after([1, 2], .editCopyThenReplace([2, 3]))
    }
    #expect(lines.contains("mount 3"))
    #expect(warnings.messages.count == 1)
    #expect(
      warnings.messages.first?.contains("could not tell which rows its parent removed") == true)
  }

  @Test(
    "rows inserted out of order mount in the collection's order, a row removed and added back once",
    arguments: [3, 12])
  func insertedOutOfOrder(count: Int) {
    let ids = Array(100..<(100 + count))
    let mounts = after([1], .insertAtFront(ids))
    // Each lands in front of the last; the first is moved to the end, in the same action.
    #expect(mounts == (ids.dropFirst().reversed() + [ids[0]]).map { "mount \($0)" })
  }

  @Test("removing more rows than a short journal holds dismounts each once, in order")
  func longJournal() {
    let ids = Array(1...12)
    #expect(after(ids, .removeAll) == ids.map { "dismount \($0) ''" })
  }

  @Test("10,000 rows with lifetime work inserted then removed, every one mounted and dismounted")
  func manyRows() {
    let store = store(Array(0..<10_000))
    for id in (0..<10_000).reversed() { store.send(.renameThenRemove(rename: -1, remove: id)) }
    #expect(log.all.count == 20_000)
    #expect(store.state.rows.isEmpty)
  }
}
