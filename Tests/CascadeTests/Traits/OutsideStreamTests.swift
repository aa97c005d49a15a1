import Cascade
import CascadeTesting
import Testing

/// ReactorKit's `transform(mutation:)` — merging an outside stream into a feature — written
/// the Cascade way: an effect started by the feature iterates the stream and sends actions.
private struct Session: Reducer {
  struct State: Equatable {
    var user: String?
    var taps = 0
  }

  enum Action: Equatable {
    case task
    case userChanged(String?)
    case tapped
  }

  let users: AsyncStream<String?>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .task:
      // transform(mutation:): the outside stream becomes actions while the feature runs.
      return .run { [users] send in
        for await user in users { await send(.userChanged(user)) }
      }
    case .userChanged(let user):
      state.user = user
      return .none
    case .tapped:
      state.taps += 1
      return .none
    }
  }
}

@Suite("ReactorKit's transform, the Cascade way")
@MainActor
struct OutsideStreamTests {
  @Test("transform(mutation:): an effect merges an outside stream into the feature's actions")
  func mergeOutsideStream() async {
    let (users, continuation) = AsyncStream<String?>.makeStream()
    let store = TestStore(initialState: Session.State()) { Session(users: users) }
    let task = await store.send(.task)
    continuation.yield("ada")
    await store.receive(.userChanged("ada")) { $0.user = "ada" }
    await store.send(.tapped) { $0.taps = 1 }
    continuation.yield(nil)
    await store.receive(.userChanged(nil)) { $0.user = nil }
    await task.cancel()
  }

  @Test("transform(action:): a view's relay feeds the store's actions")
  func relayIntoStore() {
    let store = Store(initialState: Session.State()) {
      Session(users: AsyncStream { $0.finish() })
    }
    let taps = PublishRelay<Void>()
    let token = taps.asSignal().emit { store.send(.tapped) }
    taps.accept(())
    taps.accept(())
    #expect(store.taps == 2)
    token.cancel()
  }
}
