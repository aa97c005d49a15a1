import Cascade
import CascadeTesting
import Testing

/// A client that is its own key, read as `@Dependency(NumberFactClient.self)`.
struct NumberFactClient: Sendable {
  var fact: @Sendable (Int) -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient { "\($0) is a live number" }
  static let testValue = NumberFactClient { "\($0) is a test number" }
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

/// A feature that reads its client by the key's type.
struct NumberFeature: Reducer {
  @Dependency(NumberFactClient.self) var numberFact

  func reduce(into state: inout String, action: Int) -> Effect<Int> {
    state = numberFact.fact(action)
    return .none
  }
}

/// A parent whose child sees a transformed client, and which reads it itself too.
struct TransformingParent: Reducer {
  struct State: Equatable {
    var child = ""
    var own = ""
  }

  enum Action: CasePathable {
    case child(Int)
    case own(Int)
  }

  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      NumberFeature()
        .transformDependency(\.numberFact) { client in
          let original = client
          client.fact = { "transformed: " + original.fact($0) }
        }
    }
    Reduce { state, action in
      if case .own(let number) = action { state.own = numberFact.fact(number) }
      return .none
    }
  }
}

@Suite("swift-dependencies' spellings: @Dependency(Key.self), transformDependency")
@MainActor
struct DependencySpellingTests {
  @Test("@Dependency(Client.self) reads the key's value, and an override of it")
  func keyType() async {
    let store = TestStore(initialState: "") { NumberFeature() }
    await store.send(1) { $0 = "1 is a test number" }
    store.dependencies.numberFact.fact = { "\($0) overridden" }
    await store.send(2) { $0 = "2 overridden" }
  }

  @Test("transformDependency changes the value for its subtree only, from the value around it")
  func transformSubtreeOnly() async {
    let store = TestStore(initialState: TransformingParent.State()) { TransformingParent() }
    await store.send(.child(3)) { $0.child = "transformed: 3 is a test number" }
    await store.send(.own(4)) { $0.own = "4 is a test number" }
  }
}
