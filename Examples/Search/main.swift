import Cascade
import ExampleSupport

// Search: `type <text>` types characters one keystroke at a time, `back` deletes one,
// `clear` empties the query, `q` quits. Interactive on a terminal (real time; each line you
// enter is typed as keystrokes, on ContinuousClock); piped input runs on a TestScheduler's
// clock, where `wait 300ms` advances virtual time, so the output is the same on every run.

let demo = [
  "type al", "wait 100ms", "type i", "wait 300ms", "wait 200ms", "type c3",
  "wait 500ms", "back", "back", "type e", "wait 1s", "clear", "q",
]

@MainActor
func keystrokes(_ line: String, query: String) -> [String]? {
  if line.hasPrefix("type ") {
    var typed = query
    return line.dropFirst(5).map { character in
      typed.append(character)
      return typed
    }
  }
  switch line {
  case "back": return [String(query.dropLast())]
  case "clear": return [""]
  default: return nil
  }
}

@MainActor
func runSearch() async {
  if ExampleInput.isInteractive {
    let clock = ContinuousClock()
    let store = Store(initialState: SearchFeature.State()) { SearchFeature() }
    let panel = SuggestionsPanel(
      query: store.driver(\.query), client: .live(clock: clock), scheduler: ClockScheduler(clock))
    print("Search — type a name and press return; an empty line clears; q quits")
    for await line in ExampleInput.lines() {
      let line = line.trimmed
      if line == "q" || line == "quit" { return }
      var tasks: [StoreTask] = []
      for query in keystrokes("type \(line)", query: "") ?? [] {
        tasks.append(store.send(.queryChanged(query)))
      }
      if line.isEmpty { store.send(.queryChanged("")) }
      print(store.state)
      for task in tasks { await task.finish() }
      if !line.isEmpty { print(store.state) }
      print(panel)
    }
    return
  }

  let scheduler = TestScheduler()
  let store = Store(initialState: SearchFeature.State()) {
    SearchFeature()
  } withDependencies: {
    $0.clock = scheduler.clock
    $0.searchClient = .live(clock: scheduler.clock)
  }
  let panel = SuggestionsPanel(
    query: store.driver(\.query), client: .live(clock: scheduler.clock), scheduler: scheduler)
  print(store.state)
  print(panel)
  for line in await ExampleInput.scriptedCommands(demo: demo) where !line.isEmpty {
    print("> \(line)")
    if line == "q" || line == "quit" { return }
    if let duration = ExampleInput.waitDuration(line) {
      await scheduler.advance(by: duration)
    } else if let queries = keystrokes(line, query: store.state.query) {
      for query in queries { store.send(.queryChanged(query)) }
    } else {
      print("unknown command '\(line)': use type <text>, back, clear, wait <time> or q")
      continue
    }
    print(store.state)
    print(panel)
  }
}

await runSearch()
