import Cascade
import ExampleSupport

// Sessions: many `StoreActor` sessions at once, each a login → heartbeat → idle-timeout
// state machine on an actor of its own.
//
// Piped input runs a script on a TestScheduler (virtual time; the output is the same on
// every run): `open 10000`, `login`, `activity 0-4999`, `logout 42`, `wait 10s`, `status`,
// `q`. On a terminal, or with `--realtime`, it runs 10,000 sessions on real time for two
// seconds while tasks send them activity, and reports the throughput.

typealias Session = StoreActor<SessionFeature.State, SessionFeature.Action>

let demo = [
  "open 10000", "login", "wait 1s", "wait 10s", "activity 0-4999", "wait 20s", "logout 42",
  "wait 15s", "q",
]

/// Counts of sessions by phase, with their beats and running effects.
func status(_ sessions: [Session], at time: Duration) async -> String {
  var phases: [SessionFeature.Phase: Int] = [:]
  var beats = 0
  var effects = 0
  for session in sessions {
    let state = await session.state
    phases[state.phase, default: 0] += 1
    beats += state.beats
    effects += await session.inFlightEffectCount
  }
  let counts = SessionFeature.Phase.allCases.map { "\($0.rawValue) \(phases[$0, default: 0])" }
  return "t=\(time.tenths)  " + counts.joined(separator: "  ")
    + "  beats \(beats)  effects \(effects)"
}

/// The sessions `range` ("0-4999" or "42") names.
func selected(_ range: Substring, of sessions: [Session]) -> ArraySlice<Session> {
  let bounds = range.split(separator: "-").compactMap { Int($0) }
  guard let low = bounds.first, low >= 0, let high = bounds.last, high < sessions.count,
    low <= high
  else { return [] }
  return sessions[low...high]
}

@MainActor
func runScript() async {
  let scheduler = TestScheduler()
  var sessions: [Session] = []
  for line in await ExampleInput.scriptedCommands(demo: demo) where !line.isEmpty {
    print("> \(line)")
    let words = line.split(separator: " ")
    switch (words.first, words.dropFirst().first) {
    case ("open", let count?):
      let count = Int(count) ?? 0
      sessions = (0..<count).map { _ in
        Session(initialState: SessionFeature.State()) { SessionFeature(scheduler: scheduler) }
      }
      print("opened \(count) sessions")
    case ("login", nil):
      for session in sessions { await session.send(.login) }
      print(await status(sessions, at: scheduler.now.sinceOrigin))
    case ("activity", let range?):
      for session in selected(range, of: sessions) { await session.send(.activity) }
    case ("logout", let range?):
      for session in selected(range, of: sessions) { await session.send(.logout) }
      print(await status(sessions, at: scheduler.now.sinceOrigin))
    case ("status", nil):
      print(await status(sessions, at: scheduler.now.sinceOrigin))
    case ("q", nil), ("quit", nil):
      return
    default:
      guard let duration = ExampleInput.waitDuration(line) else {
        print("unknown command '\(line)'")
        continue
      }
      await scheduler.advance(by: duration)
      print(await status(sessions, at: scheduler.now.sinceOrigin))
    }
  }
}

/// 10,000 sessions on real time (heartbeat 500 ms, idle timeout 5 s) for two seconds,
/// while 8 tasks send activity to them round-robin; then every session logs out.
func runRealTime() async {
  let count = 10_000
  let scheduler = ClockScheduler(ContinuousClock())
  let clock = ContinuousClock()
  let sessions = (0..<count).map { _ in
    Session(initialState: SessionFeature.State()) {
      SessionFeature(
        scheduler: scheduler, authentication: .milliseconds(10),
        heartbeat: .milliseconds(500), idleTimeout: .seconds(5))
    }
  }
  print("Sessions — \(count) StoreActor sessions on real time for 2 s")
  let start = clock.now
  await withTaskGroup(of: Void.self) { group in
    for session in sessions { group.addTask { await session.send(.login) } }
  }
  // Every session is active once its authentication round trip (10 ms) is back.
  for session in sessions {
    while await session.state.phase == .authenticating {
      try? await clock.sleep(for: .milliseconds(5))
    }
  }
  print("all logged in after \(start.duration(to: clock.now).tenths)")
  let deadline = clock.now.advanced(by: .seconds(2))
  await withTaskGroup(of: Void.self) { group in
    for worker in 0..<8 {
      group.addTask {
        var index = worker
        while clock.now < deadline {
          await sessions[index % count].send(.activity)
          index += 8
        }
      }
    }
  }
  await withTaskGroup(of: Void.self) { group in
    for session in sessions { group.addTask { await session.send(.logout) } }
  }
  let elapsed = start.duration(to: clock.now)
  var actions = 0
  var beats = 0
  var timedOut = 0
  for session in sessions {
    let state = await session.state
    actions += state.actions
    beats += state.beats
    if state.phase == .timedOut { timedOut += 1 }
  }
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print("processed \(actions) actions (\(beats) heartbeats) in \(elapsed.tenths)")
  print("throughput: \(Int(Double(actions) / seconds)) actions/s; \(timedOut) sessions timed out")
  print(await status(sessions, at: elapsed))
}

if ExampleInput.isInteractive || CommandLine.arguments.contains("--realtime") {
  await runRealTime()
} else {
  await runScript()
}
