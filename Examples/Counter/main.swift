import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Counter: `+`, `-`, `fact`, `q`. Interactive on a terminal; otherwise reads the same
// commands line by line, and with empty input runs a short built-in demo.

let demo = ["+", "+", "fact", "-", "fact", "q"]

@MainActor
func runCounter() async {
  let interactive = isatty(STDIN_FILENO) != 0
  let store = Store(initialState: CounterFeature.State()) {
    CounterFeature(facts: NumberFacts.lookUp)
  }

  var commands: [String] = []
  if !interactive {
    while let line = readLine() { commands.append(line) }
    if commands.allSatisfy({ $0.trimmingWhitespace().isEmpty }) {
      print("(no input: running the built-in demo)")
      commands = demo
    }
  } else {
    print("Counter — commands: + (increment), - (decrement), fact, q (quit)")
  }
  print(store.state)

  var scripted = commands.makeIterator()
  while true {
    if interactive { print("> ", terminator: "") }
    guard let line = interactive ? readLine() : scripted.next() else { break }
    let command = line.trimmingWhitespace()
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
    let task = store.send(action)
    print(store.state)
    if !task.isCancelled {
      await task.finish()
      print(store.state)
    }
  }
}

extension String {
  func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}

await runCounter()
