import Cascade

/// One connection's session: log in (an authentication round trip), then a heartbeat every
/// `heartbeat` and an idle timeout `idleTimeout` after the last activity. The timeout and a
/// logout cancel both by id.
struct SessionFeature: Reducer {
  struct State: Equatable, Sendable {
    var phase = Phase.idle
    var beats = 0
    /// Every action this session processed, for throughput.
    var actions = 0
  }

  enum Phase: String, Equatable, Sendable, CaseIterable {
    case idle, authenticating, active, timedOut, closed
  }

  enum Action: Equatable, Sendable {
    case login
    case authenticated
    case heartbeat
    case activity
    case timeout
    case logout
  }

  enum ID: Hashable, Sendable { case heartbeat, timeout }

  let scheduler: any Scheduler
  var authentication = Duration.seconds(1)
  var heartbeat = Duration.seconds(10)
  var idleTimeout = Duration.seconds(30)

  /// Starts (or restarts) the idle timeout.
  var timeout: Effect<Action> {
    Effect.send(.timeout)
      .delay(for: idleTimeout, scheduler: scheduler)
      .cancellable(id: ID.timeout, cancelInFlight: true)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.actions += 1
    switch action {
    case .login:
      guard state.phase == .idle else { return .none }
      state.phase = .authenticating
      return .run { [scheduler, authentication] send in
        try await scheduler.sleep(for: authentication)
        await send(.authenticated)
      }
    case .authenticated:
      state.phase = .active
      return .merge(
        Effect.timer(id: ID.heartbeat, every: heartbeat, on: scheduler).map { _ in .heartbeat },
        timeout
      )
    case .heartbeat:
      state.beats += 1
      return .none
    case .activity:
      guard state.phase == .active else { return .none }
      return timeout
    case .timeout:
      state.phase = .timedOut
      return .cancel(ids: [ID.heartbeat, ID.timeout])
    case .logout:
      guard state.phase == .active || state.phase == .authenticating else { return .none }
      state.phase = .closed
      return .cancel(ids: [ID.heartbeat, ID.timeout])
    }
  }
}
