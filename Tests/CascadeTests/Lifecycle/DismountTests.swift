import CascadeTesting
import Testing

@testable import Cascade

/// A draft that saves itself when it goes away, and tells its parent it did.
struct Draft: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var text = ""
  }
  enum Action: Equatable {
    case edit(String)
    case saved
  }

  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { [log] state, action in
      switch action {
      case .edit(let text): state.text = text
      case .saved: log.append("the draft's reducer ran for .saved")
      }
      return .none
    }
    .onDismount { [log] state in
      .run { [text = state.text] send in
        log.append("saved '\(text)'")
        await send(.saved)
      }
    }
  }
}

struct Desk: Reducer {
  struct State: Equatable { @Presents var draft: Draft.State? }
  enum Action: Equatable {
    case open
    case replace(Int)
    case draft(PresentationAction<Draft.Action>)
  }

  static let draftCase = CasePath(Action.draft) { if case .draft(let v) = $0 { v } else { nil } }

  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { [log] state, action in
      switch action {
      case .open: state.draft = Draft.State()
      case .replace(let id): state.draft = Draft.State(id: id)
      case .draft(.presented(.saved)): log.append("desk heard saved")
      case .draft: break
      }
      return .none
    }
    .ifLet(state: \.$draft, action: Self.draftCase) { Draft(log: log) }
  }
}

@Suite("Lifecycle: onDismount runs once when the state goes away")
@MainActor
struct DismountTests {
  let log = LifecycleLog()

  @Test("its work sees the last state; its action reaches the parent once, not the child")
  func actionsReachTheParent() async {
    let warnings = RuntimeWarningLog()
    let store = Store(initialState: Desk.State()) { Desk(log: log) }
    store.send(.open)
    store.send(.draft(.presented(.edit("hello"))))
    await RuntimeWarning.withSink(warnings.sink) {
      await store.send(.draft(.dismiss)).finish()
    }
    #expect(log.all == ["saved 'hello'", "desk heard saved"])
    #expect(store.state.draft == nil)
    #expect(warnings.messages.isEmpty)
  }

  @Test("a test store receives a dismount's action as the removed child's")
  func testStoreReceives() async {
    let store = TestStore(initialState: Desk.State()) { Desk(log: log) }
    await store.send(.open) { $0.draft = Draft.State() }
    await store.send(.draft(.dismiss)) { $0.draft = nil }
    await store.receive(.draft(.presented(.saved)))
    #expect(log.all == ["saved ''", "desk heard saved"])
  }

  @Test("a child presented in the dismissing send does not run the old child's action")
  func replacedChildIsNotRun() async {
    let store = TestStore(initialState: Desk.State()) { Desk(log: log) }
    await store.send(.open) { $0.draft = Draft.State() }
    await store.send(.draft(.presented(.edit("a")))) { $0.draft?.text = "a" }
    await store.send(.replace(1)) { $0.draft = Draft.State(id: 1) }
    await store.receive(.draft(.presented(.saved)))
    #expect(log.all == ["saved 'a'", "desk heard saved"])
    await store.send(.draft(.presented(.saved)))
    #expect(log.all.suffix(2) == ["the draft's reducer ran for .saved", "desk heard saved"])
    await store.send(.draft(.dismiss)) { $0.draft = nil }
    await store.receive(.draft(.presented(.saved)))
  }

  @Test("a root store's state never goes away: its onDismount does not run")
  func rootNeverDismounts() async {
    do {
      let store = Store(initialState: Draft.State()) { Draft(log: log) }
      store.send(.edit("x"))
    }
    #expect(log.all.isEmpty)
  }

  @Test("removing a parent dismounts its children first, then the parent")
  func nestedChildrenFirst() {
    let scheduler = TestScheduler()
    struct Host: Reducer {
      struct State: Equatable { var lobby: Lobby.State? }
      enum Action: Equatable {
        case open
        case close
        case lobby(Lobby.Action)
      }
      let scheduler: TestScheduler
      let log: LifecycleLog
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .open:
            var lobby = Lobby.State()
            lobby.rooms = [Room.State(id: 1), Room.State(id: 2)]
            state.lobby = lobby
          case .close: state.lobby = nil
          case .lobby: break
          }
          return .none
        }
        .ifLet(
          state: \.lobby,
          action: CasePath(Action.lobby) { if case .lobby(let v) = $0 { v } else { nil } }
        ) {
          Lobby(scheduler: scheduler, log: log)
            .onMount { [log] _ in
              log.append("mount lobby")
              return .none
            }
            .onDismount { [log] _ in
              log.append("dismount lobby")
              return .none
            }
        }
      }
    }
    let store = Store(initialState: Host.State()) { Host(scheduler: scheduler, log: log) }
    store.send(.open)
    #expect(log.all == ["mount lobby", "mount 1", "mount 2"])
    store.send(.close)
    #expect(
      log.all == [
        "mount lobby", "mount 1", "mount 2", "dismount 1 after 0", "dismount 2 after 0",
        "dismount lobby",
      ])
    #expect(store.inFlightEffectCount == 0)
  }
}

