import Cascade

struct CounterChild: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case increment
    case nested(Leaf.Action)
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .increment = action { state.count += 1 }
    return .none
  }
}

struct Leaf {
  enum Action: Equatable { case poke }
}

/// A child with a timer whose id is the same type in every instance.
struct Ticking: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
  private struct TimerID: Hashable, Sendable {}
  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler).map { _ in .tick }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

struct Parent: Reducer {
  struct State: Equatable {
    var counter = CounterChild.State()
    var editor: Ticking.State?
    var rows: IdentifiedArrayOf<Ticking.State> = []
    var other = 0
    var changes: [String] = []
  }

  enum Action: Equatable {
    case counter(CounterChild.Action)
    case editor(Ticking.Action)
    case rows(IdentifiedAction<Int, Ticking.Action>)
    case openEditor
    case closeEditor
    case addRow(Int)
    case removeRow(Int)
    case bumpOther

    static let counterCase = CasePath(Action.counter) {
      if case .counter(let a) = $0 { a } else { nil }
    }
    static let editorCase = CasePath(Action.editor) {
      if case .editor(let a) = $0 { a } else { nil }
    }
    static let rowsCase = CasePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }
  }

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    CombineReducers {
      Scope(state: \.counter, action: Action.counterCase) {
        CounterChild()
      }
      Reduce<State, Action> { state, action in
        switch action {
        case .openEditor: state.editor = Ticking.State(id: 0)
        case .closeEditor: state.editor = nil
        case .addRow(let id): state.rows.append(Ticking.State(id: id))
        case .removeRow(let id): state.rows.remove(id: id)
        case .bumpOther: state.other += 1
        case .counter, .editor, .rows: break
        }
        return .none
      }
      .ifLet(state: \.editor, action: Action.editorCase) {
        Ticking(scheduler: scheduler)
      }
      .forEach(state: \.rows, action: Action.rowsCase) {
        Ticking(scheduler: scheduler)
      }
    }
    .onChange(of: \.counter.count) { old, new, state in
      state.changes.append("\(old)→\(new)")
      return .none
    }
  }
}
