import Cascade
import CascadeTesting
import Testing

/// A profile form whose bindings travel in a view action, and which sends itself one.
struct ProfileForm: Reducer {
  struct State: Equatable {
    var email = ""
    var title = ""
  }

  enum Action: Equatable, CasePathable, BindableAction {
    case view(View)
    case binding(BindingAction<State>)
    case resetTapped

    enum View: Equatable, CasePathable, BindableAction {
      case binding(BindingAction<State>)
    }
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
    BindingReducer(action: \.view)
    Reduce { _, action in
      action == .resetTapped ? .send(.binding(.set(\.title, "Untitled"))) : .none
    }
  }
}

@Suite("A binding action names its fields as cases: \\.binding.title")
@MainActor
struct BindingActionCasePathTests {
  @Test("send(\\.view.binding.email, value) sends the binding that sets the field")
  func sendsThroughAField() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(\.view.binding.email, "a@b.c") { $0.email = "a@b.c" }
  }

  @Test("receive(\\.binding.title) matches a binding of that field, and not of another")
  func receivesByField() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(.resetTapped)
    await store.receive(\.binding.title) { $0.title = "Untitled" }

    let setsTitle = ProfileForm.Action.binding(.set(\.title, "x"))
    #expect(setsTitle[case: \.binding.title] == "x")
    #expect(setsTitle[case: \.binding.email] == nil)
  }
}
