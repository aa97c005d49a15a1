import Cascade

/// A screen pushed on a stack: it starts a cancellable `.run` that never ends on its own.
private struct Screen: Reducer {
  struct State { var opened = 0 }
  enum Action { case appeared, ended }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appeared:
      state.opened += 1
      return .run { _ in try await Task.never() }.cancellable(id: "screen")
    case .ended:
      return .none
    }
  }
}

/// A root with a navigation stack of screens.
private struct Navigator: Reducer {
  struct State { var path = StackState<Screen.State>() }
  enum Action {
    case path(StackAction<Screen.State, Screen.Action>)

    static let pathCase = CasePath(Action.path) {
      if case .path(let action) = $0 { action } else { nil }
    }
  }

  var body: some Reducer<State, Action> {
    EmptyReducer().forEach(state: \.path, action: Action.pathCase) { Screen() }
  }
}

/// Pushes a screen, scopes a store to it (as a view of it would), lets it start its effect,
/// and pops it, `cycles` times: how much resident memory the cycles leave behind.
@MainActor
func pushPopMemoryWorkload(cycles: Int) -> String {
  guard let start = residentBytes() else {
    return "push/pop memory: not measured (no /proc/self/statm on this platform)"
  }
  let store = Store(initialState: Navigator.State()) { Navigator() }
  var scoped = 0
  func cycle(_ index: Int) {
    let id = StackElementID(integerLiteral: index)
    store.send(.path(.push(id: id, state: Screen.State())))
    if let screen = store.scope(state: \.path, action: Navigator.Action.pathCase, id: id) {
      _ = screen.opened  // a view's read of the screen's state
      screen.send(.appeared)
      scoped += 1
    }
    store.send(.path(.popFrom(id: id)))
  }
  // A first round warms the caches and the allocator up; the second is measured.
  for index in 0..<cycles { cycle(index) }
  let warm = residentBytes() ?? start
  for index in cycles..<(2 * cycles) { cycle(index) }
  let end = residentBytes() ?? warm
  let growth = Double(end - warm) / 1_048_576
  let verdict = growth <= 2 ? "ok" : "MISSED"
  return "push/pop memory: \(cycles) cycles (a scoped store, a read and a cancellable .run each) "
    + "grow resident memory by \(String(format1: growth)) MiB (goal ≤ 2: \(verdict)); "
    + "\(store.inFlightEffectCount) effects left, \(scoped / 2) stores per round"
}
