import Cascade
import Testing

@Suite("Store send loop")
@MainActor
struct StoreSendLoopTests {
  struct Log: Reducer {
    enum Action: Equatable {
      case tap, n1, n2, end
      case step(Int)
    }
    func reduce(into state: inout [Action], action: Action) -> Effect<Action> {
      state.append(action)
      switch action {
      case .tap: return .merge(.send(.n1), .send(.n2))
      case .n1: return .send(.end)
      case .step(let n) where n > 0: return .send(.step(n - 1))
      default: return .none
      }
    }
  }

  @Test("send updates the state synchronously")
  func synchronousState() {
    let store = Store(initialState: []) { Log() }
    store.send(.end)
    #expect(store.state == [.end])
  }

  @Test("actions from .send effects are processed breadth-first, before send returns")
  func fifoOrder() {
    let store = Store(initialState: []) { Log() }
    store.send(.tap)
    #expect(store.state == [.tap, .n1, .n2, .end])
  }

  @Test("a chain of 100,000 .send effects finishes without growing the stack")
  func deepChain() {
    let store = Store(initialState: []) { Log() }
    store.send(.step(100_000))
    #expect(store.state.count == 100_001)
    #expect(store.state.last == .step(0))
  }

  @Test("a send from inside the reducer is queued, not run re-entrantly")
  func reentrantSendIsQueued() {
    final class Box { weak var store: Store<[String], String>? }
    let box = Box()
    var depth = 0
    var maxDepth = 0
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        depth += 1
        maxDepth = max(maxDepth, depth)
        defer { depth -= 1 }
        state.append(action)
        if action == "outer" {
          box.store?.send("reentrant")
          state.append("outer-end")
          return .send("effect")
        }
        return .none
      }
    }
    box.store = store
    store.send("outer")
    #expect(maxDepth == 1)
    #expect(store.state == ["outer", "outer-end", "reentrant", "effect"])
  }

  @Test("effects start after the state is updated")
  func effectsSeeUpdatedState() async {
    @MainActor final class Box { weak var store: Store<Int, Int>? }
    let box = Box()
    let seen = Probe<Int>()
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return .run { _ in
          await MainActor.run { seen.append(box.store?.state ?? -1) }
        }
      }
    }
    box.store = store
    await store.send(5).finish()
    #expect(seen.all == [5])
  }
}
