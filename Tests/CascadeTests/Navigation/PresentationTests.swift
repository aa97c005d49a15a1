import Cascade
import CascadeTesting
import Testing

@Suite("Navigation: presented destinations")
@MainActor
struct PresentationTests {
  let scheduler = TestScheduler()

  func makeStore() -> Store<Navigation.State, Navigation.Action> {
    Store(initialState: Navigation.State()) { Navigation(scheduler: scheduler) }
  }

  @Test("a presented child runs its actions before the parent, only while present")
  func childRunsWhilePresent() {
    let store = makeStore()
    store.send(.editTapped)
    store.send(.editor(.presented(.titleChanged("Milk"))))
    #expect(store.state.editor?.title == "Milk")
  }

  @Test("the parent sees .dismiss while the child is present; then it is nil")
  func parentDismiss() {
    let store = makeStore()
    store.send(.editTapped)
    store.send(.editor(.presented(.titleChanged("Milk"))))
    store.send(.editor(.dismiss))
    #expect(store.state.editor == nil)
    #expect(store.state.log == ["dismissed Milk"])
  }

  @Test("a child returning Effect.dismiss is dismissed through its parent's .dismiss")
  func childDismissesItself() {
    let store = makeStore()
    store.send(.editTapped)
    store.send(.editor(.presented(.titleChanged("Eggs"))))
    store.send(.editor(.presented(.closeTapped)))
    #expect(store.state.editor == nil)
    #expect(store.state.log == ["dismissed Eggs"])
  }

  @Test("Effect.dismiss after a .run in a concatenation dismisses once the run is done")
  func dismissAfterRun() async {
    let store = makeStore()
    store.send(.editTapped)
    store.send(.editor(.presented(.saveTapped)))
    await scheduler.advance(by: .milliseconds(999))
    #expect(store.state.editor != nil)
    await scheduler.advance(by: .milliseconds(1))
    #expect(store.state.editor == nil)
    #expect(store.state.log == ["dismissed  (saved)"])
  }

  @Test("setting the state to nil by any means cancels the child's effects")
  func nilCancelsEffects() async {
    let store = makeStore()
    store.send(.editTapped)
    store.send(.editor(.presented(.startTimer)))
    await scheduler.advance(by: .seconds(2))
    #expect(store.state.editor?.ticks == 2)
    #expect(store.inFlightEffectCount == 1)
    store.send(.clearTapped)
    #expect(store.inFlightEffectCount == 0)
    store.send(.editTapped)
    await scheduler.advance(by: .seconds(5))
    #expect(store.state.editor?.ticks == 0)
  }

  @Test("an action for an absent child is a runtime warning and is ignored")
  func actionForAbsentChild() {
    let store = makeStore()
    withKnownIssue {
      store.send(.editor(.presented(.titleChanged("Milk"))))
    } matching: { issue in
      issue.description.contains(
        "An 'ifLet' of a presentation received a child action while nothing was presented: "
          + ".editor(.presented(.titleChanged(\"Milk\")))")
        && issue.sourceLocation?.fileID == "CascadeTests/NavigationFeature.swift"
    }
    #expect(store.state.editor == nil)
  }

  @Test(
    "Effect.dismiss outside any presentation is a runtime warning naming the reducer, at the store's creation"
  )
  func strayDismiss() {
    let created: UInt = #line + 1
    let store = Store(initialState: Editor.State()) { Editor(scheduler: scheduler) }
    withKnownIssue {
      store.send(.closeTapped)
    } matching: { issue in
      issue.description.contains(
        "'Editor' returned 'Effect.dismiss' outside any presentation or stack")
        && issue.sourceLocation?.fileName == "PresentationTests.swift"
        && issue.sourceLocation?.line == Int(created)
    }
  }

  @Test("a store scoped to the presented child exists only while it is presented")
  func scopedChild() {
    let store = makeStore()
    #expect(store.scope(state: \.$editor, action: Navigation.Action.editorCase) == nil)
    store.send(.editTapped)
    let editor = store.scope(state: \.$editor, action: Navigation.Action.editorCase)
    #expect(editor != nil)
    editor?.send(.titleChanged("Tea"))
    #expect(editor?.title == "Tea")
    #expect(store.state.editor?.title == "Tea")
    #expect(store.scope(state: \.$editor, action: Navigation.Action.editorCase) === editor)
    editor?.send(.closeTapped)
    #expect(store.scope(state: \.$editor, action: Navigation.Action.editorCase) == nil)
  }

  @Test("observe {} over a presented child's field and its presence")
  func observation() {
    let store = makeStore()
    var renders: [String] = []
    let rendering = observe {
      if let editor = store.scope(state: \.$editor, action: Navigation.Action.editorCase) {
        renders.append("editing \(editor.title)")
      } else {
        renders.append("list")
      }
    }
    store.send(.editTapped)
    store.send(.editor(.presented(.titleChanged("Jam"))))
    store.send(.editor(.presented(.tick)))
    store.send(.editor(.dismiss))
    rendering.cancel()
    // The tick changes a field the view does not read: no render.
    #expect(renders == ["list", "editing ", "editing Jam", "list"])
  }
}
