import Cascade
import Foundation
import Synchronization

// MARK: - instruments

/// Counts the actions it sees; needs no clock and no state comparison.
final class CountingInstrument: StoreInstrument {
  let count = Atomic<Int>(0)
  let needs: InstrumentNeeds

  init(needs: InstrumentNeeds = []) {
    self.needs = needs
  }

  func actionReceived(_ event: ActionEvent) {
    count.add(1, ordering: .relaxed)
  }
}

/// Trivial sends to a store with `instrument` attached, against the same sends to a store
/// with none: what an instrument costs a send.
@MainActor
func instrumentWorkload(
  _ n: Int, runs: Int, label: String, target: Double?,
  _ instrument: @escaping () -> any StoreInstrument
) -> Row {
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: (label, label + " reference")
  ) {
    let store = Store(initialState: 0) { Add() }
    let token = store.instrument(instrument())
    for _ in 0..<n { store.send(1) }
    token.cancel()
    return store.state
  } reference: {
    storeSends(n)
  }
  return Row(workload: label, cascade: cascade, reference: reference, operations: n, target: target)
}

/// A listener of a hand-written store: told before and after each action, as an instrument.
protocol HandListener: AnyObject {
  func received(_ event: HandEvent)
  func processed(_ event: HandEvent)
}

/// What a hand-written store tells its listeners: the action's number and the action.
struct HandEvent {
  let sequence: UInt64
  let action: Any
}

/// Counts the actions it is told of, as ``CountingInstrument`` does.
final class HandCounter: HandListener {
  let count = Atomic<Int>(0)

  func received(_ event: HandEvent) {
    count.add(1, ordering: .relaxed)
  }

  func processed(_ event: HandEvent) {}
}

/// A hand-written store that tells its listeners of every action: the least the same work
/// as a store with one counting instrument costs, written by hand.
final class BareWatchedStore<State, Action> {
  var state: State
  let reduce: (inout State, Action) -> Void
  var listeners: [any HandListener] = []
  var sequence: UInt64 = 0

  init(_ state: State, _ reduce: @escaping (inout State, Action) -> Void) {
    self.state = state
    self.reduce = reduce
  }

  @inline(never)
  func send(_ action: Action) {
    sequence &+= 1
    let event = HandEvent(sequence: sequence, action: action)
    for listener in listeners { listener.received(event) }
    reduce(&state, action)
    for listener in listeners { listener.processed(event) }
  }
}

/// The floor of the counting row: a hand-written store calling one counting listener, against
/// the same store with none.
@MainActor
func instrumentFloorWorkload(_ n: Int, runs: Int) -> Row {
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("instrument floor", "instrument floor reference")
  ) {
    let store = BareWatchedStore<Int, Int>(0) { $0 &+= $1 }
    store.listeners = [HandCounter()]
    for _ in 0..<n { store.send(1) }
    return store.state
  } reference: {
    let store = BareStore<Int, Int>(0) { $0 &+= $1 }
    for _ in 0..<n { store.send(1) }
    return store.state
  }
  return Row(
    workload: "instrument: hand-written counting vs none", cascade: cascade,
    reference: reference, operations: n, target: nil)
}

/// The instrument rows: a counting instrument, its hand-written floor, counting with times, the
/// metrics and the trace (`--only instrument-counting`, `-floor`, `-times`, `-metrics`,
/// `-trace`).
@MainActor
func instrumentWorkloads(_ n: Int, runs: Int, wanted: (String) -> Bool) -> [Row] {
  var rows: [Row] = []
  if wanted("instrument-counting") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: counting (needs nothing) vs none", target: 2
      ) { CountingInstrument() })
  }
  if wanted("instrument-floor") {
    rows.append(instrumentFloorWorkload(n, runs: runs))
  }
  if wanted("instrument-times") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: counting with times vs none", target: nil
      ) { CountingInstrument(needs: .times) })
  }
  if wanted("instrument-metrics") {
    rows.append(
      instrumentWorkload(n, runs: runs, label: "instrument: MetricsInstrument vs none", target: nil)
      {
        MetricsInstrument()
      })
  }
  if wanted("instrument-trace") {
    rows.append(
      instrumentWorkload(n, runs: runs, label: "instrument: TraceInstrument vs none", target: 5) {
        TraceInstrument()
      })
  }
  return rows
}

/// Records `n` actions with a ``TraceInstrument`` and writes the trace: wall-clock time,
/// median of `runs`.
@MainActor
func traceWriteWorkload(_ n: Int, runs: Int) -> String {
  var timings: [Double] = []
  var bytes = 0
  for _ in 0..<runs {
    let start = ContinuousClock.now
    let store = Store(initialState: 0) { Add() }
    let trace = TraceInstrument()
    let token = store.instrument(trace)
    for value in 0..<n { store.send(value & 1023) }
    token.cancel()
    bytes = trace.chromeTraceJSON().count
    let elapsed = start.duration(to: .now)
    timings.append(
      Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
  }
  let median = timings.sorted()[timings.count / 2]
  let ok = median < 1 ? "ok" : "MISSED"
  return "trace: \(n) actions recorded and written as Chrome trace JSON (\(bytes / 1024) KiB) in "
    + "\(String(format: "%.3f", median)) s wall-clock (goal < 1 s: \(ok))"
}
