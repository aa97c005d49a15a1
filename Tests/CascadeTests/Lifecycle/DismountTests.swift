import CascadeTesting
import Testing

@testable import Cascade

/// A draft that saves itself when it goes away, and (wrongly) tries to report back.
struct Draft: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable {
    case edit(String)
    case saved
  }

  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .edit(let text) = action { state.text = text }
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
    case draft(PresentationAction<Draft.Action>)
  }

  static let draftCase = CasePath(Action.draft) { if case .draft(let v) = $0 { v } else { nil } }

  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .open = action { state.draft = Draft.State() }
      return .none
    }
    .ifLet(state: \.$draft, action: Self.draftCase) { Draft(log: log) }
  }
}

@Suite("Lifecycle: onDismount runs once when the state goes away")
@MainActor
struct DismountTests {
  let log = LifecycleLog()

  @Test("its work sees the last state and outlives the feature; its actions are dropped, reported")
  func workRunsActionsDropped() async {
    let warnings = RuntimeWarningLog()
    let store = Store(initialState: Desk.State()) { Desk(log: log) }
    store.send(.open)
    store.send(.draft(.presented(.edit("hello"))))
    await RuntimeWarning.withSink(warnings.sink) {
      await store.send(.draft(.dismiss)).finish()
    }
    #expect(log.all == ["saved 'hello'"])
    #expect(store.state.draft == nil)
    #expect(warnings.messages.count == 1)
    let message = warnings.messages.first ?? ""
    #expect(message.contains("CascadeTests/DismountTests.swift:46"))
    #expect(message.contains("after the child went away"))
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
