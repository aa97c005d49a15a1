import CascadeTesting
import Testing

@testable import Cascade

/// TCA's recursion case study: a row is the same feature as its list.
struct Tree: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var rows: IdentifiedArrayOf<State> = []
  }
  enum Action: Equatable {
    case add(Int)
    case remove(Int)
    indirect case rows(IdentifiedAction<Int, Action>)
  }
  static let rowsCase = CasePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }

  /// A node's own work: adding and removing its rows.
  static var editing: Reduce<State, Action> {
    Reduce { state, action in
      switch action {
      case .add(let id): state.rows.append(State(id: id))
      case .remove(let id): state.rows.remove(id: id)
      case .rows: break
      }
      return .none
    }
  }

  var body: some Reducer<State, Action> {
    Self.editing.forEach(state: \.rows, action: Self.rowsCase) { Tree() }
  }
}

/// The tree written with a case key path, as the docs teach.
struct KeyPathTree: Reducer {
  typealias State = Tree.State
  enum Action: Equatable, CasePathable {
    case add(Int)
    indirect case rows(IdentifiedAction<Int, Action>)

    struct AllCasePaths {
      var rows: CasePath<Action, IdentifiedAction<Int, Action>> {
        .init(Action.rows) { if case .rows(let v) = $0 { v } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .add(let id) = action { state.rows.append(State(id: id)) }
      return .none
    }
    .forEach(state: \.rows, action: \.rows) { KeyPathTree() }
    .onMount { _ in .none }
  }
}

/// The same tree, each node logging its mount and dismount.
struct LoggedTree: Reducer {
  typealias State = Tree.State
  typealias Action = Tree.Action
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Tree.editing
      .forEach(state: \.rows, action: Tree.rowsCase) { LoggedTree(log: log) }
      .onMount { [log] state in
        log.append("mount \(state.id)")
        return .none
      }
      .onDismount { [log] state in
        log.append("dismount \(state.id)")
        return .none
      }
  }
}

/// A feature that presents itself, as a drill-down of the same screen does.
struct Drill: Reducer {
  struct State: Equatable {
    var level = 0
    @Presents var child: State?
  }
  enum Action: Equatable {
    case open
    indirect case child(PresentationAction<Action>)
  }
  static let childCase = CasePath(Action.child) { if case .child(let a) = $0 { a } else { nil } }
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .open = action { state.child = State(level: state.level + 1) }
      return .none
    }
    .ifLet(state: \.$child, action: Self.childCase) { Drill(log: log) }
    .onMount { [log] state in
      log.append("mount \(state.level)")
      return .none
    }
  }
}

@Suite("Lifecycle: a feature that contains itself works at any depth")
@MainActor
struct RecursiveFeatureTests {
  let log = LifecycleLog()

  @Test("a tree whose rows are the same feature runs, in a store and a test store")
  func treeWithoutLifecycle() async {
    let store = Store(initialState: Tree.State(id: 0)) { Tree() }
    store.send(.add(1))
    store.send(.rows(.element(id: 1, action: .add(2))))
    store.send(.rows(.element(id: 1, action: .rows(.element(id: 2, action: .add(3))))))
    #expect(store.state.rows[id: 1]?.rows[id: 2]?.rows.map(\.id) == [3])
    #expect(Tree._lifecycleHooks.isEmpty)

    let testStore = TestStore(initialState: Tree.State(id: 0)) { Tree() }
    await testStore.send(.add(1)) { $0.rows = [Tree.State(id: 1)] }
    await testStore.send(.rows(.element(id: 1, action: .add(2)))) {
      $0.rows[id: 1]?.rows = [Tree.State(id: 2)]
    }
  }

  @Test("a tree written with a case key path runs, nested three levels")
  func keyPathTree() async {
    let store = TestStore(initialState: Tree.State(id: 0)) { KeyPathTree() }
    await store.send(.add(1)) { $0.rows = [Tree.State(id: 1)] }
    await store.send(.rows(.element(id: 1, action: .add(2)))) {
      $0.rows[id: 1]?.rows = [Tree.State(id: 2)]
    }
    await store.send(.rows(.element(id: 1, action: .rows(.element(id: 2, action: .add(3)))))) {
      $0.rows[id: 1]?.rows[id: 2]?.rows = [Tree.State(id: 3)]
    }
    #expect(KeyPathTree._lifecycleHooks == .mount)
  }

  @Test("a tree with lifecycle work mounts and dismounts every node, 20 levels deep")
  func deepTreeWithLifecycle() {
    #expect(LoggedTree._lifecycleHooks == [.mount, .dismount])
    var root = Tree.State(id: 0)
    var path: [Int] = []
    func insert(_ id: Int, into state: inout Tree.State, at path: ArraySlice<Int>) {
      guard let first = path.first else {
        state.rows.append(Tree.State(id: id))
        return
      }
      insert(id, into: &state.rows[id: first]!, at: path.dropFirst())
    }
    for level in 1...20 {
      insert(level, into: &root, at: path[...])
      path.append(level)
    }
    let store = Store(initialState: root) { LoggedTree(log: log) }
    #expect(log.all == (0...20).map { "mount \($0)" })
    store.send(.remove(1))
    #expect(log.all.suffix(20) == (1...20).reversed().map { "dismount \($0)" })
    #expect(store.inFlightEffectCount == 0)
  }

  @Test("a feature that presents itself opens level after level, each mounting once")
  func presentsItself() async {
    let store = TestStore(initialState: Drill.State()) { Drill(log: log) }
    await store.send(.open) { $0.child = Drill.State(level: 1) }
    await store.send(.child(.presented(.open))) {
      $0.child?.child = Drill.State(level: 2)
    }
    await store.send(.child(.presented(.child(.presented(.open))))) {
      $0.child?.child?.child = Drill.State(level: 3)
    }
    #expect(log.all == ["mount 0", "mount 1", "mount 2", "mount 3"])
    await store.send(.child(.dismiss)) { $0.child = nil }
  }

  @Test("a presented state lives in a shared box, copied only when one copy writes")
  func presentsCopiesOnWrite() {
    var first = Drill.State()
    first.child = Drill.State(level: 1)
    var second = first
    second.child?.level = 2
    #expect(first.child?.level == 1)
    #expect(second.child?.level == 2)
    second.child = nil
    #expect(first.$child.wrappedValue != nil)
    #expect(MemoryLayout<Presents<Tree.State>>.size == MemoryLayout<Int>.size)
  }
}
