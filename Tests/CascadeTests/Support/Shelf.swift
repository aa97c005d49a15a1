import Cascade
import Foundation

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
