import CascadeTesting
import Foundation
import Testing

@testable import Cascade

@Suite("Ready-made instruments: a log with diffs, metrics by case and kind, a Chrome trace")
@MainActor
struct ReadyMadeInstrumentTests {
  let scheduler = TestScheduler()

  func makeStore() -> Store<Gadget.State, Gadget.Action> {
    Store(initialState: Gadget.State()) {
      Gadget()
    } withDependencies: {
      $0.scheduler = scheduler
    }
  }

  @Test("LogInstrument calls its sink once per action, with the action and its diff")
  func log() {
    let store = makeStore()
    let lines = LockIsolated<[String]>([])
    let token = store.instrument(LogInstrument { line in lines.withValue { $0.append(line) } })
    store.send(.increment)
    store.send(.setCount(1))
    #expect(
      lines.withValue { $0 } == [
        "received action: Gadget.Action.increment\n  − count: 0\n  + count: 1",
        "received action: Gadget.Action.setCount(1)\n  (No state changes)",
      ])
    token.cancel()
  }

  @Test("LogInstrument without diffs writes the actions alone, and needs only the warnings")
  func logWithoutDiffs() {
    let store = makeStore()
    let lines = LockIsolated<[String]>([])
    let instrument = LogInstrument({ line in lines.withValue { $0.append(line) } }, diffs: false)
    #expect(instrument.needs == .warnings)
    let token = store.instrument(instrument)
    store.send(.increment)
    #expect(lines.withValue { $0 } == ["received action: Gadget.Action.increment"])
    token.cancel()
  }

  @Test("MetricsInstrument counts actions by case and effects by kind, with virtual latencies")
  func metrics() async throws {
    let store = makeStore()
    let metrics = MetricsInstrument()
    let token = store.instrument(metrics)
    store.send(.increment)
    store.send(.increment)
    store.send(.setCount(3))
    store.send(.setCount(4))
    store.send(.showChild)
    store.send(.child(.tap))
    store.send(.ping)
    store.send(.startTimer)
    await scheduler.advance(by: .seconds(2))
    store.send(.stopTimer)
    store.send(.fail)
    await scheduler.run()
    let snapshot = metrics.snapshot
    #expect(snapshot.actions["increment"]?.count == 2)
    #expect(snapshot.actions["setCount"]?.count == 2)
    #expect(snapshot.actions["child.tap"]?.count == 1)
    #expect(snapshot.actions["tick"]?.count == 2)
    #expect(snapshot.actions["pong"]?.duration.counts.first == 1)
    let run = try #require(snapshot.effects["run"])
    #expect((run.started, run.finished, run.failed, run.running) == (2, 1, 1, 0))
    #expect(run.duration.sum == 1)
    let timer = try #require(snapshot.effects["timer"])
    #expect((timer.started, timer.cancelled, timer.running) == (1, 1, 0))
    #expect(timer.duration.counts == [0, 0, 0, 0, 0, 0, 0, 1, 1])
    let decoded = try JSONDecoder().decode(
      MetricsSnapshot.self, from: JSONEncoder().encode(snapshot))
    #expect(decoded == snapshot)
    token.cancel()
  }

  @Test("a running effect is counted as running until it ends")
  func runningGauge() async {
    let store = makeStore()
    let metrics = MetricsInstrument()
    let token = store.instrument(metrics)
    store.send(.ping)
    #expect(metrics.snapshot.effects["run"]?.running == 1)
    await scheduler.advance(by: .seconds(1))
    #expect(metrics.snapshot.effects["run"]?.running == 0)
    token.cancel()
  }

  /// One session of the gadget, traced.
  func tracedSession() async -> Data {
    let scheduler = TestScheduler()
    let store = Store(initialState: Gadget.State()) {
      Gadget()
    } withDependencies: {
      $0.scheduler = scheduler
    }
    let trace = TraceInstrument()
    let token = store.instrument(trace)
    store.send(.increment)
    store.send(.ping)
    store.send(.startTimer)
    store.send(.sequence)
    await scheduler.advance(by: .seconds(3))
    store.send(.stopTimer)
    store.send(.later)
    token.cancel()
    return trace.chromeTraceJSON()
  }

  @Test("a trace of a test is the same bytes on every run")
  func traceIsDeterministic() async {
    let first = await tracedSession()
    for _ in 1..<20 {
      let again = await tracedSession()
      #expect(again == first)
    }
  }

  @Test("a trace numbers its stores from 1, whatever other stores the process made")
  func traceStoreNumbers() async {
    let others = (0..<3).map { _ in makeStore() }
    for other in others { _ = other.instrument(EventLog(needs: [])) }
    let json = String(decoding: await tracedSession(), as: UTF8.self)
    #expect(json.contains(#""pid":1,"tid":0,"name":"process_name","args":{"name":"store 1"}"#))
    #expect(!json.contains(#""pid":2"#))
  }

  @Test("each effect's span names the action that started it; the trace is valid JSON")
  func traceSpans() async throws {
    let data = await tracedSession()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let actions = events.filter { $0["cat"] as? String == "action" }
    #expect(
      actions.map { $0["name"] as? String } == [
        "increment", "ping", "startTimer", "sequence", "tick", "pong", "increment", "tick",
        "tick", "stopTimer", "later",
      ])
    let effects = events.filter { $0["cat"] as? String == "effect" }
    let run = try #require(effects.first { $0["name"] as? String == "run" })
    let runArgs = try #require(run["args"] as? [String: Any])
    #expect(runArgs["startedBy"] as? String == "#2 ping")
    #expect(runArgs["outcome"] as? String == "finished")
    #expect(run["dur"] as? Double == 1_000_000)
    let timer = try #require(effects.first { $0["name"] as? String == "timer" })
    #expect((timer["args"] as? [String: Any])?["outcome"] as? String == "cancelled")
    #expect((timer["args"] as? [String: Any])?["cancelID"] as? String == ".clock")
    let delay = try #require(effects.first { $0["name"] as? String == "delay" })
    #expect(delay["ph"] as? String == "B")
    let tracks = Set(effects.compactMap { $0["tid"] as? Int })
    #expect(tracks.count >= 2)
    #expect(!tracks.contains(1))
  }

  @Test("a long trace of interleaved stores keeps every action, numbered by store, in order")
  func longTrace() throws {
    let stores = (0..<3).map { _ in makeStore() }
    let trace = TraceInstrument()
    let tokens = stores.map { $0.instrument(trace) }
    // Several of the recording's chunks (about 700 actions each), the stores taking turns.
    for round in 0..<1_000 {
      for (index, store) in stores.enumerated() { store.send(.setCount(round * 3 + index)) }
    }
    for token in tokens { token.cancel() }
    let object = try #require(
      try JSONSerialization.jsonObject(with: trace.chromeTraceJSON()) as? [String: Any])
    let events = try #require(object["traceEvents"] as? [[String: Any]])
    let actions = events.filter { $0["cat"] as? String == "action" }
    #expect(actions.count == 3_000)
    for store in 1...3 {
      let texts = actions.filter { $0["pid"] as? Int == store }.map {
        ($0["args"] as? [String: Any])?["action"] as? String
      }
      let expected = (0..<1_000).map { "Gadget.Action.setCount(\($0 * 3 + store - 1))" }
      #expect(texts == expected, "store \(store)")
    }
  }

  @Test("a trace records a warning as an instant")
  func traceWarning() async {
    let store = makeStore()
    let trace = TraceInstrument()
    let token = store.instrument(trace)
    await RuntimeWarning.withSink(RuntimeWarningLog().sink) {
      _ = store.send(.child(.tap))
    }
    let json = String(decoding: trace.chromeTraceJSON(), as: UTF8.self)
    #expect(json.contains(#""ph":"i","s":"g""#))
    token.cancel()
  }
}
