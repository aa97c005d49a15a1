import Cascade
import CascadeTesting
import Testing

/// Two counters scoped by a helper that forwards its case key path parameter: the one shape
/// where a call site is handed different key paths.
private struct Pair: Reducer {
  struct State: Equatable {
    var left = KeyPathApp.Row.State(id: 1)
    var right = KeyPathApp.Row.State(id: 2)
  }

  enum Action: Equatable, CasePathable {
    case left(KeyPathApp.Row.Action)
    case right(KeyPathApp.Row.Action)

    struct AllCasePaths {
      var left: CasePath<Action, KeyPathApp.Row.Action> {
        .init(Action.left) { if case .left(let v) = $0 { v } else { nil } }
      }
      var right: CasePath<Action, KeyPathApp.Row.Action> {
        .init(Action.right) { if case .right(let v) = $0 { v } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  static func row(
    _ state: WritableKeyPath<State, KeyPathApp.Row.State>,
    _ action: CaseKeyPath<Action, KeyPathApp.Row.Action>
  ) -> Scope<State, Action, KeyPathApp.Row> {
    Scope(state: state, action: action) { KeyPathApp.Row() }
  }

  var body: some Reducer<State, Action> {
    Self.row(\.left, \.left)
    Self.row(\.right, \.right)
  }
}

@Suite("A case key path reaches the case it names, however it reaches the reducer")
@MainActor
struct CaseKeyPathCacheTests {
  @Test("a site reaching one element by id resolves each id anew")
  func elementSites() {
    let store = Store(initialState: KeyPathApp.Root.State()) { KeyPathApp.Root() }
    for id in [1, 2] {
      store.scope(state: \.rows[id: id]!, action: \.rows[id: id]).send(.toggleTapped)
    }
    #expect(store.state.rows.map(\.isDone) == [true, true])
  }

  @Test("a helper forwarding each caller's key path to one call site routes each to its case")
  func forwardingHelper() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.right(.toggleTapped)) { $0.right.isDone = true }
    await store.send(.left(.toggleTapped)) { $0.left.isDone = true }
    await store.send(.right(.toggleTapped)) { $0.right.isDone = false }
    await store.send(.left(.toggleTapped)) { $0.left.isDone = false }
  }

  @Test("equal key paths made as different objects resolve to one case path, met once or often")
  func equalObjects() {
    let first: CaseKeyPath<Pair.Action, KeyPathApp.Row.Action> = \.right
    for _ in 0..<3 {
      let made = \Case<Pair.Action>.right
      #expect(CasePath(made).extract(.right(.toggleTapped)) != nil)
      #expect(CasePath(made).extract(.left(.toggleTapped)) == nil)
    }
    #expect(CasePath(first).siteDescription == CasePath(\Case<Pair.Action>.right).siteDescription)
  }
}
