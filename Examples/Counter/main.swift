import Cascade
import ExampleSupport

// Counter: `+`, `-`, `fact`, `q`. Interactive on a terminal; otherwise reads the same
// commands line by line, and with empty input runs a short built-in demo. The terminal view
// is rendered through Swift Observation: `observe {}` prints the state again after every
// send that changed it.

let demo = ["+", "+", "fact", "-", "fact", "q"]

@MainActor
func runCounter() async {
  let interactive = ExampleInput.isInteractive
  let store = Store(initialState: CounterFeature.State()) {
    CounterFeature(facts: NumberFacts.lookUp)
  }
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

await runCounter()
