import Cascade
import CascadeTesting
import Foundation
import Testing

// The guide's rows on stores, reducers, case paths, collections and navigation.
extension GuideRows {
  // guide 4988c561: Store, StoreOf, TestStoreOf, IdentifiedActionOf
  static func stores() {
    let store: StoreOf<GuideFeature> = Store(initialState: GuideFeature.State()) { GuideFeature() }
    let test: TestStoreOf<GuideFeature> = TestStore(initialState: GuideFeature.State()) {
      GuideFeature()
    }
    let action: IdentifiedActionOf<GuideFeature.Child> = .element(id: 0, action: .increment)
    _ = (store, test, action)
  }

  // guide 5996c301: Reducer, Reduce
  static func reducers() -> some Reducer<Int, Bool> {
    Reduce { state, action in
      if action { state += 1 }
      return .none
    }
  }

  // guide ef422956: var body: some ReducerOf<Self>, EffectOf<Self>
  struct BodyOf: Reducer {
    typealias State = Int
    typealias Action = Bool
    var body: some ReducerOf<Self> {
      Reduce { _, _ in Self.effect() }
    }
    static func effect() -> EffectOf<Self> { .none }
  }

  // guide 21fbeaa9: Effect.run, .send, .merge
  static func effects() -> Effect<GuideFeature.Action> {
    .merge(.run { send in await send(.increment) }, .send(.increment))
  }

  // guide 719c78ef: CasePath, CaseKeyPath; CasePath(\.a.b) converts
  static func casePaths() {
    let keyPath: CaseKeyPath<GuideFeature.Action, GuideFeature.Child.Action> = \.child
    let path: CasePath<GuideFeature.Action, Void> = CasePath(\.child.increment)
    _ = (keyPath, path)
  }

  // guide d0a23451: action.is(\.delegate), action[case: \.x], state.modify(\.edit) { }
  static func casePathable() {
    let action = GuideFeature.Action.child(.delegate(.saved))
    _ = action.is(\.child.delegate)
    _ = action[case: \.child]
    var destination: GuideFeature.Destination.State? = .edit(GuideFeature.Child.State())
    destination.modify(\.edit) { $0.count += 1 }
  }

  // guide 06c9b485: \.response.success, \.response.failure (Result)
  static func results() {
    let result: Result<Int, URLError> = .success(1)
    _ = result[case: \.success]
    _ = result.is(\.failure)
  }

  // guide d41bb342: Scope, ifLet, forEach (the feature's body above)
  // guide ce602c1b: IdentifiedArray
  static func identifiedArray() -> IdentifiedArrayOf<GuideFeature.Child.State> {
    [GuideFeature.Child.State(id: 1)]
  }

  // guide a5edfcab: IdentifiedArray as swift-identified-collections
  static func identifiedCollections() {
    typealias Row = GuideFeature.Child.State
    var rows = IdentifiedArray(uniqueElements: [Row(id: 1)])
    _ = IdentifiedArray(uncheckedUniqueElements: [Row(id: 1)])
    _ = IdentifiedArray([Row(id: 1), Row(id: 1)], id: \.id) { first, _ in first }
    _ = rows.updateOrAppend(Row(id: 2))
    _ = rows.updateOrInsert(Row(id: 4), at: 0)
    _ = rows.update(Row(id: 4, count: 1), at: 0)
    _ = rows.remove(id: 1)
    rows.append(contentsOf: [Row(id: 3)])
    _ = rows.elements
    _ = rows.removeFirst()
    _ = rows.removeLast()
    rows.removeAll()
  }

  // guide f34b14c8: @Presents var destination (the feature's state above)
  // guide 1e1cf441: PresentationAction (.presented, .dismiss)
  static func presentationActions() -> [PresentationAction<GuideFeature.Child.Action>] {
    [.presented(.increment), .dismiss]
  }

  // guide fb9247fe: .ifLet(\.$destination, action: \.destination) with no closure for a
  // CaseReducer; .forEach(\.path, action: \.path) { … } (the feature's body above)

  // guide fd65ca23: \.destination.alert.confirm, \.destination.presented.alert, \.destination.dismiss
  static func presentationCases() async {
    let store = TestStore(initialState: GuideFeature.State()) { GuideFeature() }
    store.exhaustivity = .off
    await store.send(\.destination.dismiss)
    await store.send(\.destination.presented.alert, .confirm)
    await store.send(\.destination.alert.confirm)
  }

