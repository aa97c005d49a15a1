import Cascade
import CascadeTesting
import Foundation
import Testing

// The Cascade side of the migration guide's rows (Coming From Other Libraries), written as
// each row's last column says, so that the test target's build — warnings as errors — checks
// that the guide's spellings compile. `Scripts/check-guide` checks that every row has a
// `// guide <id>:` marker here or is listed in `Scripts/guide-rows-pending.txt`.

/// A small feature the rows use: a counter with a child, a presented destination and a stack.
struct GuideFeature: Reducer {
  struct Child: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable, CasePathable {
      case increment
      case delegate(Delegate)
      enum Delegate: Equatable, CasePathable { case saved }
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .increment = action { state.count += 1 }
      return .none
    }
  }

  enum Destination: CaseReducer {
    case edit(Child)
    case alert(AlertState<Alert>)
    enum Alert: Equatable, CasePathable { case confirm }
  }

  struct State: Equatable {
    var count = 0
    var title = ""
    var child = Child.State()
    var rows: IdentifiedArrayOf<Child.State> = []
    @Presents var destination: Destination.State?
    var path = StackState<Child.State>()
  }

  enum Action: Equatable, CasePathable, BindableAction {
    case increment
    case child(Child.Action)
    case rows(IdentifiedActionOf<Child>)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Child.State, Child.Action>)
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.child, action: \.child) { Child() }
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .binding(\.title):
        return .none
      case .child, .rows, .destination, .path, .binding:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Child() }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path) { Child() }
  }
}

extension GuideFeature.Destination.State: Equatable {}
extension GuideFeature.Destination.Action: Equatable {}

/// The rows, one or a few declarations each, grouped by the guide's parts.
@MainActor
enum GuideRows {}
