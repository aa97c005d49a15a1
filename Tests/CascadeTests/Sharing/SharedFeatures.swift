import Cascade
import Foundation

/// Two features holding the same in-memory key, composed in one parent: what the sharing
/// tests drive.
struct CounterPanel: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var taps = 0
  }

  enum Action: Equatable {
    case incrementTapped
    case resetTapped
    case incrementLater
    case incremented
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.taps += 1
      state.$count.withLock { $0 += 1 }
      return .none
    case .resetTapped:
      state.$count.withLock { $0 = 0 }
      return .none
    case .incrementLater:
      let count = state.$count
      return .run { send in
        count.withLock { $0 += 10 }
        await send(.incremented)
      }
    case .incremented:
      return .none
    }
  }
}

struct TwoPanels: Reducer {
  struct State: Equatable {
    var left = CounterPanel.State()
    var right = CounterPanel.State()
  }

  enum Action: Equatable {
    case left(CounterPanel.Action)
    case right(CounterPanel.Action)
    case bothTapped
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.left, action: Self.leftCase) { CounterPanel() }
    Scope(state: \.right, action: Self.rightCase) { CounterPanel() }
    Reduce { state, action in
      guard case .bothTapped = action else { return .none }
      state.left.$count.withLock { $0 += 1 }
      state.right.$count.withLock { $0 += 100 }
      return .none
    }
  }

  static let leftCase = CasePath(Action.left) { if case .left(let a) = $0 { a } else { nil } }
  static let rightCase = CasePath(Action.right) { if case .right(let a) = $0 { a } else { nil } }
}

/// A feature persisting a list of names in a file.
struct NamesFeature: Reducer {
  static let defaultURL = URL(filePath: "/cascade-tests/names.json")

  struct State: Equatable {
    @Shared var names: [String]

    init(url: URL = NamesFeature.defaultURL) {
      _names = Shared(wrappedValue: [], .fileStorage(url))
    }
  }

  enum Action: Equatable {
    case add(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add(let name):
      state.$names.withLock { $0.append(name) }
      return .none
    }
  }
}