/// A folder tree whose nodes say goodbye when they go: each node logs what its reducer hears.
struct Folder: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var rows: IdentifiedArrayOf<State> = []
  }
  enum Action: Equatable {
    case remove(Int)
    case closed(Int)
    indirect case rows(IdentifiedAction<Int, Action>)
  }
  static let rowsCase = CasePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { [log] state, action in
      switch action {
      case .remove(let id): state.rows.remove(id: id)
      case .closed(let id): log.append("\(state.id) ran closed \(id)")
      case .rows(.element(let id, .closed(let closed))):
        log.append("\(state.id) heard \(id) closed \(closed)")
      case .rows: break
      }
      return .none
    }
    .forEach(state: \.rows, action: Self.rowsCase) { Folder(log: log) }
    .onDismount { .send(.closed($0.id)) }
  }
}

/// A stack whose screens report when popped.
struct Navigator: Reducer {
  struct State: Equatable { var path = StackState<Draft.State>() }
  enum Action: Equatable {
    case path(StackAction<Draft.State, Draft.Action>)
  }
  static let pathCase = CasePath(Action.path) { if case .path(let a) = $0 { a } else { nil } }
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { [log] _, action in
      if case .path(.element(let id, .saved)) = action { log.append("navigator heard \(id)") }
      return .none
    }
    .forEach(state: \.path, action: Self.pathCase) { Draft(log: log) }
  }
}

@Suite("Lifecycle: onDismount's actions reach the parent as the removed child's")
@MainActor
struct DismountDeliveryTests {
  let log = LifecycleLog()

  func tree() -> Folder.State {
    // Ids repeat across levels on purpose: 1 holds a 5 and a 1, and the root holds a 5.
    Folder.State(
      id: 0,
      rows: [
        Folder.State(id: 1, rows: [Folder.State(id: 5), Folder.State(id: 1)]),
        Folder.State(id: 5),
      ])
  }

  @Test("a removed row's synchronous action reaches the list's reducer once, in that send")
  func rowAction() async {
    let store = TestStore(initialState: tree()) { Folder(log: log) }
    await store.send(.remove(5)) { $0.rows.remove(id: 5) }
    await store.receive(.rows(.element(id: 5, action: .closed(5))))
    #expect(log.all == ["0 heard 5 closed 5"])
  }

  @Test("a row removed deep in a tree reaches its own list, past rows of the same ids above")
  func deepRowAction() async {
    let store = TestStore(initialState: tree()) { Folder(log: log) }
    await store.send(.rows(.element(id: 1, action: .remove(1)))) {
      $0.rows[id: 1]?.rows.remove(id: 1)
    }
    await store.receive(.rows(.element(id: 1, action: .rows(.element(id: 1, action: .closed(1))))))
    #expect(log.all == ["1 heard 1 closed 1"])
  }

  @Test("removing a row whose rows have dismount work delivers every node's action, children first")
  func subtreeActions() async {
    let store = TestStore(initialState: tree()) { Folder(log: log) }
    await store.send(.remove(1)) { $0.rows.remove(id: 1) }
    await store.receive(.rows(.element(id: 1, action: .rows(.element(id: 5, action: .closed(5))))))
    await store.receive(.rows(.element(id: 1, action: .rows(.element(id: 1, action: .closed(1))))))
    await store.receive(.rows(.element(id: 1, action: .closed(1))))
    // Row 1 is gone: only the root's reducer hears, and only the last names its own row.
    #expect(log.all == ["0 heard 1 closed 1"])
  }

  @Test("a popped screen's action reaches the stack's parent as .path(.element(id:action:))")
  func stackAction() async {
    let store = TestStore(initialState: Navigator.State()) { Navigator(log: log) }
    await store.send(.path(.push(id: 0, state: Draft.State()))) {
      $0.path.append(Draft.State())
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = StackState() }
    await store.receive(.path(.element(id: 0, action: .saved)))
    #expect(log.all == ["saved ''", "navigator heard 0"])
  }

  @Test(
    "a dismount's action sent while the store is idle reaches the parent, and later ones do not")
  func plainStore() async {
    let store = Store(initialState: tree()) { Folder(log: log) }
    await store.send(.remove(5)).finish()
    store.send(.rows(.element(id: 1, action: .closed(9))))
    #expect(log.all == ["0 heard 5 closed 5", "1 ran closed 9", "0 heard 1 closed 9"])
  }
}
