import Cascade
import CascadeTesting
import Testing

/// A mailbox whose destinations and stack are enum features, each a few lines as TCA's
/// `@Reducer enum` is: the case paths plugin writes their State, Action and body.
struct Mailbox: Reducer {
  struct Draft: Reducer {
    struct State: Equatable { var text = "" }
    enum Action: Equatable, CasePathable {
      case typed(String)
      case send
    }
    @Dependency(\.dismiss) var dismiss

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .typed(let text):
        state.text = text
        return .none
      case .send:
        return .run { _ in await dismiss() }
      }
    }
  }

  struct Thread: Reducer {
    struct State: Hashable { var reads = 0 }
    enum Action: Equatable, CasePathable { case read }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.reads += 1
      return .none
    }
  }

  enum Destination: CaseReducer {
    case draft(Draft)
    case alert(AlertState<Alert>)
    case options(ConfirmationDialogState<Alert>)

    enum Alert: Equatable { case confirmDelete }
  }

  enum Path: CaseReducer {
    case thread(Thread)
  }

  struct State: Equatable {
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var deleted = 0
  }

  enum Action: Equatable, CasePathable {
    case composeTapped
    case deleteTapped
    case openTapped
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Path.State, Path.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .composeTapped:
        state.destination = .draft(Draft.State())
      case .deleteTapped:
        state.destination = .alert(
          AlertState(
            title: "Delete?",
            buttons: [
              ButtonState(role: .destructive, action: .confirmDelete, label: "Delete")
            ]))
      case .openTapped:
        state.path.append(.thread(Thread.State()))
      case .destination(.presented(.alert(.confirmDelete))):
        state.deleted += 1
      case .destination, .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Mailbox.Destination.State: Equatable {}
extension Mailbox.Destination.Action: Equatable {}
extension Mailbox.Path.State: Hashable {}

/// An enum feature whose child state is not `Equatable`, declared `Equatable` anyway.
enum Loose: CaseReducer {
  struct Opaque: Reducer {
    struct State {}
    enum Action { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
  }
  case opaque(Opaque)
}

extension Loose.State: Equatable {}
extension Mailbox.Path.Action: Equatable {}

@Suite("Enum features: an enum of child features, its State, Action and body written by the plugin")
@MainActor
struct CaseReducerTests {
  @Test("a presented case runs its feature; a dismissal from inside it closes the destination")
  func presentedFeature() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    await store.send(.composeTapped) { $0.destination = .draft(Mailbox.Draft.State()) }
    await store.send(\.destination.draft.typed, "hi") {
      $0.destination?.modify(\.draft) { $0.text = "hi" }
    }
    #expect(store.state.destination?.draft?.text == "hi")
    await store.send(\.destination.draft.send)
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test("an alert case has no reducer: its button reaches the parent and the alert closes")
  func alertCase() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    await store.send(.deleteTapped) {
      $0.destination = .alert(
        AlertState(
          title: "Delete?",
          buttons: [
            ButtonState(role: .destructive, action: .confirmDelete, label: "Delete")
          ]))
    }
    await store.send(\.destination.alert, .confirmDelete) {
      $0.deleted = 1
      $0.destination = nil
    }
  }

  @Test("a stack of an enum feature runs each element's feature")
  func stack() async {
    let store = TestStore(initialState: Mailbox.State()) { Mailbox() }
    await store.send(.openTapped) { $0.path.append(.thread(Mailbox.Thread.State())) }
    let id = store.state.path.ids[0]
    await store.send(.path(.element(id: id, action: .thread(.read)))) {
      $0.path[id: id] = .thread(Mailbox.Thread.State(reads: 1))
    }
  }

  @Test("the body is the enum's own: it runs a case's feature on that case alone")
  func bodyRunsOnItsCase() {
    var state = Mailbox.Path.State.thread(Mailbox.Thread.State())
    _ = Mailbox.Path.body.reduce(into: &state, action: .thread(.read))
    #expect(state.thread?.reads == 1)
  }

  @Test("the states compare and hash as a synthesized conformance would")
  func equatableAndHashable() {
    let one = Mailbox.Path.State.thread(Mailbox.Thread.State(reads: 1))
    let two = Mailbox.Path.State.thread(Mailbox.Thread.State(reads: 2))
    #expect(one == one && one != two)
    #expect(Set([one, one, two]).count == 2)
    #expect(
      Mailbox.Destination.State.draft(Mailbox.Draft.State())
        != .alert(AlertState(title: "Delete?")))
  }

  @Test("a child state that is not Equatable compares unequal, with a warning at its case")
  func notEquatable() {
    withKnownIssue {
      #expect(Loose.State.opaque(.init()) != .opaque(.init()))
    } matching: { issue in
      issue.description.contains("is not Equatable")
        && issue.sourceLocation?.fileName == "CaseReducerTests.swift"
    }
  }
}
