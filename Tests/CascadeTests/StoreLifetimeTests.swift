import Cascade
import Testing

@Suite("Store lifetime")
@MainActor
struct StoreLifetimeTests {
  @Test("a deallocated store cancels its effects and is not kept alive by them")
  func deallocationCancelsEffects() async {
    let probe = Probe<String>()
    var store: Store<Int, Int>? = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return .run { send in
          await waitForCancellation()
          probe.append("cancelled=\(Task.isCancelled)")
          await send(100)
        }
      }
    }
    weak let weakStore = store
    let task = store?.send(1)
    store = nil
    #expect(weakStore == nil)
    await task?.finish()
    await probe.wait(count: 1)
    #expect(probe.all == ["cancelled=true"])
  }

  @Test("no action is delivered after the store is gone")
  func noDeliveryAfterDeallocation() async {
    let gate = Gate()
    let delivered = Probe<Int>()
    let finished = Gate()
    var store: Store<Int, Int>? = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        delivered.append(action)
        guard action == 1 else { return .none }
        return .run { send in
          await gate.wait()
          await send(2)
          finished.open()
        }
      }
    }
    store?.send(1)
    store = nil
    gate.open()
    await finished.wait()
    #expect(delivered.all == [1])
  }
}
