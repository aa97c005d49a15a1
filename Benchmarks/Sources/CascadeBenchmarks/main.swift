import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// swift run -c release --package-path Benchmarks CascadeBenchmarks [--quick] [--check] [--only W]
//   --quick   small sizes, so CI can run every workload once without timing anything
//   --check   exit 1 if any target ratio is missed
//   --only W  run only the workloads whose name starts with W (e.g. `observers`), for profiling

await runStackProbeIfAsked()
let arguments = CommandLine.arguments
let quick = arguments.contains("--quick")
let checkTargets = arguments.contains("--check")
let scale = quick ? 100 : 1
let runs = 5
let only = arguments.firstIndex(of: "--only").flatMap { index in
  arguments.indices.contains(index + 1) ? arguments[index + 1] : nil
}

/// Whether the workload named `name` was asked for.
func wanted(_ name: String) -> Bool {
  only.map { name.hasPrefix($0) } ?? true
}

@MainActor
func runAll() async -> (rows: [Row], notes: [String]) {
  var rows: [Row] = []
  /// Figures that are not ratios, printed after the table.
  var notes: [String] = []
  if wanted("send") { rows.append(sendWorkload(1_000_000 / scale, runs: runs)) }
  if wanted("follow-up") { rows.append(await followUpWorkload(20_000 / scale, runs: runs)) }
  // Before any workload makes a TestScheduler: that turns on test settling for the rest of
  // the process, which a server never pays.
  if wanted("timeout-real") {
    rows.append(
      contentsOf: await timeoutRestartWorkloads(
        20_000 / scale, runs: runs, on: { ClockScheduler(ContinuousClock()) },
        label: "real time", target: 3))
  }
  if wanted("persist-large") {
    // Live file storage (its writer queue), so before any TestScheduler too.
    let (row, line) = largeSharedWriteWorkload(elements: 6_500_000 / scale, runs: runs)
    rows.append(row)
    notes.append(line)
  }
  if wanted("dependency") {
    let (row, line) = dependencyReadWorkload(1_000_000 / scale, runs: runs)
    rows.append(row)
    notes.append(line)
  }
  if wanted("shared") {
    let (row, line) = sharedWriteWorkload(1_000_000 / scale, runs: runs)
    rows.append(row)
    notes.append(line)
  }
  if wanted("shared-churn") {
    rows.append(sharedWriteAfterChurnWorkload(1_000_000 / scale, stores: 10_000, runs: runs))
  }
  if wanted("observers") {
    rows.append(
      observerWorkload(
        100_000 / scale, runs: runs, observers: 1, field: \.every,
        label: "observers: 1 driver, field changes every send"))
    rows.append(
      observerWorkload(
        100_000 / scale, runs: runs, observers: 100, field: \.hundredth,
        label: "observers: 100 drivers, changes every 100th"))
    rows.append(
      observerWorkload(
        10_000 / scale, runs: runs, observers: 100, field: \.every,
        label: "observers: 100 drivers, changes every send", target: 1.1))
  }
  if wanted("recorder") { rows.append(recorderWorkload(1_000_000 / scale, runs: runs)) }
  rows.append(contentsOf: instrumentWorkloads(1_000_000 / scale, runs: runs, wanted: wanted))
  if wanted("trace-write") { notes.append(traceWriteWorkload(100_000 / scale, runs: runs)) }
  if wanted("structural") {
    let (row, line) = structuralCompareWorkload(1_000 / scale, runs: runs)
    rows.append(row)
    notes.append(line)
  }
  if wanted("chain") { rows.append(operatorChainWorkload(100_000 / scale, runs: runs)) }
  if wanted("observe-every") {
    rows.append(
      observeWorkload(
        100_000 / scale, runs: runs, field: \.every,
        label: "observe {}: field changes every send"))
  }
  if wanted("observe-100th") {
    rows.append(
      observeWorkload(
        100_000 / scale, runs: runs, field: \.hundredth,
        label: "observe {}: field changes every 100th"))
  }
  if wanted("observe-never") {
    rows.append(
      observeWorkload(
        100_000 / scale, runs: runs, field: \.still,
        label: "observe {}: field no send changes", target: 1.5))
  }
  if wanted("scheduler") {
    rows.append(oneShotWorkload(100_000 / scale, runs: runs))
    rows.append(repeatingWorkload(100_000 / scale, runs: runs))
  }
  if wanted("timer") { rows.append(timerWorkload(100_000 / scale, runs: runs)) }
  if wanted("scope") { rows.append(scopeWorkload(100_000 / scale, runs: runs)) }
  if wanted("relay") {
    rows.append(relayWorkload(1_000_000 / scale, subscribers: 1, runs: runs))
    rows.append(relayWorkload(10_000 / scale, subscribers: 100, runs: runs))
  }
  if wanted("lifecycle-root") { rows.append(lifecycleRootWorkload(1_000_000 / scale, runs: runs)) }
  if wanted("lifecycle-child") {
    rows.append(lifecycleChildWorkload(1_000_000 / scale, runs: runs))
  }
  if wanted("lifecycle-rows") { notes.append(lifecycleRowsMemoryWorkload(count: 10_000 / scale)) }
  if wanted("case-key-path") { rows.append(caseKeyPathWorkload(100_000 / scale, runs: runs)) }
  if wanted("rows") {
    rows.append(rowStoreWorkload(100_000 / scale, rows: quick ? 100 : 1_000, runs: runs))
  }
  if wanted("stack-usage") { notes.append(stackUsageWorkload()) }
  if wanted("push-pop") { notes.append(pushPopMemoryWorkload(cycles: 10_000 / scale)) }
  if wanted("foreach") {
    rows.append(contentsOf: forEachWorkloads(100_000 / scale, runs: runs, quick: quick))
  }
  if wanted("large-state") { rows.append(largeStateWorkload(100_000 / scale, runs: runs)) }
  if wanted("async") {
    rows.append(await asyncAdvanceWorkload(effects: 100, sleeps: 100 / scale, runs: runs))
  }
  if wanted("effects") {
    rows.append(contentsOf: await effectWorkloads(100_000 / scale, runs: runs))
  }
  if wanted("distributed") {
    rows.append(await distributedSendWorkload(10_000 / scale, runs: runs))
    notes.append(await threeNodeWorkload())
  }
  if wanted("journal") {
    notes.append(await journalWorkload(sends: 2_000 / scale, callers: quick ? 4 : 64))
  }
  if wanted("windowed") {
    notes.append(await windowedMemoryWorkload(sends: 100_000 / scale, window: 1_000))
  }
  if wanted("actor") {
    rows.append(await storeActorSendWorkload(1_000_000 / scale, runs: runs))
    let (row, line) = await manyActorsWorkload(actors: 10_000 / scale, sends: 100, runs: runs)
    rows.append(row)
    notes.append(line)
  }
  if wanted("timeout-virtual") {
    // On virtual time the reference's tasks park on a TestScheduler too: a task restart is
    // the floor of a `.run` restart, whatever the scheduler.
    rows.append(
      contentsOf: await timeoutRestartWorkloads(
        20_000 / scale, runs: runs, on: { TestScheduler() }, label: "TestScheduler", target: 3))
  }
  return (rows, notes)
}

print(
  "Cascade benchmarks (release; median of \(runs) runs of process CPU time\(quick ? "; --quick sizes" : ""))"
)
print(Row.header)
// A correctness check this build's optimizations could break (routing by case key path).
checkForwardedCaseKeyPaths()
// Measured first, while the heap has no freed memory to reuse (resident-memory deltas).
let memoryNote = wanted("actor") ? idleActorMemory(count: 100_000 / scale) : nil
let sessionNote = wanted("timeout-memory") ? await sessionMemory(count: 10_000 / scale) : nil
let (rows, notes) = await runAll()
// Another check this build's optimizations could break; last, as it makes a TestScheduler.
checkEffectOperators()
for row in rows { print(row.printed()) }
for note in notes { print(note) }
if let memoryNote { print(memoryNote) }
if let sessionNote { print(sessionNote) }
print("peak memory (max RSS): \(String(format1: peakMemoryMiB())) MiB")
let missed = rows.filter { !$0.meetsTarget }
if checkTargets, !missed.isEmpty {
  print("missed targets: " + missed.map(\.workload).joined(separator: "; "))
  exit(1)
}
