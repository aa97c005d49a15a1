import Cascade
import ExampleSupport

// Todos: `add <title>`, `toggle <n>`, `delete <n>`, `edit <n>`, `draft <text>`, `save`,
// `cancel`, `countdown <n> <seconds>` (completes todo n when it reaches zero), `q`.
// Interactive on a terminal (real time); piped input runs on a TestScheduler, where
// `wait 2s` advances virtual time.

let demo = [
  "add Buy milk", "add Write report", "add Call Ada", "toggle 1", "countdown 2 3",
  "countdown 3 5", "wait 2s", "delete 3", "wait 2s", "edit 1", "draft Buy oat milk", "save",
  "q",
]

@MainActor
func render(_ state: Todos.State) -> String {
  var lines = state.todos.map { todo in
    let box = todo.isDone ? "[x]" : "[ ]"
    let countdown = todo.secondsLeft.map { "  (done in \($0)s)" } ?? ""
    return "  \(todo.id). \(box) \(todo.title)\(countdown)"
  }
  if lines.isEmpty { lines = ["  (no todos)"] }
  if let editor = state.editor {
    lines.append("  editing \(editor.todoID): \"\(editor.draft)\"")
  }
  return lines.joined(separator: "\n")
}

@MainActor
func action(for line: String) -> Todos.Action?? {
  let words = line.split(separator: " ", maxSplits: 1).map(String.init)
  let argument = words.count > 1 ? words[1] : ""
  let number = Int(argument.split(separator: " ").first ?? "")
  switch words.first ?? "" {
  case "q", "quit": return .some(nil)
  case "add" where !argument.isEmpty: return .addTapped(argument)
  case "toggle": return number.map { .todos(.element(id: $0, action: .toggleTapped)) }
  case "delete": return number.map { .deleteTapped(id: $0) }
  case "edit": return number.map { .editTapped(id: $0) }
  case "draft": return .editor(.draftChanged(argument))
  case "save": return .saveTapped
  case "cancel": return .cancelEditTapped
  case "countdown" where argument.hasPrefix("all "):
    return Int(argument.dropFirst(4)).map { .countdownAllTapped(seconds: $0) }
  case "stop" where argument == "all": return .stopAllTapped
  case "countdown":
    let parts = argument.split(separator: " ").compactMap { Int($0) }
    guard parts.count == 2 else { return nil }
    return .todos(.element(id: parts[0], action: .countdownStarted(seconds: parts[1])))
  default: return nil
  }
}

@MainActor
func runTodos() async {
  let interactive = ExampleInput.isInteractive
  let scheduler: any Scheduler = interactive ? DispatchQueueScheduler.main : TestScheduler()
  let store = Store(initialState: Todos.State()) { Todos(scheduler: scheduler) }
  if interactive {
    print("Todos — add <title>, toggle <n>, delete <n>, edit <n>, draft <text>, save, cancel,")
    print("        countdown <n> <seconds>, countdown all <seconds>, stop all, list, q")
  }
  let lines: AsyncStream<String>
  if interactive {
    lines = ExampleInput.lines()
  } else {
    let commands = await ExampleInput.scriptedCommands(demo: demo)
    lines = AsyncStream { continuation in
      for command in commands { continuation.yield(command) }
      continuation.finish()
    }
  }
  print(render(store.state))
  for await raw in lines {
    let line = raw.trimmed
    if !interactive {
      guard !line.isEmpty else { continue }
      print("> \(line)")
    }
    if line.isEmpty || line == "list" {
      print(render(store.state))
      continue
    }
    if let duration = ExampleInput.waitDuration(line),
      let testScheduler = scheduler as? TestScheduler
    {
      await testScheduler.advance(by: duration)
      print(render(store.state))
      continue
    }
    guard let action = action(for: line) else {
      print("unknown command '\(line)'")
      continue
    }
    guard let action else { return }
    store.send(action)
    print(render(store.state))
  }
}

await runTodos()
