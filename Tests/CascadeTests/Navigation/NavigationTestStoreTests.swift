import Cascade
import CascadeTesting
import Testing

@Suite("Navigation: exhaustive TestStore")
@MainActor
struct NavigationTestStoreTests {
  @Test("a presented editor that saves and dismisses itself, received as .dismiss")
  func presentedSelfDismissal() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Navigation.State()) { Navigation(scheduler: scheduler) }
    await store.send(.editTapped) { $0.editor = Editor.State() }
    await store.send(.editor(.presented(.titleChanged("Milk")))) { $0.editor?.title = "Milk" }
    await store.send(.editor(.presented(.startTimer)))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.editor(.presented(.tick))) { $0.editor?.ticks = 1 }
    await store.send(.editor(.presented(.saveTapped)))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.editor(.presented(.tick))) { $0.editor?.ticks = 2 }
    await store.receive(.editor(.presented(.saved))) { $0.editor?.title = "Milk (saved)" }
    await store.receive(.editor(.dismiss)) {
      $0.editor = nil
      $0.log = ["dismissed Milk (saved)"]
    }
    await scheduler.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("a stack: push, element timer, self-dismissal received as .popFrom")
  func stackFlow() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Navigation.State()) { Navigation(scheduler: scheduler) }
    await store.send(.pushTapped("list")) { $0.path.append(Editor.State(title: "list")) }
    await store.send(.pushTapped("detail")) { $0.path.append(Editor.State(title: "detail")) }
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 1 }
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.removeLast()
      $0.log = ["popping from 1: detail"]
    }
    await scheduler.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("a wrong expectation about a presented child reads as the field's path")
  func failureNamesPresentedField() async {
    let store = TestStore(initialState: Navigation.State()) {
      Navigation(scheduler: TestScheduler())
    }
    await store.send(.editTapped) { $0.editor = Editor.State() }
    await withKnownIssue {
      await store.send(.editor(.presented(.titleChanged("Milk")))) { $0.editor?.title = "Eggs" }
    } matching: { issue in
      issue.description.contains("editor.title")
    }
  }
}
