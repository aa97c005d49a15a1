import Cascade
import CascadeTesting
import Foundation
import Testing

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
