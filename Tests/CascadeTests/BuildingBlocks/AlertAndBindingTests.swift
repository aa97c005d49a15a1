import Cascade
import CascadeTesting
import Foundation
import Testing

/// A list whose delete asks first (an alert), whose share offers choices (a dialog), and
/// whose title is edited through bindings.
struct Shelf: Reducer {
  struct State: Equatable {
    var items = ["Milk", "Eggs"]
    var title = "Groceries"
    var isDirty = false
    var log: [String] = []
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case deleteTapped
    case shareTapped
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)

    enum Alert: Equatable { case confirmDelete }
    enum Dialog: Equatable { case copyLink }

    static let alertCase = CasePath(Action.alert) {
      if case .alert(let action) = $0 { action } else { nil }
    }
    static let dialogCase = CasePath(Action.dialog) {
      if case .dialog(let action) = $0 { action } else { nil }
    }
  }

  static let deleteAlert = AlertState<Action.Alert>(
    title: "Delete everything?",
    buttons: [.destructive("Delete", action: .confirmDelete), .cancel("Cancel")]
  )

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.title):
        state.isDirty = true
        return .none
      case .binding:
        return .none
      case .deleteTapped:
        state.alert = Self.deleteAlert
        return .none
      case .alert(.presented(.confirmDelete)):
        state.log.append(state.alert == nil ? "no alert" : "alert still present")
        state.items = []
        return .none
      case .alert(.dismiss):
        state.log.append("alert dismissed")
        return .none
      case .shareTapped:
        state.dialog = ConfirmationDialogState(
          title: "Share", buttons: [ButtonState(action: .copyLink, label: "Copy link")])
        return .none
      case .dialog(.presented(.copyLink)):
        state.log.append("copied")
        return .none
      case .dialog:
        return .none
      }
    }
    .ifLet(state: \.$alert, action: Action.alertCase)
    .ifLet(state: \.$dialog, action: Action.dialogCase)
  }
}

@Suite("Alerts and dialogs as state")
@MainActor
struct AlertTests {
  @Test("a button's action reaches the parent with the alert present; nil in the same send")
  func buttonClosesAlert() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.deleteTapped) { $0.alert = Shelf.deleteAlert }
    await store.send(.alert(.presented(.confirmDelete))) {
      $0.log = ["alert still present"]
      $0.items = []
      $0.alert = nil
    }
    // Exhaustive: no .dismiss follows.
    await store.finish()
  }

  @Test("a button without an action dismisses: the parent sees .dismiss, then nil")
  func cancelDismisses() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.deleteTapped) { $0.alert = Shelf.deleteAlert }
    #expect(store.state.alert?.buttons.last?.action == nil)
    await store.send(.alert(.dismiss)) {
      $0.log = ["alert dismissed"]
      $0.alert = nil
    }
  }

  @Test("a confirmation dialog closes itself the same way")
  func dialog() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.shareTapped) {
      $0.dialog = ConfirmationDialogState(
        title: "Share", buttons: [ButtonState(action: .copyLink, label: "Copy link")])
    }
    await store.send(.dialog(.presented(.copyLink))) {
      $0.log = ["copied"]
      $0.dialog = nil
    }
  }

  @Test("a button action with no alert presented is a runtime warning at the ifLet")
  func actionWithoutAlert() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    withKnownIssue {
      store.send(.alert(.presented(.confirmDelete)))
    } matching: { issue in
      issue.description.contains(
        "An alert button's action arrived while no alert was presented: "
          + ".alert(.presented(.confirmDelete))")
        && issue.sourceLocation?.fileName == "AlertAndBindingTests.swift"
    }
  }

  @Test("equality and hashing of alerts, dialogs and buttons ignore their ids")
  func equalityIgnoresIDs() {
    let first = AlertState<Int>(title: "T", message: "M", buttons: [.cancel("C", action: 1)])
    let second = AlertState<Int>(title: "T", message: "M", buttons: [.cancel("C", action: 1)])
    #expect(first.id != second.id)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != AlertState<Int>(title: "T", message: "M", buttons: [.cancel("C")]))
    #expect(ButtonState<Int>.destructive("D", action: 2) == .destructive("D", action: 2))
    #expect(
      ConfirmationDialogState<Int>(title: "T", titleVisibility: .visible)
        != ConfirmationDialogState<Int>(title: "T"))
  }

  @Test("a state diff shows alert fields, not ids")
  func diffWithoutIDs() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await withKnownIssue {
      await store.send(.deleteTapped) {
        $0.alert = AlertState(title: "Delete all?", buttons: Shelf.deleteAlert.buttons)
      }
    } matching: { issue in
      issue.description.contains("− alert.title: \"Delete all?\"")
        && issue.description.contains("+ alert.title: \"Delete everything?\"")
        && !issue.description.contains("id:")
    }
  }
}

@Suite("Bindings")
@MainActor
struct BindingTests {
  @Test("BindingReducer sets the field; case .binding(\\.field) matches that field only")
  func bindingPattern() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.binding(.set(\.items, ["Tea"]))) { $0.items = ["Tea"] }
    await store.send(.binding(.set(\.title, "Pantry"))) {
      $0.title = "Pantry"
      $0.isDirty = true
    }
  }

  @Test("store.binding reads the field and sets it through a binding action")
  func storeBinding() {
    let store = Store(initialState: Shelf.State()) { Shelf() }
    let title = store.binding(\.title)
    #expect(title.get() == "Groceries")
    title.set("Pantry")
    #expect(store.state.title == "Pantry")
    #expect(store.state.isDirty)
    #expect(title.get() == "Pantry")
  }

  @Test("binding actions are equal when they set one field to equal values")
  func equality() {
    typealias Binding = BindingAction<Shelf.State>
    #expect(Binding.set(\.title, "A") == Binding.set(\.title, "A"))
    #expect(Binding.set(\.title, "A") != Binding.set(\.title, "B"))
    #expect(Binding.set(\.title, "A") != Binding.set(\.items, ["A"]))
    #expect(Shelf.Action.binding(.set(\.title, "A"))._binding == .set(\.title, "A"))
    #expect(Shelf.Action.deleteTapped._binding == nil)
  }
}
