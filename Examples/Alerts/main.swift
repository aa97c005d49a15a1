import Cascade
import ExampleSupport

// Alerts: `+`, `-`, `fail [message]` (a save fails with that alert, "Network error" by
// default), `detach` and `attach` the view, `q`. Shows that the same alert twice is shown
// twice, a counter change shows no alert, and a re-attached view does not see the old alert.

let demo = ["+", "fail", "fail", "+", "detach", "fail Disk full", "attach", "-", "fail", "q"]

@MainActor
func runAlerts() async {
  let interactive = ExampleInput.isInteractive
  let store = Store(initialState: AlertsFeature.State()) { AlertsFeature() }
  let view = AlertsView(store: store)
  if interactive {
    print("Alerts — commands: +, -, fail [message], detach, attach, q")
  }
  view.attach()
  let commands: [String]
  if interactive {
    commands = []
  } else {
    commands = await ExampleInput.scriptedCommands(demo: demo)
  }
  let lines =
    interactive
    ? ExampleInput.lines()
    : AsyncStream { continuation in
      for command in commands { continuation.yield(command) }
      continuation.finish()
    }
  for await line in lines {
    let command = line.trimmed
    guard !command.isEmpty else { continue }
    if !interactive { print("> \(command)") }
    switch command {
    case "q", "quit":
      return
    case "+":
      store.send(.incrementTapped)
    case "-":
      store.send(.decrementTapped)
    case "detach":
      view.detach()
      print("  (view detached)")
    case "attach":
      if view.isAttached {
        print("  (already attached)")
      } else {
        view.attach()
      }
    case _ where command == "fail" || command.hasPrefix("fail "):
      let message = command.dropFirst(4).trimmingCharacters(in: .whitespaces)
      store.send(.saveFailed(message.isEmpty ? "Network error" : message))
    default:
      print("unknown command '\(command)': use +, -, fail [message], detach, attach or q")
    }
  }
}

await runAlerts()
