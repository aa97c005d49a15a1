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

/// The instrument rows: a counting instrument, with and without times, the metrics and the
/// trace (`--only instrument-counting`, `-times`, `-metrics`, `-trace`).
@MainActor
func instrumentWorkloads(_ n: Int, runs: Int, wanted: (String) -> Bool) -> [Row] {
  var rows: [Row] = []
  if wanted("instrument-counting") {
    rows.append(
      instrumentWorkload(
        n, runs: runs, label: "instrument: counting (needs nothing) vs none", target: 2
      ) { CountingInstrument() })
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
