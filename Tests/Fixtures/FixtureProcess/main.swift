// The process some tests run and measure from outside:
//
//   CascadeFixtureProcess write-shared <file>
//     Writes a shared file through `FileStorageKey` as fast as it can, for the crash-safety
//     test (`SharedCrashSafetyTests`), which kills it at random points and decodes what is left.
//   CascadeFixtureProcess write-journal <file>
//     Sends deposits to a `DistributedStore` with a `FileJournal` at `file` from 16 concurrent
//     callers, forever, printing each deposit's id once its send returned (acknowledged), for
//     the journal's crash test (`FileJournalCrashTests`), which kills it at random points and
//     resumes the store from what is left.
//   CascadeFixtureProcess shared-tool <file> [--signals] [--observe]
//     A command-line tool keeping a list of strings in `@Shared(.fileStorage(file))`, driven
//     line by line on standard input (`SharedToolTests`): `add X`, `show`, `save`,
//     `wait-for X` (until the list holds X, at most 10 s), `exit`; the end of input ends
//     `main`. It reads with `readLine()`, blocking the main thread, unless `--observe`: then
//     the main thread runs the main queue, a store's driver prints `observed: <list>` on
//     every change, and input is read on another thread. `--signals` opts in to
//     `SharedWrites.flushOnTerminationSignals()`.
//   CascadeFixtureProcess app-storage <key> [value]
//     Prints `@Shared(.appStorage(key))` (an Int, 0 by default), then sets it to `value` if
//     given: two runs show whether the first run's value persisted (`AppStorageTests`).
//   CascadeFixtureProcess churn <clock|dispatch> <cycles>
//     Cancels and reschedules a 30-second item `cycles` times on a real-time scheduler and
//     prints the resident memory before and after, in bytes (`RealTimeSchedulerMemoryTests`):
//     measured in a process of its own, so tests running beside it do not move the figure.
//   CascadeFixtureProcess diff <elements>
//     Lays out two actions carrying `elements` numbers that differ in one, diffs them line by
//     line as a failing `receive` does, and prints the peak resident memory before and after,
//     in bytes, then the diff's line count (`LineDiffTests`).
import Cascade
import Dispatch
import Distributed
import Foundation

func residentBytes() -> Int {
  #if canImport(Darwin)
    var info = mach_task_basic_info()
    var count = mach_msg_type_number_t(
      MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
    let status = withUnsafeMutablePointer(to: &info) {
      $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
        task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
      }
    }
    return status == KERN_SUCCESS ? Int(info.resident_size) : -1
  #else
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return -1
    }
    let fields = statm.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? -1) * Int(sysconf(Int32(_SC_PAGESIZE))) : -1
  #endif
}

func writeShared(to path: String) -> Never {
  // Yield the CPU to the tests running beside the crash test.
  _ = nice(10)
  let key = FileStorageKey<[Int]>(url: URL(filePath: path))
  var generation = 0
  while true {
    generation += 1
    // Large enough that a write takes a while, so that kills land inside writes.
    try? key.save(Array(repeating: generation, count: 20_000))
  }
}

/// Adds each deposit to a running total.
struct Tally: Reducer {
  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state += action
    return .none
  }
}

func writeJournal(to path: String) async -> Never {
  _ = nice(10)
  let system = LocalTestingDistributedActorSystem()
  let store = DistributedStore(
    initialState: 0, actorSystem: system, journal: FileJournal(url: URL(filePath: path))
  ) { Tally() }
  await withTaskGroup(of: Void.self) { group in
    for caller in 0..<16 {
      group.addTask {
        for n in 0... {
          let id = "\(caller)-\(n)"
          // Printed (one write(2), unbuffered) only once the journal holds the deposit.
          guard (try? await store.send(1, id: ActionID(id))) != nil else { exit(1) }
          say(id)
        }
      }
    }
  }
  exit(0)
}

func churn(_ scheduler: any Scheduler, cycles: Int) {
  // A first round warms up the allocator, the runtime and the scheduler's queue.
  var token = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(30))) {}
  for _ in 0..<cycles {
    token.cancel()
    token = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(30))) {}
  }
  let before = residentBytes()
  for _ in 0..<cycles {
    token.cancel()
    token = scheduler.schedule(after: scheduler.now.advanced(by: .seconds(30))) {}
  }
  token.cancel()
  print(before, residentBytes())
}

