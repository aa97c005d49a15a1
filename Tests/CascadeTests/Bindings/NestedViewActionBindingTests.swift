import Cascade
import CascadeTesting
import Testing

/// A form whose bindings travel inside a nested view action (TCA's `ViewAction` pattern).
private struct NicknameForm: Reducer {
  struct State: Equatable {
    var name = ""
    var saves = 0
  }

  enum Action: Equatable, CasePathable {
    case view(View)
    case saved

    enum View: Equatable, BindableAction {
      case binding(BindingAction<State>)
      case saveTapped
    }

    struct AllCasePaths {
      var view: CasePath<Action, View> {
        .init(Action.view) { if case .view(let v) = $0 { v } else { nil } }
      }
      var saved: CasePath<Action, Void> { .init(Action.saved) }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some Reducer<State, Action> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      if action == .view(.saveTapped) { state.saves += 1 }
      return .none
    }
  }
}

@Suite("Bindings inside a nested view action")
@MainActor
struct NestedViewActionBindingTests {
  @Test("BindingReducer(action: \\.view) applies the view action's bindings")
  func reducer() async {
    let store = TestStore(initialState: NicknameForm.State()) { NicknameForm() }
    await store.send(.view(.binding(.set(\.name, "Ada")))) { $0.name = "Ada" }
    await store.send(\.view, .saveTapped) { $0.saves = 1 }
    await store.send(\.saved)
  }

  @Test("store.binding(_:action: \\.view) sets the field through the view action")
  func storeBinding() {
    let store = Store(initialState: NicknameForm.State()) { NicknameForm() }
    let name = store.binding(\.name, action: \.view)
    name.set("Grace")
    #expect(store.state.name == "Grace")
    #expect(name.get() == "Grace")
  }
}
