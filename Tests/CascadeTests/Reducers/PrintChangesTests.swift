import Cascade
import Testing

@Suite("_printChanges")
@MainActor
struct PrintChangesTests {
  @Test("prints each action with the diff it caused, or that nothing changed")
  func printsDiffs() {
    var printed: [String] = []
    let store = Store(initialState: TimerFeature.State()) {
      TimerFeature(scheduler: ImmediateScheduler())._printChanges { printed.append($0) }
    }
    store.send(.stopTapped)
    store.send(.timerTicked)
    #expect(
      printed == [
        "received action: .stopTapped\n  (No state changes)",
        "received action: .timerTicked\n  − secondsElapsed: 0\n  + secondsElapsed: 1",
      ]
    )
  }
}
