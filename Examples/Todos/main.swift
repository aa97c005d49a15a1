import Cascade
import ExampleSupport
import Foundation

// Todos: `add <title>`, `toggle <n>`, `delete <n>` (asks first: `yes` or `no`),
// `countdown <n> <seconds>` (completes todo n when it reaches zero),
// `countdown all <seconds>`, `stop all`;
// the editor sheet: `edit <n>`, `draft <text>`, `save`, `cancel`;
// the stack: `open <n>` (detail), `history` (from a detail), `restore <k>` (from a history),
// `back`; `q`. Interactive on a terminal (real time); piped input runs on a TestScheduler,
// where `wait 2s` advances virtual time.
//
// The list is saved in a JSON file between runs: `--file <path>` (`--fresh` starts it empty),
// `~/.cascade-todos.json` on a terminal by default; piped input without `--file` saves
// nothing (so the checked-in transcripts do not depend on an earlier run). Two runs on one
// file see each other's changes; quitting, Ctrl-C or `kill` loses none.

let demo = [
  "add Buy milk", "add Write report", "add Call Ada", "toggle 1", "countdown 2 3",
  "countdown 3 5", "wait 2s", "delete 3", "no", "delete 3", "yes", "wait 2s", "edit 1",
  "draft Buy oat milk", "save",
  "open 1", "history", "restore 1", "back", "q",
]

@MainActor
func render(_ state: Todos.State) -> String {
  var lines = state.todos.map { todo in
    let box = todo.isDone ? "[x]" : "[ ]"
    let countdown = todo.secondsLeft.map { "  (done in \($0)s)" } ?? ""
    return "  \(todo.id). \(box) \(todo.title)\(countdown)"
  }
  if lines.isEmpty { lines = ["  (no todos)"] }
  if let alert = state.alert {
    let buttons = alert.buttons.map { button in
      "[\(button.role == .destructive ? "yes" : "no"): \(button.label)]"
    }
    lines.append("  \(alert.title) " + buttons.joined(separator: " "))
  }
  if let editor = state.editor {
    let problem = editor.problem.map { " — \($0)" } ?? ""
    lines.append("  editing \(editor.todoID): \"\(editor.draft)\"\(problem)")
  }
  if let top = state.path.last {
    let trail = state.path.map { screen in
      switch screen {
      case .detail(let detail): "detail \(detail.todoID)"
      case .history(let history): "history \(history.todoID)"
      }
    }
    lines.append("  list › " + trail.joined(separator: " › "))
    lines.append(contentsOf: renderScreen(top, todos: state.todos))
  }
  return lines.joined(separator: "\n")
}

@MainActor
func renderScreen(_ screen: Path.State, todos: IdentifiedArrayOf<Todo.State>) -> [String] {
  switch screen {
  case .detail(let detail):
    guard let todo = todos[id: detail.todoID] else { return ["    (gone)"] }
    let status = todo.isDone ? "done" : todo.secondsLeft.map { "done in \($0)s" } ?? "open"
    let edits = todo.earlierTitles.count
    return ["    \"\(todo.title)\": \(status), renamed \(edits) time\(edits == 1 ? "" : "s")"]
  case .history(let history):
    guard !history.titles.isEmpty else { return ["    (no earlier titles)"] }
    return history.titles.enumerated().map { "    \($0.offset + 1)) \"\($0.element)\"" }
  }
}

/// What a command line asks for: an action for the list, the editor sheet or the screen on
/// top of the stack, quitting, or a message instead.
enum Command {
  case send(Todos.Action)
  /// An action for one todo, sent through its row's store.
  case row(id: Int, Todo.Action)
  case editor(Editor.Action)
  /// Edits the open editor's draft through its binding.
  case draft(String)
  /// Taps the alert's destructive button (`true`) or its cancel button.
  case answer(Bool)
  /// An action for the top screen, if it is the right kind of screen.
  case top(named: String, (Path.State) -> Path.Action?)
  /// What a navigation bar's back button sends: pop the top screen.
  case back
  case quit
  case refuse(String)
}

func command(for line: String) -> Command {
  let words = line.split(separator: " ", maxSplits: 1).map(String.init)
  let argument = words.count > 1 ? words[1] : ""
  let number = Int(argument.split(separator: " ").first ?? "")
  let unknown = Command.refuse("unknown command '\(line)'")
  switch words.first ?? "" {
  case "q", "quit": return .quit
  case "add" where !argument.isEmpty: return .send(.addTapped(argument))
  case "toggle":
    return number.map { .row(id: $0, .toggleTapped) } ?? unknown
  case "delete": return number.map { .send(.deleteTapped(id: $0)) } ?? unknown
  case "edit": return number.map { .send(.editTapped(id: $0)) } ?? unknown
  case "draft": return .draft(argument)
  case "yes": return .answer(true)
  case "no": return .answer(false)
  case "save": return .editor(.saveTapped)
  case "cancel": return .editor(.cancelTapped)
  case "open": return number.map { .send(.openTapped(id: $0)) } ?? unknown
  case "history":
    return .top(named: "history") { if case .detail = $0 { .detail(.historyTapped) } else { nil } }
  case "restore":
    guard let number else { return unknown }
    return .top(named: "restore") {
      if case .history = $0 { .history(.restoreTapped(number - 1)) } else { nil }
    }
  case "back": return .back
  case "countdown" where argument.hasPrefix("all "):
    return Int(argument.dropFirst(4)).map { .send(.countdownAllTapped(seconds: $0)) } ?? unknown
  case "stop" where argument == "all": return .send(.stopAllTapped)
  case "countdown":
    let parts = argument.split(separator: " ").compactMap { Int($0) }
    guard parts.count == 2 else { return unknown }
    return .send(.todos(.element(id: parts[0], action: .countdownStarted(seconds: parts[1]))))
  default: return unknown
  }
}