  // guide 3ca8597c: @Dependency(\.dismiss), await dismiss() in a .run; return .dismiss
  struct Dismissing: Reducer {
    @Dependency(\.dismiss) var dismiss
    func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
      action ? .run { _ in await dismiss() } : .dismiss
    }
  }

  // guide 011ce78a: @Dependency(\.isPresented)
  struct Presented: Reducer {
    @Dependency(\.isPresented) var isPresented
    func reduce(into state: inout Bool, action: Void) -> Effect<Void> {
      state = isPresented
      return .none
    }
  }

  // guide 175a028b: AlertState, ConfirmationDialogState, ButtonState (roles, .cancel, .destructive)
  static func alerts() -> (AlertState<Int>, ConfirmationDialogState<Int>) {
    (
      AlertState(
        title: "Delete?",
        buttons: [.destructive("Delete", action: 1), .cancel("Cancel"), ButtonState(label: "OK")]),
      ConfirmationDialogState(title: "Share", buttons: [ButtonState(role: .cancel, label: "No")])
    )
  }

  // guide f230723d: AlertState { TextState("…") } actions: { … } message: { … }
  static func alertBuilders() -> AlertState<Int> {
    AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .send(1)) { TextState("Delete") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  // guide e6c65bb2: .ifLet(\.$alert, action: \.alert), no trailing closure
  struct AlertOwner: Reducer {
    struct State: Equatable { @Presents var alert: AlertState<Int>? }
    enum Action: Equatable, CasePathable { case alert(PresentationAction<Int>) }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .none }.ifLet(\.$alert, action: \.alert)
    }
  }

  // guide f7a84373: BindableAction, BindingAction, BindingReducer(), case .binding(\.title):
  // (the feature above)
  // guide ae6eb97f: send(\.binding.title, "x"), receive(\.binding.title)
  static func bindingSends() async {
    let store = TestStore(initialState: GuideFeature.State()) { GuideFeature() }
    await store.send(\.binding.title, "x") { $0.title = "x" }
  }

  // guide 53dc7cd0: store.binding(\.title) (StoreBinding)
  static func storeBinding() {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    let title: StoreBinding<String> = store.binding(\.title)
    title.set("x")
    _ = title.get()
  }

  // guide 8663a120: enum Destination: CaseReducer { case edit(Form); case alert(AlertState<Alert>) }
  // guide 25f49854: extension Destination.State: Equatable {} (GuideFeature.Destination above)

  // guide 97ade34b: $0.destination.modify(\.edit) { … } in a test
  static func modifyInTest() async {
    let store = TestStore(initialState: GuideFeature.State()) { GuideFeature() }
    store.exhaustivity = .off
    await store.send(.increment) { $0.destination.modify(\.edit) { $0.count = 0 } }
  }

  // guide 003dd1be: @dynamicMemberLookup enum Destination: CasePathable; state.destination?.edit
  static func dynamicMemberCase(_ state: GuideFeature.State) -> GuideFeature.Child.State? {
    state.destination?.edit
  }

  // guide 38895657: StackState, StackElementID
  static func stacks() {
    var path: StackState<GuideFeature.Child.State> = [GuideFeature.Child.State()]
    let id: StackElementID = path.ids[0]
    path[id: id]?.count += 1
  }

  // guide f06304fd: var path: StackState<Path.State> = […], state.path[id: id, case: \.detail]
  static func stackOfCases() throws {
    var path: StackState<GuideFeature.Destination.State> = [.edit(GuideFeature.Child.State())]
    let id = path.ids[0]
    path[id: id, case: \.edit]?.count += 1
    _ = try JSONEncoder().encode(StackState<Int>([1, 2]))
  }

  // guide 441cb809: StackAction (.element, .popFrom, .push)
  static func stackActions(_ id: StackElementID) -> [StackAction<Int, Bool>] {
    [.element(id: id, action: true), .popFrom(id: id), .push(id: id, state: 1)]
  }

  // guide 0020a26d: .forEach(\.path, action: \.path) { … } (the feature's body above)
}
