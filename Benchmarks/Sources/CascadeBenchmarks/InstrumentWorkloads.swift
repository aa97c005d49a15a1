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

/// `n` trivial sends to a new store with `instrument` attached; returns the final count.
@MainActor
func instrumentedSends(_ n: Int, _ instrument: any StoreInstrument) -> Int {
  let store = Store(initialState: 0) { Add() }
  let token = store.instrument(instrument)
  for _ in 0..<n { store.send(1) }
  token.cancel()
  return store.state
}

/// Trivial sends to a store with `instrument` attached, against `reference`: the same sends to
/// a store with none (what an instrument costs a send), or the same work written by hand.
@MainActor
func instrumentWorkload(
  _ n: Int, runs: Int, label: String, target: Double?,
  _ instrument: @escaping () -> any StoreInstrument, reference: @escaping () -> Int
) -> Row {
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: (label, label + " reference")
  ) {
    instrumentedSends(n, instrument())
  } reference: {
    reference()
  }
  return Row(workload: label, cascade: cascade, reference: reference, operations: n, target: target)
}

/// A listener of a hand-written store: told before and after each action, as an instrument.
protocol HandListener: AnyObject {
  /// Whether the store reads the clock around each action for it.
  var isTimed: Bool { get }
  func received(_ event: HandEvent)
  func processed(_ event: HandEvent, duration: UInt64)
}

/// What a hand-written store tells its listeners: the action's number, its start (uptime
/// nanoseconds, or zero when untimed) and the action.
struct HandEvent {
  let sequence: UInt64
  let start: UInt64
  let action: Any
}

/// Counts the actions it is told of, as ``CountingInstrument`` does.
final class HandCounter: HandListener {
  let count = Atomic<Int>(0)
  var isTimed: Bool { false }

  func received(_ event: HandEvent) {
    count.add(1, ordering: .relaxed)
  }

  func processed(_ event: HandEvent, duration: UInt64) {}
}

/// A trace by hand: a record of each action appended under a lock.
final class HandTrace: HandListener {
  struct Record {
    let sequence: UInt64
    let start: UInt64
    let duration: UInt64
    let action: Int
  }

  private let records = Mutex<[Record]>([])
  var isTimed: Bool { true }

  func received(_ event: HandEvent) {}

  func processed(_ event: HandEvent, duration: UInt64) {
    let record = Record(
      sequence: event.sequence, start: event.start, duration: duration,
      action: event.action as? Int ?? 0)
    records.withLock { $0.append(record) }
  }
}

/// A hand-written store that tells its listeners of every action, reading the clock around it
/// when one asks: the same work as a store with one instrument, written by hand.
final class BareWatchedStore<State, Action> {
  var state: State
  let reduce: (inout State, Action) -> Void
  var listeners: [any HandListener] = [] {
    didSet { isTimed = listeners.contains { $0.isTimed } }
  }
  private var isTimed = false
  var sequence: UInt64 = 0

  init(_ state: State, _ reduce: @escaping (inout State, Action) -> Void) {
    self.state = state
    self.reduce = reduce
  }

  @inline(never)
  func send(_ action: Action) {
    sequence &+= 1
    let start = isTimed ? DispatchTime.now().uptimeNanoseconds : 0
    let event = HandEvent(sequence: sequence, start: start, action: action)
    for listener in listeners { listener.received(event) }
    reduce(&state, action)
    let duration = isTimed ? DispatchTime.now().uptimeNanoseconds - start : 0
    for listener in listeners { listener.processed(event, duration: duration) }
  }
}

/// `n` trivial sends to a hand-written store telling `listener` of each action; returns the
/// final count.
func handWatchedSends(_ n: Int, _ listener: any HandListener) -> Int {
  let store = BareWatchedStore<Int, Int>(0) { $0 &+= $1 }
  store.listeners = [listener]
  for _ in 0..<n { store.send(1) }
  return store.state
}

/// The instrument rows: a counting instrument, counting with times, the metrics and the trace,
/// each against a send with none, then counting and the trace against the same work by hand
/// (`--only instrument-counting`, `-times`, `-metrics`, `-trace`, `-by-hand`).
@MainActor
func instrumentWorkloads(_ n: Int, runs: Int, wanted: (String) -> Bool) -> [Row] {
  var rows: [Row] = []
  let none = { storeSends(n) }
  if wanted("instrument-counting") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: counting (needs nothing) vs none", target: 2,
        { CountingInstrument() }, reference: none))
  }
  if wanted("instrument-times") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: counting with times vs none", target: nil,
        { CountingInstrument(needs: .times) }, reference: none))
  }
  if wanted("instrument-metrics") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: MetricsInstrument vs none", target: nil,
        { MetricsInstrument() }, reference: none))
  }
  if wanted("instrument-trace") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: TraceInstrument vs none", target: 5,
        { TraceInstrument() }, reference: none))
  }
  if wanted("instrument-by-hand") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: counting vs the same by hand", target: nil,
        { CountingInstrument() }, reference: { handWatchedSends(n, HandCounter()) }))
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: TraceInstrument vs a trace by hand", target: nil,
        { TraceInstrument() }, reference: { handWatchedSends(n, HandTrace()) }))
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
  let seconds = median(timings)
  let ok = seconds < 1 ? "ok" : "MISSED"
  return "trace: \(n) actions recorded and written as Chrome trace JSON (\(bytes / 1024) KiB) in "
    + "\(String(format: "%.3f", seconds)) s wall-clock (goal < 1 s: \(ok))"
}