/// Performs a command; returns a message when it cannot.
///
/// The editor's and the screens' actions go through stores scoped to them: a scope into the
/// presented editor is `nil` when no editor is up, and a scope into a stack element is `nil`
/// when that element is not on the stack.
@MainActor
func perform(_ command: Command, on store: Store<Todos.State, Todos.Action>) async -> String? {
  switch command {
  case .send(let action):
    store.send(action)
  case .row(let id, let action):
    // A store per row, as a list view's `ForEach` would hold them: the row's store sends
    // `.todos(.element(id:action:))` for it.
    let rows = store.scope(state: \.todos, action: \.todos)
    guard let row = rows.first(where: { $0.id == AnyHashableSendable(id) }) else {
      return "no todo \(id)"
    }
    row.send(action)
  case .editor(let action):
    guard let editor = store.scope(state: \.$editor, action: \.editor) else {
      return "no editor is open"
    }
    // Saving or cancelling dismisses the editor from an effect: wait for it, as a view's
    // `await store.send(…).finish()` would.
    await editor.send(action).finish()
  case .draft(let text):
    guard let editor = store.scope(state: \.$editor, action: \.editor) else {
      return "no editor is open"
    }
    editor.binding(\.draft).set(text)
  case .answer(let confirmed):
    guard let alert = store.alert else { return "no question is open" }
    // A button with an action sends it; one without (cancel) only dismisses.
    let role: ButtonStateRole = confirmed ? .destructive : .cancel
    if let action = alert.buttons.first(where: { $0.role == role })?.action {
      store.send(.alert(.presented(action)))
    } else {
      store.send(.alert(.dismiss))
    }
  case .top(let name, let action):
    guard let id = store.path.ids.last,
      let screen = store.scope(state: \.path, action: \.path, id: id)
    else { return "the list is the only screen" }
    guard let action = action(screen.state) else {
      return "'\(name)' needs another kind of screen on top"
    }
    await screen.send(action).finish()
  case .back:
    guard let id = store.path.ids.last else { return "the list is the only screen" }
    store.send(.path(.popFrom(id: id)))
  case .quit, .refuse:
    break
  }
  return nil
}

@MainActor
func runTodos() async {
  let interactive = ExampleInput.isInteractive
  let scheduler: any Scheduler = interactive ? DispatchQueueScheduler.main : TestScheduler()
  let arguments = CommandLine.arguments
  let fileArgument = arguments.firstIndex(of: "--file").flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
  }
  let file =
    fileArgument.map { URL(filePath: $0) }
    ?? URL(filePath: NSHomeDirectory()).appending(path: ".cascade-todos.json")
  let persists = interactive || fileArgument != nil
  if persists, arguments.contains("--fresh") { try? FileManager.default.removeItem(at: file) }
  // Ctrl-C, `kill` or a closed terminal still writes the last change (a normal quit and the
  // end of input do anyway).
  if persists { SharedWrites.flushOnTerminationSignals() }
  // The file is read and written with the dependencies current where the state is made: the
  // run's scheduler coalesces writes (`wait 2s` lets one happen), and without a file the
  // list lives in memory.
  let state = withDependencies {
    $0.scheduler = scheduler
    if !persists { $0.defaultFileStorage = .inMemory() }
  } operation: {
    Todos.State(file: file)
  }
  let store = Store(initialState: state) { Todos(scheduler: scheduler) }
  if interactive {
    print("Todos — add <title>, toggle <n>, delete <n> (then yes/no), countdown <n> <seconds>,")
    print("        countdown all <seconds>, stop all, edit <n>, draft <text>, save, cancel,")
    print("        open <n>, history, restore <k>, back, list, q")
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
    switch command(for: line) {
    case .quit:
      return
    case .refuse(let message):
      print(message)
    case let command:
      // A screen that dismisses itself is gone once its send has finished: `.dismiss` and
      // `.popFrom(id:)` arrive from its effect, before any time passes.
      if let problem = await perform(command, on: store) {
        print(problem)
      } else {
        print(render(store.state))
      }
    }
  }
}

await runTodos()
