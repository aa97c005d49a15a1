import Cascade
import Testing

@Suite("StoreTask")
@MainActor
struct StoreTaskTests {
  enum Action: Equatable {
    case start(String)
    case started(String)
    case chain, noop
  }

  /// `.start(name)` runs an effect that waits for cancellation and records whether it saw it.
  static func reducer(_ probe: Probe<String>) -> Reduce<[String], Action> {
    Reduce { state, action in
      switch action {
      case .start(let name):
        return .run { send in
          await send(.started(name))
          await waitForCancellation()
          probe.append("\(name) cancelled=\(Task.isCancelled)")
        }
      case .started(let name):
        state.append(name)
        return .none
      case .chain:
        return .send(.start("chained"))
      case .noop:
        return .none
      }
    }
  }

  @Test("cancel cancels only the effects of its own action")
  func cancelIsScoped() async {
    let probe = Probe<String>()
    let store = Store(initialState: []) { Self.reducer(probe) }
    let first = store.send(.start("a"))
    let second = store.send(.start("b"))
    first.cancel()
    await first.finish()
    #expect(first.isCancelled)
    #expect(!second.isCancelled)
    second.cancel()
    await second.finish()
    // Each effect reports once, after its own cancellation; order between them is not fixed.
    await probe.wait(count: 2)
    #expect(Set(probe.all) == ["a cancelled=true", "b cancelled=true"])
  }

  @Test("a task covers effects of the actions its action produced synchronously")
  func coversSynchronousChain() async {
    let probe = Probe<String>()
    let store = Store(initialState: []) { Self.reducer(probe) }
    let task = store.send(.chain)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
  }

  @Test("finish waits for the effects to complete")
  func finishWaits() async {
    let gate = Gate()
    let probe = Probe<String>()
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state = action
        guard action == 1 else { return .none }
        return .run { send in
          await gate.wait()
          probe.append("done")
          await send(2)
        }
      }
    }
    let task = store.send(1)
    #expect(!task.isCancelled)
    gate.open()
    await task.finish()
    #expect(probe.all == ["done"])
    #expect(store.state == 2)
  }

  @Test("an action without effects yields a finished task")
  func emptyTask() async {
    let store = Store(initialState: []) { Self.reducer(Probe()) }
    let task = store.send(.noop)
    await task.finish()
    #expect(task.isCancelled)
  }
}
