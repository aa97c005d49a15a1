import Cascade

/// Edits one todo's title in a presented sheet, and dismisses itself on save or cancel.
///
/// The draft is a binding: the UI (here, the `draft <text>` command) sets it through
/// `store.binding(\.draft)`, which sends `.binding(.set(\.draft, text))`; `BindingReducer`
/// applies it, and `case .binding(\.draft):` clears a stale problem.
///
/// The editor does not know who presented it: its effect calls `@Dependency(\.dismiss)`, as
/// TCA's would, and the list's `ifLet(\.$editor, …)` turns that into `.editor(.dismiss)`.
/// The list copies the draft when it sees `.editor(.presented(.saveTapped))`, which reaches it
/// before the dismissal.
struct Editor: Reducer {
  struct State: Equatable {
    let todoID: Int
    var draft: String
    /// Why the draft was refused (``TitleRules``): the sheet stays up and says why.
    var problem: String?
  }

  enum Action: Equatable, BindableAction {
    case binding(BindingAction<State>)
    case saveTapped
    case cancelTapped
  }

  @Dependency(\.titleRules) var titleRules
  @Dependency(\.dismiss) var dismiss

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.draft):
        state.problem = nil
        return .none
      case .binding:
        return .none
      case .saveTapped:
        if let problem = titleRules.problem(state.draft) {
          state.problem = problem
          return .none
        }
        return .run { _ in await dismiss() }
      case .cancelTapped:
        return .run { _ in await dismiss() }
      }
    }
  }
}