/// The state of the tool's store: the list, shared with the file.
struct ToolState {
  @Shared var items: [String]
}

/// Runs one line of the tool's input.
func runToolCommand(_ line: String, _ items: Shared<[String]>) {
  let output: String
  let words = line.split(separator: " ", maxSplits: 1).map(String.init)
  let (command, item) = (words.first ?? "", words.count > 1 ? words[1] : "")
  switch command {
  case "add":
    items.withLock { $0.append(item) }
    output = "ok"
  case "show":
    output = "items: \(items.wrappedValue)"
  case "save":
    do {
      try items.save()
      output = "ok"
    } catch {
      output = "failed: \(error)"
    }
  case "wait-for":
    var polls = 0
    while !items.wrappedValue.contains(item), polls < 1_000 {
      polls += 1
      usleep(10_000)
    }
    output = items.wrappedValue.contains(item) ? "seen \(item)" : "timed out waiting for \(item)"
  case "exit":
    exit(0)
  default:
    output = "unknown command: \(line)"
  }
  say(output)
}

/// Prints a line at once (unbuffered: the test reads it while the tool runs).
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func sharedTool(file: String, signals: Bool, observe: Bool) {
  if signals { SharedWrites.flushOnTerminationSignals() }
  let items = Shared(wrappedValue: [String](), .fileStorage(URL(filePath: file)))
  guard observe else {
    say("ready")
    while let line = readLine() { runToolCommand(line, items) }
    return
  }
  MainActor.assumeIsolated {
    let store = Store(initialState: ToolState(items: items)) {
      Reduce<ToolState, Int> { _, _ in .none }
    }
    let observation = store.driver(\.items).drive { list in
      say("observed: \(list)")
    }
    Thread.detachNewThread {
      while let line = readLine() { runToolCommand(line, items) }
      exit(0)
    }
    // Kept for the life of the process, which ends in `exit`.
    withExtendedLifetime((store, observation)) { dispatchMain() }
  }
}

/// The largest resident memory this process has had, in bytes.
func peakResidentBytes() -> Int {
  var usage = rusage()
  #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1_024
  #endif
}

/// A long action's payload, for the `diff` command.
enum Loaded {
  case values([Int])
}

let arguments = CommandLine.arguments
switch (arguments.dropFirst().first, arguments.count) {
case ("write-shared", 3):
  writeShared(to: arguments[2])
case ("write-journal", 3):
  let path = arguments[2]
  Task.detached { await writeJournal(to: path) }
  dispatchMain()
case ("shared-tool", 3...5):
  sharedTool(
    file: arguments[2], signals: arguments.contains("--signals"),
    observe: arguments.contains("--observe"))
case ("app-storage", 3...4):
  let stored = Shared(wrappedValue: 0, .appStorage(arguments[2]))
  say("\(stored.wrappedValue)")
  if arguments.count == 4, let value = Int(arguments[3]) { stored.withLock { $0 = value } }
case ("churn", 4):
  let scheduler: any Scheduler =
    arguments[2] == "clock"
    ? ClockScheduler(ContinuousClock())
    : DispatchQueueScheduler(queue: DispatchQueue(label: "churn"))
  churn(scheduler, cycles: Int(arguments[3]) ?? 0)
case ("diff", 3):
  let values = Array(0..<(Int(arguments[2]) ?? 0))
  var changed = values
  if !changed.isEmpty { changed[changed.count / 2] = -1 }
  let before = peakResidentBytes()
  let diff = LineDiff.describe(
    expected: ValueText.layout(Loaded.values(values)),
    actual: ValueText.layout(Loaded.values(changed)))
  print(before, peakResidentBytes(), diff.split(separator: "\n").count)
default:
  FileHandle.standardError.write(
    Data(
      """
      usage: CascadeFixtureProcess write-shared <file> | write-journal <file> | \
      shared-tool <file> [--signals] \
      [--observe] | app-storage <key> [value] | churn <clock|dispatch> <cycles> | \
      diff <elements>

      """.utf8))
  exit(2)
}
