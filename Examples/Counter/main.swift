import Cascade
import ExampleSupport
import Foundation

// Counter: `+`, `-`, `fact`, `q`. Interactive on a terminal; otherwise reads the same
// commands line by line, and with empty input runs a short built-in demo. The terminal view
// is rendered through Swift Observation: `observe {}` prints the state again after every
// send that changed it.
//
// `--record <file>` records the session (every action, sent or from the fact effect, with
// the state after it) and writes it as JSON when the session ends: the log a test replays
// with CascadeTesting's `replay(_:reducer:)` (the Testing article, "Turning a recorded run
// into a test").

let demo = ["+", "+", "fact", "-", "fact", "q"]

@MainActor
func runCounter() async {
  let interactive = ExampleInput.isInteractive
  let recordFile = CommandLine.arguments.firstIndex(of: "--record").flatMap {
    CommandLine.arguments.indices.contains($0 + 1) ? CommandLine.arguments[$0 + 1] : nil
  }
  let recorder = ActionRecorder<CounterFeature.State, CounterFeature.Action>(capacity: 1_000)
  let store = Store(initialState: CounterFeature.State()) {
    CounterFeature(facts: NumberFacts.lookUp).recording(into: recorder)
  }
  defer { if let recordFile { write(recorder.log, to: recordFile) } }
  if interactive {
    print("Counter — commands: + (increment), - (decrement), fact, q (quit)")
  }
  let rendering = observe { print(store.state) }
  defer { rendering.cancel() }
  let commands: AsyncStream<String>
  if interactive {
    commands = ExampleInput.lines()
  } else {
    let scripted = await ExampleInput.scriptedCommands(demo: demo)
    commands = AsyncStream { continuation in
      for command in scripted { continuation.yield(command) }
      continuation.finish()
    }
  }
  for await line in commands {
    let command = line.trimmed
    if !interactive { print("> \(command)") }
    let action: CounterFeature.Action
    switch command {
    case "": continue
    case "q", "quit": return
    case "+": action = .incrementTapped
    case "-": action = .decrementTapped
    case "fact": action = .factTapped
    default:
      print("unknown command '\(command)': use +, -, fact or q")
      continue
    }
    await store.send(action).finish()
  }
}

/// Writes the session's log as JSON, and says how much it holds.
func write(_ log: ActionLog<CounterFeature.State, CounterFeature.Action>, to path: String) {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  do {
    try encoder.encode(log).write(to: URL(fileURLWithPath: path))
    let effects = log.entries.filter { $0.origin == .effect }.count
    print(
      "recorded \(log.entries.count) actions (\(effects) from effects) to "
        + URL(fileURLWithPath: path).lastPathComponent)
  } catch {
    print("could not write the session log to \(path): \(error.localizedDescription)")
  }
}

await runCounter()
