import Cascade
import Testing

/// A screen with a plain optional child and a destination enum, as TCA writes them.
struct OptionalScopeFeature: Reducer {
  struct Child: Reducer {
    struct State: Equatable { var taps = 0 }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.taps += 1
      return .none
    }
  }

  struct Edit: Reducer {
    struct State: Equatable { var title = "" }
    enum Action: Equatable { case titleChanged(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .titleChanged(let title) = action { state.title = title }
      return .none
    }
  }

  struct Destination: Reducer {
    @dynamicMemberLookup
    enum State: Equatable, CasePathable {
      case edit(Edit.State)
      case other
    }
    enum Action: Equatable, CasePathable {
      case edit(Edit.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.edit, action: \.edit) { Edit() }
    }
  }

  struct State: Equatable {
    var child: Child.State?
    @Presents var destination: Destination.State?
  }

  enum Action: Equatable, CasePathable {
    case child(Child.Action)
    case destination(PresentationAction<Destination.Action>)
    case showChild
    case hideChild
    case edit
    case other
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showChild: state.child = Child.State()
      case .hideChild: state.child = nil
      case .edit: state.destination = .edit(Edit.State())
      case .other: state.destination = .other
      case .child, .destination: break
      }
      return .none
    }
    .ifLet(\.child, action: \.child) { Child() }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

@Suite("A store for a plain optional field, or one case of an enum state, as TCA scopes them")
@MainActor
struct OptionalScopeTests {
  @Test("an optional field's store exists while it is present, and is the same store")
  func optionalField() throws {
    let store = Store(initialState: OptionalScopeFeature.State()) { OptionalScopeFeature() }
    #expect(store.scope(state: \.child, action: \.child) == nil)
    store.send(.showChild)
    let child = try #require(store.scope(state: \.child, action: \.child))
    child.send(.tap)
    #expect(store.state.child?.taps == 1 && child.state.taps == 1)
    #expect(store.scope(state: \.child, action: \.child) === child)
    store.send(.hideChild)
    #expect(store.scope(state: \.child, action: \.child) == nil)
    #expect(child.state.taps == 1)
  }

  @Test("one case of a destination enum: \\.destination?.edit with \\.destination.edit")
  func enumCase() throws {
    let store = Store(initialState: OptionalScopeFeature.State()) { OptionalScopeFeature() }
    store.send(.edit)
    let edit = try #require(store.scope(state: \.destination?.edit, action: \.destination.edit))
    edit.send(.titleChanged("Milk"))
    #expect(store.state.destination?.edit?.title == "Milk" && edit.state.title == "Milk")
    store.send(.other)
    #expect(store.scope(state: \.destination?.edit, action: \.destination.edit) == nil)
    // Kept past the case change, the store shows the last state it read.
    #expect(edit.state.title == "Milk")
  }
}
