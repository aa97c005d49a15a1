import Cascade

/// Edits one todo's title in a presented sheet, and dismisses itself on save or cancel.
///
/// The editor does not know who presented it: it returns `Effect.dismiss`, and the list's
/// `ifLet(state: \.$editor, …)` turns that into `.editor(.dismiss)`. The list copies the draft
/// when it sees `.editor(.presented(.saveTapped))`, which reaches it before the dismissal.
struct Editor: Reducer {
  struct State: Equatable {
    let todoID: Int
    var draft: String
    var problem: String?

    /// A blank title is refused: the sheet stays up and says why.
    var canSave: Bool { !draft.allSatisfy(\.isWhitespace) }
  }

  enum Action: Equatable {
    case draftChanged(String)
    case saveTapped
    case cancelTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .draftChanged(let draft):
      state.draft = draft
      state.problem = nil
      return .none
    case .saveTapped:
      guard state.canSave else {
        state.problem = "a title can't be blank"
        return .none
      }
      return .dismiss
    case .cancelTapped:
      return .dismiss
    }
  }
}
