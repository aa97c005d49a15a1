@testable import Cascade

/// Drives the pure `ThrottleState` with millisecond instants and readable decisions.
struct ThrottleStateProbe {
  private var state = ThrottleState<String>()

  mutating func receive(_ action: String, at milliseconds: Int) -> String {
    switch state.receive(
      action,
      at: SchedulerInstant(.milliseconds(milliseconds)),
      interval: .seconds(1),
      latest: true
    ) {
    case .emitNow(let action): "emit \(action)"
    case .scheduleEmission(let instant):
      "schedule at \(instant.sinceOrigin.components.seconds * 1_000)"
    case .wait: "wait"
    }
  }

  mutating func windowEnded(at milliseconds: Int) -> String? {
    state.windowEnded(at: SchedulerInstant(.milliseconds(milliseconds)))
  }
}
