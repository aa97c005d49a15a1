import Cascade

// MARK: - Servers: restarting an idle timeout, and a logged-in session's memory

/// The three ways a feature restarts an idle timeout on each heartbeat.
enum TimeoutIdiom: String, CaseIterable, Sendable {
  /// `.run { sleep; send(.timeout) }.cancellable(id:, cancelInFlight: true)`.
  case run = ".run sleep"
  /// `Effect.send(.timeout).delay(…).cancellable(id:, cancelInFlight: true)`.
  case delay = ".delay"
  /// `Effect.timer(id:every:on:)`, restarted under its id.
  case timer = "Effect.timer"
}

/// A session's idle timeout, restarted by every heartbeat in the chosen idiom.
struct IdleTimeout: Reducer {
  enum Action: Sendable { case heartbeat, timeout, login }
  private struct TimeoutID: Hashable, Sendable {}
  private struct HeartbeatID: Hashable, Sendable {}

  let idiom: TimeoutIdiom
  let scheduler: any Scheduler

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .heartbeat:
      state &+= 1
      return timeout
    case .login:
      // A logged-in session: a heartbeat every 10 s and an idle timeout, both pending.
      return .merge(
        Effect.timer(id: HeartbeatID(), every: .seconds(10), on: scheduler).map { _ in .heartbeat },
        timeout)
    case .timeout:
      return .none
    }
  }

  private var timeout: Effect<Action> {
    switch idiom {
    case .run:
      return .run { [scheduler] send in
        try await scheduler.sleep(for: .seconds(30))
        await send(.timeout)
      }
      .cancellable(id: TimeoutID(), cancelInFlight: true)
    case .delay:
      return Effect.send(.timeout).delay(for: .seconds(30), scheduler: scheduler)
        .cancellable(id: TimeoutID(), cancelInFlight: true)
    case .timer:
      return Effect.timer(id: TimeoutID(), every: .seconds(30), on: scheduler).map { _ in .timeout }
    }
  }
}

/// Sends `n` heartbeats from inside the actor.
private func heartbeats(_ store: isolated StoreActor<Int, IdleTimeout.Action>, _ n: Int) -> Int {
  for _ in 0..<n { store.send(.heartbeat) }
  return store.state
}

/// The reference: a plain actor that cancels and restarts a sleeping `Task` on each heartbeat.
/// Its tasks sleep with `sleep`: `Task.sleep` in real time, or the same `TestScheduler` the
/// store's effects park on.
actor PlainSession {
  private var beats = 0
  private var timeout: Task<Void, Never>?
  private var heartbeat: Task<Void, Never>?
  private let sleep: @Sendable (Duration) async throws -> Void

  init(
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.sleep = sleep
  }

  func heartbeats(_ n: Int) -> Int {
    for _ in 0..<n {
      beats &+= 1
      restartTimeout()
    }
    return beats
  }

  /// A logged-in session: a heartbeat every 10 s and an idle timeout, both sleeping tasks.
  func login() {
    let sleep = self.sleep
    heartbeat = Task {
      while (try? await sleep(.seconds(10))) != nil { self.beat() }
    }
    restartTimeout()
  }

  private func beat() { beats &+= 1 }

  private func restartTimeout() {
    timeout?.cancel()
    let sleep = self.sleep
    timeout = Task { try? await sleep(.seconds(30)) }
  }

  func stop() {
    timeout?.cancel()
    heartbeat?.cancel()
  }
}

/// Waits until the work a run of heartbeats left behind is done, so that it is counted in that
/// run and not in the next one: on a `TestScheduler`, by settling the run's effects (the
/// cancelled `.run` tasks ending, the last one reaching its sleep) without moving time; in
/// real time, by 20 ms of quiet, in which cancelled tasks end on other threads.
private func quiesce(_ scheduler: any Scheduler) async {
  if let scheduler = scheduler as? TestScheduler {
    await scheduler.advance()
  } else {
    try? await Task.sleep(for: .milliseconds(20))
  }
}

/// The CPU one heartbeat costs in each idiom, on `scheduler`, against a plain actor's
/// cancel-and-restart of a `Task` (real time: `Task.sleep`). Each run ends when the work it
/// left to other threads is done (see `quiesce`), so that it is counted on both sides.
@MainActor
func timeoutRestartWorkloads(
  _ n: Int, runs: Int, on makeScheduler: @escaping () -> any Scheduler, label: String,
  target: Double?
) async -> [Row] {
  var rows: [Row] = []
  for idiom in TimeoutIdiom.allCases {
    let cascade = await measureAsync(
      runs: runs,
      {
        let scheduler = makeScheduler()
        let store = StoreActor(initialState: 0) { IdleTimeout(idiom: idiom, scheduler: scheduler) }
        let beats = await heartbeats(store, n)
        await quiesce(scheduler)
        return beats
      }, verify: { $0 == n }, name: "timeout restart \(idiom.rawValue)")
    let reference = await measureAsync(
      runs: runs,
      {
        // On a TestScheduler, the plain actor's tasks park on a scheduler of the same kind.
        let scheduler = makeScheduler()
        let session =
          scheduler is TestScheduler
          ? PlainSession(sleep: { try await scheduler.sleep(for: $0) }) : PlainSession()
        let beats = await session.heartbeats(n)
        await session.stop()
        try? await Task.sleep(for: .milliseconds(20))
        return beats
      }, verify: { $0 == n }, name: "timeout restart reference")
    rows.append(
      Row(
        workload: "restart timeout (\(idiom.rawValue)), \(label)", cascade: cascade,
        reference: reference, operations: n, target: target))
  }
  return rows
}

/// The heap a logged-in session holds — a heartbeat timer and an idle timeout pending, on a
/// real-time scheduler — in a `StoreActor`, against a plain actor with two sleeping tasks.
@MainActor
func sessionMemory(count: Int) async -> String {
  guard var start = residentBytes() else {
    return "memory per logged-in session: not measured (no /proc/self/statm on this platform)"
  }
  // Everything stays alive until every figure is taken: memory one group freed would be
  // reused by the next and hide its cost.
  let scheduler = ClockScheduler(ContinuousClock())
  var perIdiom: [(TimeoutIdiom, Double)] = []
  var sessions: [StoreActor<Int, IdleTimeout.Action>] = []
  for idiom in [TimeoutIdiom.delay, .run] {
    for _ in 0..<count {
      let session = StoreActor(initialState: 0) { IdleTimeout(idiom: idiom, scheduler: scheduler) }
      await session.send(.login)
      sessions.append(session)
    }
    let after = residentBytes() ?? start
    perIdiom.append((idiom, Double(after - start) / Double(count)))
    start = after
  }
  var plain: [PlainSession] = []
  for _ in 0..<count {
    let session = PlainSession()
    await session.login()
    plain.append(session)
  }
  let perPlain = Double((residentBytes() ?? start) - start) / Double(count)
  for session in plain { await session.stop() }
  withExtendedLifetime(sessions) {}
  return perIdiom.map { idiom, bytes in
    let ratio = bytes / perPlain
    return "memory per logged-in session (\(idiom.rawValue) timeout, heartbeat timer): "
      + "\(Int(bytes)) bytes, \(String(format1: ratio))x a plain actor's \(Int(perPlain)) "
      + "(goal ≤ 1.5x: \(ratio <= 1.5 ? "ok" : "MISSED"))"
  }.joined(separator: "\n")
}
