import Cascade
import CascadeTesting
import Testing

/// Enum state run with `ifCaseLet` through case key paths.
private struct EditOnly: Reducer {
  var body: some Reducer<KeyPathApp.Destination.State, KeyPathApp.Destination.Action> {
    Reduce { _, _ in .none }
      .ifCaseLet(\.edit, action: \.edit) { KeyPathApp.Row() }
  }
}

/// An optional child and a self-closing alert, reached by case key path.
private struct Sheet: Reducer {
  struct State: Equatable {
    var row: KeyPathApp.Row.State?
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable, CasePathable {
    case row(KeyPathApp.Row.Action)
    case alert(PresentationAction<Alert>)
    case askTapped

    enum Alert: Equatable { case ok }

    struct AllCasePaths {
      var row: CasePath<Action, KeyPathApp.Row.Action> {
        .init(Action.row) { if case .row(let v) = $0 { v } else { nil } }
      }
      var alert: CasePath<Action, PresentationAction<Alert>> {
        .init(Action.alert) { if case .alert(let v) = $0 { v } else { nil } }
      }
      var askTapped: CasePath<Action, Void> { .init(Action.askTapped) }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some Reducer<State, Action> {
    Reduce<State, Action> { state, action in
      if action == .askTapped { state.alert = AlertState(title: "Sure?") }
      return .none
    }
    .ifLet(\.row, action: \.row) { KeyPathApp.Row() }
    .ifLet(\.$alert, action: \.alert)
  }
}

@Suite("Stores and reducers scope by case key path")
@MainActor
struct CaseKeyPathScopingTests {
  @Test("store.scope by key path: a presented child, a stack element, one store per row")
  func storeScopes() {
    let store = Store(initialState: KeyPathApp.Root.State()) { KeyPathApp.Root() }
    #expect(store.scope(state: \.$destination, action: \.destination) == nil)
    store.send(.editTapped(4))
    let editor = store.scope(state: \.$destination, action: \.destination)
    editor?.send(.edit(.toggleTapped))
    #expect(store.state.destination == .edit(KeyPathApp.Row.State(id: 4, isDone: true)))

    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows.map(\.state.id) == [1, 2])
    rows[1].send(.toggleTapped)
    #expect(store.state.rows[id: 2]?.isDone == true)

    store.send(.path(.push(id: 0, state: KeyPathApp.Row.State(id: 7))))
    let element = store.scope(state: \.path, action: \.path, id: 0)
    element?.send(.toggleTapped)
    #expect(store.state.path[id: 0]?.isDone == true)
  }

  @Test("ifLet of optional state and of a self-closing alert, by key path")
  func optionalAndAlert() async {
    let store = TestStore(initialState: Sheet.State(row: KeyPathApp.Row.State(id: 1))) { Sheet() }
    await store.send(\.row.toggleTapped) { $0.row?.isDone = true }
    await store.send(\.askTapped) { $0.alert = AlertState(title: "Sure?") }
    await store.send(\.alert.presented, .ok) { $0.alert = nil }
  }

  @Test("StoreOf names a reducer's store")
  func storeOf() {
    let store: StoreOf<Sheet> = Store(initialState: Sheet.State()) { Sheet() }
    store.send(.askTapped)
    #expect(store.state.alert == AlertState(title: "Sure?"))
  }

  @Test("ifCaseLet and Scope by key path run the child only in its case")
  func enumState() async {
    let store = TestStore(
      initialState: KeyPathApp.Destination.State.edit(KeyPathApp.Row.State(id: 1))
    ) { EditOnly() }
    await store.send(\.edit.toggleTapped) { $0.modify(\.edit) { $0.isDone = true } }
    let alert = KeyPathApp.Destination.State.alert(KeyPathApp.Root.deleteAlert)
    let scoped = TestStore(initialState: alert) { KeyPathApp.Destination() }
    await withKnownIssue {
      await scoped.send(\.edit.toggleTapped)
    } matching: { issue in
      issue.description.contains("received a child action while the state is in another case")
    }
  }

  @Test("an actor test store sends and receives by case key path")
  func actorTestStore() async {
    let store = ActorTestStore(initialState: KeyPathApp.TwoFactor.State()) {
      KeyPathApp.TwoFactor()
    }
    await store.send(\.codeChanged, "1234") { $0.code = "1234" }
    await store.send(\.submitTapped)
    await store.receive(\.twoFactorResponse.success, "token") { $0.token = "token" }
    await store.send(\.codeChanged, "1") { $0.code = "1" }
    await store.send(\.submitTapped)
    await store.receive(\.twoFactorResponse.failure)
  }
}
