import Cascade

/// A feature for a `StoreActor`: it runs on the actor, not the main actor, so in a module
/// whose default isolation is the main actor it is declared `nonisolated`.
nonisolated struct Session: Reducer {
  struct State: Equatable, Sendable {
    var heartbeats = 0
    var isExpired = false
  }

  enum Action: Equatable, Sendable {
    case heartbeat
    case expired
  }

  struct TimeoutID: Hashable, Sendable {}

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .heartbeat:
      state.heartbeats += 1
      return Effect.send(.expired)
        .delay(for: .seconds(30), scheduler: scheduler)
        .cancellable(id: TimeoutID(), cancelInFlight: true)
    case .expired:
      state.isExpired = true
      return .none
    }
  }
}
