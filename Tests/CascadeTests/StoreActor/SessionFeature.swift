import Cascade

/// A per-connection session: log in, then a heartbeat every 10 s and an idle timeout 30 s
/// after the last activity; both stop on timeout or logout.
struct SessionFeature: Reducer {
  struct State: Equatable, Sendable {
    var phase = Phase.idle
    var user = ""
    var beats = 0
  }

  enum Phase: Equatable, Sendable { case idle, authenticating, active, timedOut, closed }

  enum Action: Equatable, Sendable {
    case login(String)
    case authenticated
    case heartbeat
    case activity
    case timeout
    case logout
  }

  enum ID: Hashable, Sendable { case heartbeat, timeout }

  let scheduler: any Scheduler

  var idleTimeout: Effect<Action> {
    Effect.send(.timeout)
      .delay(for: .seconds(30), scheduler: scheduler)
      .cancellable(id: ID.timeout, cancelInFlight: true)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .login(let user):
      state.phase = .authenticating
      state.user = user
      return .run { [scheduler] send in
        try await scheduler.sleep(for: .seconds(1))
        await send(.authenticated)
      }
    case .authenticated:
      state.phase = .active
      return .merge(
        Effect.timer(id: ID.heartbeat, every: .seconds(10), on: scheduler).map { _ in .heartbeat },
        idleTimeout
      )
    case .heartbeat:
      state.beats += 1
      return .none
    case .activity:
      guard state.phase == .active else { return .none }
      return idleTimeout
    case .timeout:
      state.phase = .timedOut
      return .cancel(ids: [ID.heartbeat, ID.timeout])
    case .logout:
      state.phase = .closed
      return .cancel(ids: [ID.heartbeat, ID.timeout])
    }
  }
}

/// Counts, and keeps the order of, what it receives.
struct Tally: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    /// The last value received from each sender, to check per-sender FIFO order.
    var lastBySender: [Int: Int] = [:]
    var outOfOrder = 0
  }

  enum Action: Equatable, Sendable {
    case add(sender: Int, value: Int)
    case chain(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add(let sender, let value):
      state.count += 1
      if let last = state.lastBySender[sender], last >= value { state.outOfOrder += 1 }
      state.lastBySender[sender] = value
      return .none
    case .chain(let remaining):
      state.count += 1
      return remaining > 0 ? .send(.chain(remaining - 1)) : .none
    }
  }
}
