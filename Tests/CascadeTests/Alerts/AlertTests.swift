import Cascade
import CascadeTesting
import Foundation
import Testing

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
        && issue.sourceLocation?.fileName == "Shelf.swift"
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
