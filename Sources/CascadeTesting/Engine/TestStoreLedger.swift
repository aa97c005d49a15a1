import Cascade

/// What a ``TestStore`` still has to account for, kept thread-safe so that its nonisolated
/// deinit can report it.
final class TestStoreLedger: Sendable {
  struct Send: Sendable {
    let action: String
    let site: SourceSite
    let task: StoreTask
  }

  private struct State {
    var sends: [Send] = []
    var unreceived: [String] = []
    var exhaustivity = Exhaustivity.on
    var isFinished = false
    var isDismissed = false
  }

  private let state = Locked(State())

  var exhaustivity: Exhaustivity {
    get { state.withLock { $0.exhaustivity } }
    set { state.withLock { $0.exhaustivity = newValue } }
  }

  /// The root feature returned `Effect.dismiss`.
  func recordDismissed() {
    state.withLock { $0.isDismissed = true }
  }

  var isDismissed: Bool { state.withLock { $0.isDismissed } }

  func recordSend(_ send: Send) {
    state.withLock { state in
      state.sends.removeAll { $0.task.isFinished }
      state.sends.append(send)
    }
  }

  /// Records the root's mount work, made with the test store at `site`, as a step whose
  /// effects the test must see finish.
  func recordMount(_ task: StoreTask?, site: SourceSite) {
    guard let task else { return }
    recordSend(
      Send(
        action: "the root's onMount work, started when the store was made", site: site, task: task))
  }

  func recordReceived(_ description: String) {
    state.withLock { $0.unreceived.append(description) }
  }

  func removeReceived(_ count: Int) {
    state.withLock { $0.unreceived.removeFirst(min(count, $0.unreceived.count)) }
  }

  func removeReceived(at index: Int) {
    state.withLock { state in
      if state.unreceived.indices.contains(index) { state.unreceived.remove(at: index) }
    }
  }

  /// The sends whose effects are still running.
  var running: [Send] {
    state.withLock { $0.sends.filter { !$0.task.isFinished } }
  }

  func forgetSends() {
    state.withLock { $0.sends = [] }
  }

  /// How `finish(timeout:)` came to find effects still running.
  enum FinishWait {
    /// The test's work was settled: they are parked on a scheduler.
    case settled
    /// Some work waited outside Cascade's schedulers, and `finish` waited this long.
    case waited(Duration)
  }

  /// Reports what is left, once: effects still running (at the send that started them) and
  /// actions received but never asserted (at `site`). `finish` says how `finish(timeout:)`
  /// found them, when that is what found them.
  func reportOutstanding(at site: SourceSite, when: String, finish: FinishWait? = nil) {
    let (sends, unreceived, exhaustivity, alreadyFinished) = state.withLock { state in
      defer { state.isFinished = true }
      return (
        state.sends.filter { !$0.task.isFinished }, state.unreceived, state.exhaustivity,
        state.isFinished
      )
    }
    guard !alreadyFinished else { return }
    guard exhaustivity.isExhaustive else {
      guard exhaustivity.showsSkipped else { return }
      if !unreceived.isEmpty {
        site.reportSkipped(
          """
          \(unreceived.count) received action(s) that the test did not assert \(when):

          \(unreceived.map { "  \($0)" }.joined(separator: "\n"))
          """
        )
      }
      for send in sends {
        send.site.reportSkipped(
          "an effect returned for this action is still running \(when): \(send.action)")
      }
      return
    }
    if !unreceived.isEmpty {
      site.fail(
        """
        The store received \(unreceived.count) unexpected action(s) \(when):

        \(unreceived.map { "  \($0)" }.joined(separator: "\n"))

        Assert them with 'await store.receive(…)', or call 'skipReceivedActions()'.
        """
      )
    }
    for send in sends {
      let advice =
        switch finish {
        case .settled:
          """
          'finish()' does not move virtual time, and this effect is waiting on a scheduler. \
          Advance the scheduler before 'finish()', cancel it (e.g. send the action that \
          returns '.cancel(id:)'), or call 'skipInFlightEffects()'.
          """
        case .waited(let timeout):
          """
          'finish()' waited \(timeout) of real time for it; it does not move virtual \
          time. Advance the scheduler it waits on before 'finish()', cancel it (e.g. send \
          the action that returns '.cancel(id:)'), or call 'skipInFlightEffects()'.
          """
        case nil:
          """
          It must complete before the end of the test. Cancel it (e.g. send the action that \
          returns '.cancel(id:)'), advance the scheduler it waits on, await \
          'store.finish()', or call 'skipInFlightEffects()'.
          """
        }
      send.site.fail(
        """
        An effect returned for this action is still running \(when): \(send.action)

        \(advice)
        """
      )
    }
  }
}
