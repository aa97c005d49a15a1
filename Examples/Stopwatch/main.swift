import Cascade
import ExampleSupport

// Stopwatch: `start`, `stop`, `lap`, `reset`, `q`. Interactive on a terminal (real time, on
// DispatchQueueScheduler.main); piped input runs on a TestScheduler, where `wait 1.5s`
// advances virtual time, so the output is the same on every run.

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

@MainActor
func runStopwatch() async {
  if ExampleInput.isInteractive {
    let store = Store(initialState: StopwatchFeature.State()) {
      StopwatchFeature(scheduler: DispatchQueueScheduler.main)
    }
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
  let store = Store(initialState: StopwatchFeature.State()) {
    StopwatchFeature(scheduler: scheduler)
  }
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
