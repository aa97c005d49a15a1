import Cascade
import ExampleSupport

/// A stopwatch: start, stop, reset, lap; it ticks every 0.1 s on the injected scheduler.
struct StopwatchFeature: Reducer {
  struct State: Equatable, CustomStringConvertible {
    var elapsed: Duration = .zero
    var isRunning = false
    var laps: [Duration] = []

    var description: String {
      let laps = laps.isEmpty ? "" : "  laps: " + laps.map(\.tenths).joined(separator: ", ")
      return "\(elapsed.tenths) \(isRunning ? "running" : "stopped")\(laps)"
    }
  }

  enum Action: Equatable {
    case startTapped
    case stopTapped
    case resetTapped
    case lapTapped
    case tick
  }

  private struct TimerID: Hashable, Sendable {}

  static let tick: Duration = .milliseconds(100)

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      guard !state.isRunning else { return .none }
      state.isRunning = true
      return Effect.timer(id: TimerID(), every: Self.tick, on: scheduler).map { _ in .tick }
    case .stopTapped:
      state.isRunning = false
      return .cancel(id: TimerID())
    case .resetTapped:
      state = State()
      return .cancel(id: TimerID())
    case .lapTapped:
      state.laps.append(state.elapsed - (state.laps.last ?? .zero))
      return .none
    case .tick:
      state.elapsed += Self.tick
      return .none
    }
  }
}
