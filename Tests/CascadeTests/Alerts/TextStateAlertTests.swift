import Cascade
import CascadeTesting
import Testing

/// A list whose delete asks first, with its alert written as TCA writes one.
struct DeletingList: Reducer {
  struct State: Equatable {
    var items = ["Milk", "Eggs"]
    @Presents var alert: AlertState<Action.Alert>?
  }

  enum Action: Equatable, CasePathable {
    case deleteTapped(Int)
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable, CasePathable {
      case confirmDeletion(Int)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteTapped(let index):
        state.alert = Self.deleteAlert(item: state.items[index], index: index)
        return .none
      case .alert(.presented(.confirmDeletion(let index))):
        state.items.remove(at: index)
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  static func deleteAlert(item: String, index: Int) -> AlertState<Action.Alert> {
    AlertState {
      TextState("Delete “\(item)”?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.confirmDeletion(index))) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone. ") + TextState("Really?").bold()
    }
  }
}

@Suite("Alerts and dialogs as TCA writes them: TextState and the builder forms")
@MainActor
struct TextStateAlertTests {
  @Test("a test asserts the alert by writing it, and its button's action arrives")
  func alertFlow() async {
    let store = TestStore(initialState: DeletingList.State()) { DeletingList() }
    await store.send(.deleteTapped(0)) {
      $0.alert = AlertState {
        TextState("Delete “Milk”?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion(0)) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      } message: {
        TextState("This cannot be undone. ") + TextState("Really?").bold()
      }
    }
    await store.send(\.alert.confirmDeletion, 0) {
      $0.alert = nil
      $0.items = ["Eggs"]
    }
  }

  @Test("styling is part of the text: a different styling is another text")
  func styling() {
    #expect(TextState("Hi").bold() != TextState("Hi"))
    #expect(TextState("Hi").bold() == TextState("Hi").bold())
    #expect(String(state: TextState("a") + TextState("b").italic()) == "ab")
    #expect((TextState("a") + TextState("b").italic()).debugDescription == #""a" + "b".italic()"#)
    let literal: TextState = "Count: \(3)"
    #expect(literal == TextState("Count: 3"))
  }

  @Test("the builder takes if, else and for; map and withAction reach the actions")
  func builderAndMap() {
    let names = ["a", "b"]
    let showCancel = false
    let dialog = ConfirmationDialogState<String>(titleVisibility: .visible) {
      TextState("Pick")
    } actions: {
      for name in names {
        ButtonState(action: name) { TextState(name) }
      }
      if showCancel {
        ButtonState(role: .cancel) { TextState("Cancel") }
      } else {
        ButtonState.default(TextState("Later"), action: nil)
      }
    }
    #expect(dialog.buttons.map(\.label.string) == ["a", "b", "Later"])
    let mapped = dialog.map { $0.map { $0.uppercased() } }
    #expect(mapped.buttons.map(\.action) == ["A", "B", nil])
    #expect(mapped.id == dialog.id && mapped.titleVisibility == .visible)
    var tapped: String?
    mapped.buttons[1].withAction { tapped = $0 }
    #expect(tapped == "B")
  }

  @Test("the String forms still make the same alert")
  func stringForms() {
    let alert = AlertState<Int>(
      title: "Delete?", message: "Sure?",
      buttons: [.destructive("Delete", action: 1), .cancel("No")])
    let built = AlertState<Int> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: 1) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("No") }
    } message: {
      TextState("Sure?")
    }
    #expect(alert == built)
  }
}
