import Cascade

/// A child for navigation tests: edits a title, runs a timer, saves after a delay and then
/// dismisses itself, or dismisses at once.
struct Editor: Reducer {
  struct State: Equatable {
    var title = ""
    var ticks = 0
  }

  enum Action: Equatable {
    case titleChanged(String)
    case startTimer
    case tick
    case saveTapped
    case saved
    case closeTapped
  }

  private struct TimerID: Hashable, Sendable {}

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .titleChanged(let title):
      state.title = title
      return .none
    case .startTimer:
      return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler).map { _ in .tick }
    case .tick:
      state.ticks += 1
      return .none
    case .saveTapped:
      return .concatenate(
        .run { [scheduler] send in
          try await scheduler.sleep(for: .seconds(1))
          await send(.saved)
        },
        .dismiss
      )
    case .saved:
      state.title += " (saved)"
      return .none
    case .closeTapped:
      return .dismiss
    }
  }
}

/// A parent with a presented editor and a stack of editors.
struct Navigation: Reducer {
  struct State: Equatable {
    @Presents var editor: Editor.State?
    var path = StackState<Editor.State>()
    var log: [String] = []
  }

  enum Action: Equatable {
    case editTapped
    case editor(PresentationAction<Editor.Action>)
    case pushTapped(String)
    case path(StackAction<Editor.State, Editor.Action>)
    case clearTapped

    static let editorCase = CasePath(Action.editor) {
      if case .editor(let action) = $0 { action } else { nil }
    }
    static let pathCase = CasePath(Action.path) {
      if case .path(let action) = $0 { action } else { nil }
    }
  }

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.editor = Editor.State()
      case .editor(.dismiss):
        state.log.append("dismissed \(state.editor?.title ?? "nothing")")
      case .editor(.presented):
        break
      case .pushTapped(let title):
        state.path.append(Editor.State(title: title))
      case .path(.popFrom(let id)):
        state.log.append("popping from \(id): \(state.path[id: id]?.title ?? "nothing")")
      case .path:
        break
      case .clearTapped:
        state.editor = nil
        state.path = StackState()
      }
      return .none
    }
    .ifLet(state: \.$editor, action: Action.editorCase) {
      Editor(scheduler: scheduler)
    }
    .forEach(state: \.path, action: Action.pathCase) {
      Editor(scheduler: scheduler)
    }
  }
}
