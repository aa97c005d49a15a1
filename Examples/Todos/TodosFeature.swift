import Cascade

/// One row: a todo that can run a countdown which completes it.
struct Todo: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var isDone = false
    var secondsLeft: Int?
  }

  enum Action: Equatable {
    case toggleTapped
    case countdownStarted(seconds: Int)
    case countdownStopped
    case countdownTicked
  }

  /// The same id in every row: forEach makes each row's ids private to it.
  private struct CountdownID: Hashable, Sendable {}

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .toggleTapped:
      state.isDone.toggle()
      state.secondsLeft = nil
      return .cancel(id: CountdownID())
    case .countdownStarted(let seconds):
      state.secondsLeft = seconds
      return Effect.timer(id: CountdownID(), every: .seconds(1), on: scheduler)
        .map { _ in .countdownTicked }
    case .countdownStopped:
      state.secondsLeft = nil
      return .cancel(id: CountdownID())
    case .countdownTicked:
      guard let left = state.secondsLeft else { return .cancel(id: CountdownID()) }
      if left > 1 {
        state.secondsLeft = left - 1
        return .none
      }
      state.secondsLeft = nil
      state.isDone = true
      return .cancel(id: CountdownID())
    }
  }
}

/// Edits one todo's title.
struct Editor: Reducer {
  struct State: Equatable {
    let todoID: Int
    var draft: String
  }

  enum Action: Equatable {
    case draftChanged(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .draftChanged(let draft):
      state.draft = draft
      return .none
    }
  }
}

/// The list: rows through forEach, the editor through ifLet.
struct Todos: Reducer {
  struct State: Equatable {
    var todos: IdentifiedArrayOf<Todo.State> = []
    var editor: Editor.State?
    var nextID = 1
  }

  enum Action: Equatable {
    case addTapped(String)
    case deleteTapped(id: Int)
    case editTapped(id: Int)
    case saveTapped
    case cancelEditTapped
    /// Starts a countdown in every row that is not done.
    case countdownAllTapped(seconds: Int)
    /// Stops every running countdown.
    case stopAllTapped
    case todos(IdentifiedAction<Int, Todo.Action>)
    case editor(Editor.Action)

    static let todosCase = CasePath(Action.todos) { if case .todos(let a) = $0 { a } else { nil } }
    static let editorCase = CasePath(Action.editor) {
      if case .editor(let a) = $0 { a } else { nil }
    }
  }

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    Reduce<State, Action> { state, action in
      switch action {
      case .addTapped(let title):
        state.todos.append(Todo.State(id: state.nextID, title: title))
        state.nextID += 1
        return .none
      case .deleteTapped(let id):
        state.todos.remove(id: id)
        if state.editor?.todoID == id { state.editor = nil }
        return .none
      case .editTapped(let id):
        guard let todo = state.todos[id: id] else { return .none }
        state.editor = Editor.State(todoID: id, draft: todo.title)
        return .none
      case .saveTapped:
        guard let editor = state.editor else { return .none }
        state.todos[id: editor.todoID]?.title = editor.draft
        state.editor = nil
        return .none
      case .cancelEditTapped:
        state.editor = nil
        return .none
      case .countdownAllTapped(let seconds):
        // Start and stop "all" by sending each row its own action: the rows' timers and
        // their ids stay private to each row (forEach scopes them), and a test sees one
        // received action per row, in row order.
        return .merge(
          state.todos.filter { !$0.isDone }.map {
            .send(.todos(.element(id: $0.id, action: .countdownStarted(seconds: seconds))))
          })
      case .stopAllTapped:
        return .merge(
          state.todos.filter { $0.secondsLeft != nil }.map {
            .send(.todos(.element(id: $0.id, action: .countdownStopped)))
          })
      case .todos, .editor:
        return .none
      }
    }
    .forEach(state: \.todos, action: Action.todosCase) {
      Todo(scheduler: scheduler)
    }
    .ifLet(state: \.editor, action: Action.editorCase) {
      Editor()
    }
  }
}
