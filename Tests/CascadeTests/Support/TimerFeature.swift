import Cascade

/// The seed's timer feature: start, tick every second on an injected scheduler, stop.
struct TimerFeature: Reducer {
  struct State: Equatable {
    var isRunning = false
    var secondsElapsed = 0
    var log: [String] = []
  }

  enum Action: Equatable {
    case startTapped
    case stopTapped
    case timerTicked
    case fanOut
    case step(String)
    case loadTapped
    case loaded(String)
  }

  private struct TimerID: Hashable, Sendable {}

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isRunning = true
      return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler).map { _ in .timerTicked
      }
    case .stopTapped:
      state.isRunning = false
      return .cancel(id: TimerID())
    case .timerTicked:
      state.secondsElapsed += 1
      return .none
    case .fanOut:
      state.log.append("fanOut")
      return .merge(.send(.step("a")), .send(.step("b")))
    case .step(let name):
      state.log.append(name)
      return name == "a" ? .send(.step("a2")) : .none
    case .loadTapped:
      return .run { send in
        try await scheduler.sleep(for: .seconds(2))
        await send(.loaded("data"))
      }
    case .loaded(let value):
      state.log.append(value)
      return .none
    }
  }
}
