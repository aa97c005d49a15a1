import Cascade
import CascadeTesting
import Foundation
import Testing

// The Cascade side of the migration guide's rows (Coming From Other Libraries), written as
// each row's last column says, so that the test target's build — warnings as errors — checks
// that the guide's spellings compile. `Scripts/check-guide` checks that every row has a
// `// guide <id>:` marker here or is listed in `Scripts/guide-rows-pending.txt`.

/// A small feature the rows use: a counter with a child, a presented destination and a stack.
struct GuideFeature: Reducer {
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable, CasePathable {
      case increment
      case delegate(Delegate)
      enum Delegate: Equatable, CasePathable { case saved }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .increment = action { state.count += 1 }
      return .none
    }
  }

  enum Destination: CaseReducer {
    case edit(Child)
    case alert(AlertState<Alert>)
    enum Alert: Equatable, CasePathable { case confirm }
  }

  struct State: Equatable {
    var count = 0
    var title = ""
    var child = Child.State()
    var rows: IdentifiedArrayOf<Child.State> = []
    @Presents var destination: Destination.State?
    var path = StackState<Child.State>()
  }

  enum Action: Equatable, CasePathable, BindableAction {
    case increment
    case child(Child.Action)
    case rows(IdentifiedActionOf<Child>)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Child.State, Child.Action>)
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .binding(\.title):
        return .none
      case .child, .rows, .destination, .path, .binding:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Child() }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path) { Child() }
  }
}

extension GuideFeature.Destination.State: Equatable {}
extension GuideFeature.Destination.Action: Equatable {}

@MainActor
enum GuideRows {
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

  // guide 8750ffdb: store.scope(state: \.$destination, action: \.destination) → Store?
  // guide 66df4248: store.scope(state: \.destination?.edit, action: \.destination.edit)
  static func scopedStores() {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    let destination: Store<GuideFeature.Destination.State, GuideFeature.Destination.Action>? =
      store.scope(state: \.$destination, action: \.destination)
    let edit: Store<GuideFeature.Child.State, GuideFeature.Child.Action>? =
      store.scope(state: \.destination?.edit, action: \.destination.edit)
    _ = (destination, edit)
  }

  // guide 9c9d0638: .onChange(of: \.query) { old, new in Reduce { … } }; { old, new, state in … }
  static func onChanges() -> some Reducer<GuideFeature.State, GuideFeature.Action> {
    GuideFeature()
      .onChange(of: \.title) { _, _ in
        Reduce { state, _ in
          state.count = 0
          return .none
        }
      }
      .onChange(of: \.count) { _, new, state in
        state.title = "\(new)"
        return .none
      }
  }

  // guide d5dca0cb: .onMount { }, .onDismount { }
  // guide 09276133: .onMount(id:)
  static func lifetimes() -> some Reducer<GuideFeature.State, GuideFeature.Action> {
    GuideFeature()
      .onMount { _ in .send(.increment) }
      .onMount(id: \.title) { _ in .none }
      .onDismount { _ in .none }
  }

  // guide 1abb9b26: a hand-written reducer running a child, conforming to ReducerWrapper
  struct Logging: ReducerWrapper {
    let wrapped: GuideFeature
    func reduce(
      into state: inout GuideFeature.State, action: GuideFeature.Action
    ) -> Effect<GuideFeature.Action> {
      wrapped.reduce(into: &state, action: action)
    }
  }

  // guide e009061b: store.isRunning(_:), store.running(_:)
  static func running() {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    _ = store.isRunning("search")
    let driver: Driver<Bool> = store.running("search")
    _ = driver
  }

  // guide 41c0e97b: try await withTaskCancellation(id:cancelInFlight:) { … } in a .run
  static func taskCancellation() -> Effect<GuideFeature.Action> {
    .run { send in
      await withTaskCancellation(id: "search", cancelInFlight: true) {
        await send(.increment)
      }
    }
  }

  // guide 7d7c9d0e: Effect.cancel(where:)
  static func cancelWhere() -> Effect<GuideFeature.Action> {
    .cancel(where: { ($0.base as? String)?.hasPrefix("download") == true })
  }

  // guide 75126dba: store.send(.x).finish() after .cancel()
  static func finishAfterCancel() async {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    let task = store.send(.increment)
    task.cancel()
    await task.finish()
  }

  // guide 6e8433b8: Scope(state: \.settings, action: \.self) { … }
  static func scopeOverState() -> some Reducer<GuideFeature.State, GuideFeature.Action> {
    Scope(state: \.count, action: \.self) {
      Reduce<Int, GuideFeature.Action> { _, _ in .none }
    }
  }

  // guide 8c32adfa: any Scheduler
  static func anyScheduler(_ scheduler: any Scheduler) -> any Scheduler { scheduler }

  // guide 84db9a5b: @Dependency(\.apiClient), DependencyKey, DependencyValues
  // guide 8ae55020: @Dependency(Client.self), transformDependency, prepareDependencies
  struct Numbers: DependencyKey, Sendable {
    var next: @Sendable () -> Int
    static let liveValue = Numbers { 1 }
  }

  struct UsesNumbers: Reducer {
    @Dependency(Numbers.self) var numbers
    func reduce(into state: inout Int, action: Void) -> Effect<Void> {
      state = numbers.next()
      return .none
    }
  }

  static func dependencies() -> some Reducer<Int, Void> {
    UsesNumbers().transformDependency(\.uuid) { _ in }
  }

  static func prepared() {
    prepareDependencies { $0.uuid = .incrementing }
  }
}
