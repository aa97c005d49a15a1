import Cascade
import CascadeTesting
import Testing

/// A feature that records whether it is presented, in its reducer and in its effect.
struct PresenceProbe: Reducer {
  struct State: Equatable {
    @Presents var child: PresenceProbe.State?
    var path = StackState<PresenceProbe.State>()
    var inReducer: Bool?
    var inEffect: Bool?
  }

  enum Action: Equatable, CasePathable {
    indirect case child(PresentationAction<PresenceProbe.Action>)
    indirect case path(StackAction<PresenceProbe.State, PresenceProbe.Action>)
    case check
    case effectSaw(Bool)
  }

  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .check:
        state.inReducer = isPresented
        return .run { send in await send(.effectSaw(isPresented)) }
      case .effectSaw(let presented):
        state.inEffect = presented
        return .none
      case .child, .path:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { PresenceProbe() }
    .forEach(\.path, action: \.path) { PresenceProbe() }
  }
}

@Suite("@Dependency(\\.isPresented): whether the feature is presented")
@MainActor
struct IsPresentedTests {
  @Test("false at the root, in the reducer and in its effect")
  func root() async {
    let store = TestStore(initialState: PresenceProbe.State()) { PresenceProbe() }
    await store.send(.check) { $0.inReducer = false }
    await store.receive(.effectSaw(false)) { $0.inEffect = false }
  }

  @Test("true in a presented child's reducer and effect, and in a stack element's")
  func presentedAndPushed() async {
    let store = TestStore(
      initialState: PresenceProbe.State(child: PresenceProbe.State(), path: [PresenceProbe.State()])
    ) { PresenceProbe() }
    await store.send(.child(.presented(.check))) { $0.child?.inReducer = true }
    await store.receive(.child(.presented(.effectSaw(true)))) { $0.child?.inEffect = true }
    await store.send(.path(.element(id: 0, action: .check))) { $0.path[id: 0]?.inReducer = true }
    await store.receive(.path(.element(id: 0, action: .effectSaw(true)))) {
      $0.path[id: 0]?.inEffect = true
    }
    // The parent's own reducer, run after its child's, is not presented.
    await store.send(.check) { $0.inReducer = false }
    await store.receive(.effectSaw(false)) { $0.inEffect = false }
  }

  @Test("a test sets it to run a feature as if presented")
  func overridden() async {
    let store = TestStore(initialState: PresenceProbe.State()) {
      PresenceProbe()
    } withDependencies: {
      $0.isPresented = true
    }
    await store.send(.check) { $0.inReducer = true }
    await store.receive(.effectSaw(true)) { $0.inEffect = true }
  }
}
