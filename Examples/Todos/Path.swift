import Cascade

/// The screens pushed on the list's navigation stack: a todo's detail, then its history.
struct Path: Reducer {
  enum State: Equatable {
    case detail(Detail.State)
    case history(History.State)
  }

  enum Action: Equatable {
    case detail(Detail.Action)
    case history(History.Action)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch (state, action) {
    case (.detail(var detail), .detail(let action)):
      defer { state = .detail(detail) }
      return Detail().reduce(into: &detail, action: action).map(Action.detail)
    case (.history(var history), .history(let action)):
      defer { state = .history(history) }
      return History().reduce(into: &history, action: action).map(Action.history)
    default:
      return .none
    }
  }
}

/// A todo's detail screen. It shows the list's copy of the todo (so it is never stale) and
/// asks for the history screen; the list pushes it.
struct Detail: Reducer {
  struct State: Equatable {
    let todoID: Int
  }

  enum Action: Equatable {
    case historyTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// A todo's earlier titles. Restoring one dismisses the screen itself (`await dismiss()`): the
/// list's `forEach(\.path, …)` delivers that as `.path(.popFrom(id:))`.
struct History: Reducer {
  struct State: Equatable {
    let todoID: Int
    var titles: [String]
  }

  enum Action: Equatable {
    /// Restores the title at this index of `titles`.
    case restoreTapped(Int)
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .restoreTapped(let index):
      guard state.titles.indices.contains(index) else { return .none }
      return .run { _ in await dismiss() }
    }
  }
}

extension Path.State {
  /// The todo this screen is about.
  var todoID: Int {
    switch self {
    case .detail(let detail): detail.todoID
    case .history(let history): history.todoID
    }
  }
}
