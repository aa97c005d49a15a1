import Cascade

/// One row: a todo that can run a countdown which completes it, and remembers its earlier
/// titles.
struct Todo: Reducer {
  struct State: Equatable, Identifiable, Codable {
    let id: Int
    var title: String
    var isDone = false
    var secondsLeft: Int?
    /// Earlier titles, oldest first: the history screen lists them.
    var earlierTitles: [String] = []

    /// A running countdown is not saved: its timer does not survive the process.
    private enum CodingKeys: String, CodingKey {
      case id, title, isDone, earlierTitles
    }
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

extension Todo.State {
  /// Gives the todo a new title, remembering the old one; the same title changes nothing.
  mutating func rename(to title: String) {
    guard title != self.title else { return }
    earlierTitles.append(self.title)
    self.title = title
  }
}
