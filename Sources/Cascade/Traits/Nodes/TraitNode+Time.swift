/// What a time operator keeps between elements, on the main actor.
@MainActor
final class TimedElement<Value> {
  /// The element waiting for its time, if any.
  var pending: Value?
  /// Whether a throttle window is open.
  var isWindowOpen = false
  /// Counts scheduled callbacks, so that one that was replaced while hopping does nothing.
  var generation: UInt64 = 0
}

extension TraitNode {
  /// Delivers an element at once when no window is open and opens an `interval`-long window;
  /// within it, keeps the latest element (`latest`) for the window's end — which opens the
  /// next window — or drops it. Completion drops a kept element, as RxSwift's throttle does.
  func throttle(
    for interval: Duration,
    scheduler: any Scheduler,
    latest keepsLatest: Bool,
    replay: Replay
  ) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let state = TimedElement<Value>()
      let timer = CancellableSlot()

      @MainActor func openWindow() {
        state.isWindowOpen = true
        state.generation &+= 1
        let generation = state.generation
        timer.replace(
          with: Self.schedule(after: interval, on: scheduler, site: "throttle") {
            guard state.generation == generation else { return }
            guard keepsLatest, let pending = state.pending else {
              state.isWindowOpen = false
              return
            }
            state.pending = nil
            openWindow()
            child.send(pending, from: connection)
          })
      }

      let subscription = self.subscribe(
        { value in
          guard !state.isWindowOpen else {
            if keepsLatest { state.pending = value }
            return
          }
          openWindow()
          child.send(value, from: connection)
        },
        onCompleted: {
          timer.cancel()
          child.finish(from: connection)
        })
      return AnyCancellable {
        subscription.cancel()
        timer.cancel()
      }
    }
  }

  /// Delivers an element once `dueTime` has passed without another one; completion delivers
  /// a waiting element at once, then completes, as RxSwift's debounce does.
  func debounce(for dueTime: Duration, scheduler: any Scheduler, replay: Replay)
    -> TraitNode<Value>
  {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let state = TimedElement<Value>()
      let timer = CancellableSlot()
      let subscription = self.subscribe(
        { value in
          state.pending = value
          state.generation &+= 1
          let generation = state.generation
          timer.replace(
            with: Self.schedule(after: dueTime, on: scheduler, site: "debounce") {
              guard state.generation == generation, let pending = state.pending else { return }
              state.pending = nil
              child.send(pending, from: connection)
            })
        },
        onCompleted: {
          timer.cancel()
          if let pending = state.pending {
            state.pending = nil
            child.send(pending, from: connection)
          }
          child.finish(from: connection)
        })
      return AnyCancellable {
        subscription.cancel()
        timer.cancel()
      }
    }
  }

  /// Schedules `body` on the main actor `delay` from now: the call into the scheduler is
  /// marked as made on the main actor, and the callback runs there — in place during a
  /// `TestScheduler` advance from the main actor, else by a hop that `await advance` waits
  /// for.
  private static func schedule(
    after delay: Duration,
    on scheduler: any Scheduler,
    site: String,
    _ body: @escaping @MainActor @Sendable () -> Void
  ) -> any Cancellable {
    IsolationMark.mark(StoreIsolation.mainActor.identity) {
      scheduler.schedule(after: scheduler.now.advanced(by: delay)) {
        HeldMainActor.perform(site: EffectSite(site, fileID: #fileID, line: #line), body)
      }
    }
  }
}
