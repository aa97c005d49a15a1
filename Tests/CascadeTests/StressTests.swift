import Cascade
import Dispatch
import Testing

@Suite("Stress: real threads")
@MainActor
struct StressTests {
  struct Flood: Reducer {
    struct State: Equatable {
      var received = 0
      var lastPerEffect: [Int: Int] = [:]
      var outOfOrder = 0
      var ticks = 0
    }
    enum Action {
      case start(effects: Int, each: Int)
      case value(effect: Int, index: Int)
      case startTicking
      case stopTicking
      case tick
    }
    struct TickID: Hashable, Sendable {}
    let scheduler: any Scheduler

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start(let effects, let each):
        return .merge(
          (0..<effects).map { effect in
            Effect<Action>.run { send in
              for index in 0..<each {
                await send(.value(effect: effect, index: index))
              }
            }
          }
        )
      case .value(let effect, let index):
        state.received += 1
        if let last = state.lastPerEffect[effect], last + 1 != index { state.outOfOrder += 1 }
        state.lastPerEffect[effect] = index
        return .none
      case .startTicking:
        return Effect.timer(id: TickID(), every: .milliseconds(1), on: scheduler).map { _ in .tick }
      case .stopTicking:
        return .cancel(id: TickID())
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  @Test(
    "40 effects on many tasks send 10,000 actions while real timers tick: none lost, order kept")
  func flood() async {
    let scheduler = DispatchQueueScheduler(
      queue: DispatchQueue(label: "stress", attributes: .concurrent))
    let store = Store(initialState: Flood.State()) { Flood(scheduler: scheduler) }
    store.send(.startTicking)
    await store.send(.start(effects: 40, each: 250)).finish()
    store.send(.stopTicking)
    #expect(store.state.received == 10_000)
    #expect(store.state.outOfOrder == 0)
    #expect(store.state.lastPerEffect.count == 40)
    #expect(store.state.lastPerEffect.values.allSatisfy { $0 == 249 })
    #expect(store.inFlightEffectCount == 0)
  }
}
