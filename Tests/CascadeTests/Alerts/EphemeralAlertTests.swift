import Cascade
import CascadeTesting
import Testing

/// An alert whose "again" button presents another alert (TCA's alert case study).
private struct AlertChain: Reducer {
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    var log: [String] = []
  }

  enum Action: Equatable {
    case askTapped
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable { case again, sameAgain, done }

    static let alertCase = CasePath(Action.alert) {
      if case .alert(let action) = $0 { action } else { nil }
    }
  }

  /// A new presentation each time (a fresh id), equal to the others.
  static var first: AlertState<Action.Alert> {
    AlertState(
      title: "First",
      buttons: [
        ButtonState(action: .again, label: "Again"),
        ButtonState(action: .sameAgain, label: "Same again"),
        .cancel("Done", action: .done),
      ])
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .askTapped:
        state.alert = Self.first
      case .alert(.presented(.again)):
        state.alert = AlertState(title: "Second")
      case .alert(.presented(.sameAgain)):
        // Equal to the one shown, but a new presentation.
        state.alert = Self.first
      case .alert(.presented(.done)):
        state.log.append("done")
      case .alert(.dismiss):
        break
      }
      return .none
    }
    .ifLet(state: \.$alert, action: Action.alertCase)
  }
}

/// A screen whose destinations are an enum: an alert or an editor (TCA's
/// `@Reducer enum Destination { case alert(AlertState<…>); case editor(Editor) }`).
private struct DestinationScreen: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var log: [String] = []
  }

  enum Action: Equatable {
    case deleteTapped
    case editTapped
    case destination(PresentationAction<Destination.Action>)

    static let destinationCase = CasePath(Action.destination) {
      if case .destination(let action) = $0 { action } else { nil }
    }
  }

  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case alert(AlertState<Alert>)
      case editor(Counter.State)

      static let editorCase = CasePath(State.editor) {
        if case .editor(let state) = $0 { state } else { nil }
      }
    }

    enum Action: Equatable {
      case alert(Alert)
      case editor(Counter.Action)

      static let editorCase = CasePath(Action.editor) {
        if case .editor(let action) = $0 { action } else { nil }
      }
    }

    enum Alert: Equatable { case confirmDelete, askAgain }

    var body: some Reducer<State, Action> {
      Scope(state: State.editorCase, action: Action.editorCase) { Counter() }
    }
  }

  static let deleteAlert = AlertState<Destination.Alert>(
    title: "Delete?",
    buttons: [
      .destructive("Delete", action: .confirmDelete), .cancel("Ask again", action: .askAgain),
    ]
  )

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .deleteTapped:
        state.destination = .alert(Self.deleteAlert)
      case .editTapped:
        state.destination = .editor(Counter.State())
      case .destination(.presented(.alert(.confirmDelete))):
        state.log.append("deleted")
      case .destination(.presented(.alert(.askAgain))):
        state.destination = .alert(AlertState(title: "Really?"))
      case .destination:
        break
      }
      return .none
    }
    .ifLet(state: \.$destination, action: Action.destinationCase) { Destination() }
  }
}

@Suite("Alerts close on a button unless a new one was presented")
@MainActor
struct EphemeralAlertTests {
  @Test("an alert button that presents another alert keeps the new one")
  func buttonPresentsAnotherAlert() async {
    let store = TestStore(initialState: AlertChain.State()) { AlertChain() }
    await store.send(.askTapped) { $0.alert = AlertChain.first }
    await store.send(.alert(.presented(.again))) { $0.alert = AlertState(title: "Second") }
    await store.send(.alert(.presented(.done))) {
      $0.alert = nil
      $0.log = ["done"]
    }
  }

  @Test("a button that presents an equal alert anew keeps it: a new presentation, not the old")
  func buttonPresentsEqualAlert() async {
    let store = TestStore(initialState: AlertChain.State()) { AlertChain() }
    await store.send(.askTapped) { $0.alert = AlertChain.first }
    await store.send(.alert(.presented(.sameAgain)))
    #expect(store.state.alert == AlertChain.first)
  }

  @Test("an alert that is a case of a destination enum is dismissed by its button")
  func destinationAlertDismissed() async {
    let store = TestStore(initialState: DestinationScreen.State()) { DestinationScreen() }
    await store.send(.deleteTapped) { $0.destination = .alert(DestinationScreen.deleteAlert) }
    await store.send(.destination(.presented(.alert(.confirmDelete)))) {
      $0.destination = nil
      $0.log = ["deleted"]
    }
  }

  @Test("a destination alert whose button presents another alert keeps the new one")
  func destinationAlertPresentsAnother() async {
    let store = TestStore(initialState: DestinationScreen.State()) { DestinationScreen() }
    await store.send(.deleteTapped) { $0.destination = .alert(DestinationScreen.deleteAlert) }
    await store.send(.destination(.presented(.alert(.askAgain)))) {
      $0.destination = .alert(AlertState(title: "Really?"))
    }
  }

  @Test("other destination cases stay presented through their actions")
  func otherCasesStay() async {
    let store = TestStore(initialState: DestinationScreen.State()) { DestinationScreen() }
    await store.send(.editTapped) { $0.destination = .editor(DestinationScreen.Counter.State()) }
    await store.send(.destination(.presented(.editor(.increment)))) {
      $0.destination = .editor(DestinationScreen.Counter.State(count: 1))
    }
  }
}
