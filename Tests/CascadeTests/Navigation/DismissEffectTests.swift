import Cascade
import CascadeTesting
import Testing

/// A feature that presents itself and dismisses itself from an effect, as TCA's
/// `testNestedDismiss` writes it; also pushed on a stack, and run at the root.
struct SelfDismissing: Reducer {
  struct State: Equatable {
    @Presents var child: SelfDismissing.State?
    var path = StackState<SelfDismissing.State>()
  }

  enum Action: Equatable, CasePathable {
    indirect case child(PresentationAction<SelfDismissing.Action>)
    indirect case path(StackAction<SelfDismissing.State, SelfDismissing.Action>)
    case closeTapped
    case closeThenReport
    case presentTapped
    case pushTapped
    case reported
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .closeThenReport:
        // Dismissing cancels this effect: the send after it is never delivered.
        return .run { send in
          await dismiss()
          await send(.reported)
        }
      case .presentTapped:
        state.child = State()
        return .none
      case .pushTapped:
        state.path.append(State())
        return .none
      case .child, .path, .reported:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { SelfDismissing() }
    .forEach(\.path, action: \.path) { SelfDismissing() }
  }
}

@Suite("Dismissing from inside an effect: @Dependency(\\.dismiss)")
@MainActor
struct DismissEffectTests {
  @Test("a presented child's await dismiss() sends its parent .dismiss")
  func presentedChild() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.presentTapped) { $0.child = SelfDismissing.State() }
    await store.send(.child(.presented(.closeTapped)))
    await store.receive(\.child.dismiss) { $0.child = nil }
    await store.finish()
  }

  @Test("in nested presentations only the closest one is dismissed")
  func nested() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.presentTapped) { $0.child = SelfDismissing.State() }
    await store.send(.child(.presented(.presentTapped))) {
      $0.child?.child = SelfDismissing.State()
    }
    await store.send(.child(.presented(.child(.presented(.closeTapped)))))
    await store.receive(\.child.child.dismiss) { $0.child?.child = nil }
    #expect(!store.isDismissed)
  }

  @Test("a stack element's await dismiss() pops it through .popFrom(id:)")
  func stackElement() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.pushTapped) { $0.path.append(SelfDismissing.State()) }
    await store.send(.pushTapped) { $0.path.append(SelfDismissing.State()) }
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.removeLast() }
    #expect(store.state.path.ids == [0])
  }

  @Test("dismissing cancels the calling effect: what it sends afterwards never arrives")
  func cancelsTheCaller() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.presentTapped) { $0.child = SelfDismissing.State() }
    await store.send(.child(.presented(.closeThenReport)))
    await store.receive(\.child.dismiss) { $0.child = nil }
    await store.finish()
  }

  @Test("a root feature's await dismiss() is recorded by the test store as isDismissed")
  func rootUnderTestStore() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.closeThenReport)
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test("an actor test store records the same root dismissal")
  func rootUnderActorTestStore() async {
    let store = ActorTestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.closeTapped)
    await store.finish()
    #expect(store.isDismissed)
  }

  @Test("where nothing can dismiss the feature, a runtime warning names the call's line")
  func nothingToDismiss() async {
    let store = Store(initialState: SelfDismissing.State()) { SelfDismissing() }
    await withKnownIssue {
      await store.send(.closeTapped).finish()
    } matching: { issue in
      issue.description.contains("'@Dependency(\\.dismiss)' was called where nothing presented")
        && issue.sourceLocation?.fileID == "CascadeTests/DismissEffectTests.swift"
        && issue.sourceLocation?.line == 29
    }
    await withKnownIssue {
      @Dependency(\.dismiss) var dismiss
      await dismiss()
    } matching: { issue in
      issue.description.contains("nothing was dismissed")
    }
  }

  @Test("a dismissal set in the dependencies is called instead")
  func overridden() async {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: SelfDismissing.State()) {
      SelfDismissing()
    } withDependencies: {
      $0.dismiss = DismissEffect { calls.withValue { $0 += 1 } }
    }
    await store.send(.presentTapped) { $0.child = SelfDismissing.State() }
    await store.send(.child(.presented(.closeTapped)))
    await store.finish()
    #expect(calls.value == 1)
    #expect(!store.isDismissed)
  }
}
