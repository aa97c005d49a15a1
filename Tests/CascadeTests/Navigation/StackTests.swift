import CascadeTesting
import Testing

@testable import Cascade

@Suite("Navigation: stacks")
@MainActor
struct StackTests {
  let scheduler = TestScheduler()

  func makeStore() -> Store<Navigation.State, Navigation.Action> {
    Store(initialState: Navigation.State()) { Navigation(scheduler: scheduler) }
  }

  @Test("StackState assigns ids in push order and never reuses one")
  func idsInPushOrder() {
    var stack = StackState(["a", "b"])
    #expect(stack.ids == [0, 1])
    stack.append("c")
    stack.pop(from: 1)
    #expect(Array(stack) == ["a"])
    stack.append("d")
    #expect(stack.ids == [0, 3])
    #expect(stack[id: 3] == "d")
    stack.append("e")
    stack.pop(to: 0)
    #expect(Array(stack) == ["a"])
    stack[id: 0] = nil
    #expect(stack.isEmpty)
  }

  @Test("an expected stack built by the same pushes equals the store's")
  func expectedStateMatches() {
    let store = makeStore()
    store.send(.pushTapped("a"))
    store.send(.pushTapped("b"))
    var expected = Navigation.State()
    expected.path.append(Editor.State(title: "a"))
    expected.path.append(Editor.State(title: "b"))
    #expect(store.state == expected)
  }

  @Test("element actions are routed by id")
  func routedByID() {
    let store = makeStore()
    store.send(.pushTapped("a"))
    store.send(.pushTapped("b"))
    store.send(.path(.element(id: 0, action: .titleChanged("A"))))
    #expect(store.state.path.map(\.title) == ["A", "b"])
  }

  @Test(".popFrom removes the element and all above it, after the parent saw them")
  func popFrom() {
    let store = makeStore()
    store.send(.pushTapped("a"))
    store.send(.pushTapped("b"))
    store.send(.pushTapped("c"))
    store.send(.path(.popFrom(id: 1)))
    #expect(store.state.path.map(\.title) == ["a"])
    #expect(store.state.log == ["popping from 1: b"])
  }

  @Test("popping cancels the effects of every popped element, and only theirs")
  func popCancelsEffects() async {
    let store = makeStore()
    store.send(.pushTapped("a"))
    store.send(.pushTapped("b"))
    store.send(.pushTapped("c"))
    for id: StackElementID in [0, 1, 2] { store.send(.path(.element(id: id, action: .startTimer))) }
    await scheduler.advance(by: .seconds(2))
    #expect(store.state.path.map(\.ticks) == [2, 2, 2])
    store.send(.path(.popFrom(id: 1)))
    #expect(store.inFlightEffectCount == 1)
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.path.map(\.ticks) == [3])
  }

  @Test("an element returning Effect.dismiss is popped through .popFrom with its id")
  func elementDismissesItself() async {
    let store = makeStore()
    store.send(.pushTapped("a"))
    store.send(.pushTapped("b"))
    store.send(.path(.element(id: 1, action: .saveTapped)))
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.path.map(\.title) == ["a"])
    #expect(store.state.log == ["popping from 1: b (saved)"])
  }

  @Test(".push appends with the given id and moves the counter past it")
  func push() {
    let store = makeStore()
    store.send(.path(.push(id: 5, state: Editor.State(title: "deep link"))))
    store.send(.pushTapped("next"))
    #expect(store.state.path.ids == [5, 6])
  }

  @Test("an action for an id not on the stack is a runtime warning and is ignored")
  func unknownID() {
    let store = makeStore()
    withKnownIssue {
      store.send(.path(.element(id: 9, action: .tick)))
    } matching: { issue in
      issue.description.contains(
        "A 'forEach' of a stack received an action for an element that is not on the stack: "
          + ".path(.element(id: 9, action: .tick))")
    }
  }

  @Test("a store scoped to a stack element, observed, and let go when popped")
  func scopedElement() {
    let store = makeStore()
    store.send(.pushTapped("a"))
    var renders: [String] = []
    let rendering = observe {
      let titles = store.path.ids.compactMap { id in
        store.scope(state: \.path, action: Navigation.Action.pathCase, id: id)?.title
      }
      renders.append(titles.joined(separator: " > "))
    }
    let element = store.scope(state: \.path, action: Navigation.Action.pathCase, id: 0)
    element?.send(.titleChanged("A"))
    store.send(.pushTapped("b"))
    store.send(.path(.element(id: 1, action: .tick)))
    store.send(.path(.popFrom(id: 1)))
    #expect(store.scope(state: \.path, action: Navigation.Action.pathCase, id: 1) == nil)
    rendering.cancel()
    // One render per send, root and element stores together. The tick re-renders because
    // `store.path.ids` tracks `path` as a whole (a nested read tracks its first field).
    #expect(renders == ["a", "A", "A > b", "A > b", "A"])
  }

  @Test("a popped element's store is released by the send that pops it")
  func poppedElementReleased() {
    let store = makeStore()
    store.send(.pushTapped("a"))
    store.send(.pushTapped("b"))
    weak var top: Store<Editor.State, Editor.Action>?
    weak var bottom: Store<Editor.State, Editor.Action>?
    do {
      top = store.scope(state: \.path, action: Navigation.Action.pathCase, id: 1)
      bottom = store.scope(state: \.path, action: Navigation.Action.pathCase, id: 0)
    }
    #expect(top != nil)
    store.send(.path(.popFrom(id: 1)))
    #expect(top == nil)
    #expect(bottom != nil)
    // A send that pops nothing keeps the stores of the elements still there.
    store.send(.pushTapped("c"))
    #expect(bottom != nil)
  }

  @Test("pushing and popping a thousand scoped elements leaves the tracker and the store bounded")
  func pushPopStaysBounded() {
    let store = makeStore()
    for index in 0..<1_000 {
      store.send(.pushTapped("\(index)"))
      let id = store.path.ids.last!
      _ = store.scope(state: \.path, action: Navigation.Action.pathCase, id: id)?.title
      store.send(.path(.popFrom(id: id)))
    }
    #expect(store.tracker.fieldCount < 200)
    #expect(store.core.observerCount < 10)
  }
}
