import Cascade

/// A feature for a `Store` on the main actor: in this module everything is main-actor
/// isolated by default, the reducer included.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isTicking = false
  }

  enum Action: Equatable {
    case incrementTapped
    case factTapped
    case factResponse(String)
    case startTapped
    case tick
  }

  let facts: @Sendable (Int) async -> String
  let clock: any Clock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .factTapped:
      return .run { [count = state.count, facts] send in
        await send(.factResponse(await facts(count)))
      }
    case .factResponse(let fact):
      state.fact = fact
      return .none
    case .startTapped:
      state.isTicking = true
      // A Clock-style effect: sleep on an injected clock.
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .tick:
      state.count += 10
      state.isTicking = false
      return .none
    }
  }
}
