import Cascade
import ExampleSupport
import Foundation

// Stopwatch: `start`, `stop`, `lap`, `reset`, `q`. Interactive on a terminal (real time, on
// DispatchQueueScheduler.main); piped input runs on a TestScheduler, where `wait 1.5s`
// advances virtual time, so the output is the same on every run.
//
// `--trace <file>` writes the session as a Chrome trace (a `TraceInstrument`): open it in
// ui.perfetto.dev, chrome://tracing or speedscope. On piped input its times are virtual, so
// the file is the same bytes on every run.

let demo = [
  "start", "wait 1.5s", "lap", "wait 0.8s", "lap", "stop", "wait 2s", "start",
  "wait 0.3s", "stop", "reset", "q",
]

@MainActor
func command(_ line: String) -> StopwatchFeature.Action?? {
  switch line {
  case "start": .startTapped
  case "stop": .stopTapped
  case "lap": .lapTapped
  case "reset": .resetTapped
  case "q", "quit": .some(nil)
  default: nil
  }
}

let traceFile = CommandLine.arguments.firstIndex(of: "--trace").flatMap {
  CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
}

/// A stopwatch store on `scheduler`, traced when `--trace` was given.
@MainActor
func makeStore(
  scheduler: any Scheduler, trace: TraceInstrument
) -> (Store<StopwatchFeature.State, StopwatchFeature.Action>, AnyCancellable?) {
  let store = Store(initialState: StopwatchFeature.State()) {
    StopwatchFeature(scheduler: scheduler)
  } withDependencies: {
    $0.scheduler = scheduler
  }
  return (store, traceFile == nil ? nil : store.instrument(trace))
}

/// Writes the trace to `--trace`'s file, if given.
func writeTrace(_ trace: TraceInstrument) {
  guard let traceFile else { return }
  let json = trace.chromeTraceJSON()
  do {
    try json.write(to: URL(fileURLWithPath: traceFile))
    let name = URL(fileURLWithPath: traceFile).lastPathComponent
    let events = json.split(separator: UInt8(ascii: "\n")).count - 2
    print("wrote a trace of \(events) events (\(json.count) bytes) to \(name)")
  } catch {
    print("could not write the trace to \(traceFile): \(error)")
  }
}

@MainActor
func runStopwatch() async {
  let trace = TraceInstrument()
  defer { writeTrace(trace) }
  if ExampleInput.isInteractive {
    let (store, token) = makeStore(scheduler: DispatchQueueScheduler.main, trace: trace)
    defer { token?.cancel() }
    print("Stopwatch — commands: start, stop, lap, reset, show (or empty line), q")
    for await line in ExampleInput.lines() {
      let line = line.trimmed
      if line.isEmpty || line == "show" {
        print(store.state)
        continue
      }
      guard let action = command(line) else {
        print("unknown command '\(line)'")
        continue
      }
      guard let action else { return }
      store.send(action)
      print(store.state)
    }
    return
  }

  let scheduler = TestScheduler()
  let (store, token) = makeStore(scheduler: scheduler, trace: trace)
  defer { token?.cancel() }
  print(store.state)
  for line in await ExampleInput.scriptedCommands(demo: demo) where !line.isEmpty {
    print("> \(line)")
    if let duration = ExampleInput.waitDuration(line) {
      await scheduler.advance(by: duration)
      print(store.state)
      continue
    }
    guard let action = command(line) else {
      print("unknown command '\(line)': use start, stop, lap, reset, wait <time> or q")
      continue
    }
    guard let action else { return }
    store.send(action)
    print(store.state)
  }
}

await runStopwatch()
