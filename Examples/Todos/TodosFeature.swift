import Cascade
import Foundation

/// The list: rows through `forEach`, the editor presented through `ifLet(state: \.$editor, …)`,
/// a navigation stack (detail, then history) through `forEach(state: \.path, …)`, and an
/// alert that confirms a delete (`ifLet(state: \.$alert, …)`, no reducer: it closes itself).
/// The list is kept in a JSON file between runs (`@Shared(.fileStorage)`).
struct Todos: Reducer {
  struct State: Equatable {
    /// The list as saved: every change is written to the file (at most once a second, and
    /// when the store goes away).
    @Shared var savedTodos: IdentifiedArrayOf<Todo.State>
    @Presents var editor: Editor.State?
    @Presents var alert: AlertState<Action.Alert>?
    var path = StackState<Path.State>()
    var nextID: Int

    /// The list saved in `file` (empty when there is none).
    init(file: URL) {
      _savedTodos = Shared(wrappedValue: [], .fileStorage(file))
      nextID = (_savedTodos.wrappedValue.ids.max() ?? 0) + 1
    }

    /// The list, for the rows' `forEach`: a writable view of the shared value, each write
    /// one `withLock`.
    var todos: IdentifiedArrayOf<Todo.State> {
      get { savedTodos }
      set { $savedTodos.withLock { $0 = newValue } }
    }
  }

  /// Its cases are listed by the package's CasePathsPlugin, for case key paths (`\.todos`).
  enum Action: Equatable, CasePathable {
    case addTapped(String)
    case deleteTapped(id: Int)
    case editTapped(id: Int)
    case openTapped(id: Int)
    /// Starts a countdown in every row that is not done.
    case countdownAllTapped(seconds: Int)
    /// Stops every running countdown.
    case stopAllTapped
    case todos(IdentifiedAction<Int, Todo.Action>)
    case editor(PresentationAction<Editor.Action>)
    case path(StackAction<Path.State, Path.Action>)
    case alert(PresentationAction<Alert>)

    enum Alert: Equatable {
      case confirmDelete(id: Int)
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
        guard let todo = state.todos[id: id] else { return .none }
        state.alert = AlertState {
          TextState("Delete \"\(todo.title)\"?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDelete(id: id)) { TextState("Delete") }
          ButtonState(role: .cancel) { TextState("Keep") }
        }
        return .none
      case .alert(.presented(.confirmDelete(let id))):
        // The alert is still up here; it closes itself when this send returns.
        state.todos.remove(id: id)
        // Setting presented state to nil, or popping, cancels whatever those screens started.
        if state.editor?.todoID == id { state.editor = nil }
        if let screen = state.path.ids.first(where: { state.path[id: $0]?.todoID == id }) {
          state.path.pop(from: screen)
        }
        return .none
      case .editTapped(let id):
        guard let todo = state.todos[id: id] else { return .none }
        state.editor = Editor.State(todoID: id, draft: todo.title)
        return .none
      case .editor(.presented(.saveTapped)):
        // The editor ran first and is still presented; its `.dismiss` arrives next.
        // The editor ran first: a refused draft has its problem set, and stays up.
        guard let editor = state.editor, editor.problem == nil else { return .none }
        state.rename(editor.todoID, to: editor.draft)
        return .none
      case .openTapped(let id):
        guard state.todos[id: id] != nil else { return .none }
        state.path.append(.detail(Detail.State(todoID: id)))
        return .none
      case .path(.element(let screen, .detail(.historyTapped))):
        guard case .detail(let detail)? = state.path[id: screen],
          let todo = state.todos[id: detail.todoID]
        else { return .none }
        state.path.append(.history(History.State(todoID: todo.id, titles: todo.earlierTitles)))
        return .none
      case .path(.element(let screen, .history(.restoreTapped(let index)))):
        // The history screen ran first and asked to be dismissed; it pops itself next.
        guard case .history(let history)? = state.path[id: screen],
          history.titles.indices.contains(index)
        else { return .none }
        state.rename(history.todoID, to: history.titles[index])
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
      case .todos, .editor, .path, .alert:
        return .none
      }
    }
    .forEach(state: \.todos, action: \.todos) {
      Todo(scheduler: scheduler)
    }
    .ifLet(state: \.$editor, action: \.editor) {
      Editor()
    }
    .forEach(state: \.path, action: \.path) {
      Path()
    }
    .ifLet(state: \.$alert, action: \.alert)
  }
}

extension Todos.State {
  /// Renames a todo, and refreshes every history screen of it on the stack: a screen keeps
  /// its own copy of the titles, and the stack's elements are reached by id.
  mutating func rename(_ id: Int, to title: String) {
    guard var todo = todos[id: id] else { return }
    todo.rename(to: title)
    todos[id: id] = todo
    for screen in path.ids {
      guard case .history(var history)? = path[id: screen], history.todoID == id else { continue }
      history.titles = todo.earlierTitles
      path[id: screen] = .history(history)
    }
  }
}
