/// What a time operator keeps between elements, on the main actor.
@MainActor
final class TimedElement<Value> {
  /// The element waiting for its time, if any.
  var pending: Value?
  /// Whether a throttle window is open.
  var isWindowOpen = false
  /// Counts scheduled callbacks, so that one that was replaced while hopping does nothing.
  var generation: UInt64 = 0
  /// Whether the source completed while an element waited for its time.
  var isSourceDone = false
  /// When the last element was delivered (a throttle without `latest`).
  var lastSent: SchedulerInstant?
}

extension TraitNode {
  /// Delivers an element at once when no window is open and opens an `interval`-long window;
  /// within it, keeps the latest element (`latest`) for the window's end — which opens the
  /// next window — or drops it. A completion while an element is kept waits for the window's
  /// end, delivers the element and completes there, as RxSwift's throttle does.
  ///
  /// Without `latest` there is no timer: an element passes when `interval` has gone by since
  /// the last one delivered (RxSwift's `now - lastSent >= dueTime`), so one arriving exactly at
  /// a window's end passes whatever order the scheduler runs the two in.
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
            if state.isSourceDone {
              child.send(pending, from: connection)
              child.finish(from: connection)
              return
            }
            openWindow()
            child.send(pending, from: connection)
          })
      }

      let subscription = self.subscribe(
        { value in
          guard keepsLatest else {
            let now = scheduler.now
            if let last = state.lastSent, last.duration(to: now) < interval { return }
            state.lastSent = now
            return child.send(value, from: connection)
          }
          guard !state.isWindowOpen else {
            if keepsLatest { state.pending = value }
            return
          }
          openWindow()
          child.send(value, from: connection)
        },
        onCompleted: {
          if state.pending != nil {
            state.isSourceDone = true
            return
          }
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

  /// Delivers each element, and the completion, `dueTime` after it arrived, in order.
  func delay(_ dueTime: Duration, scheduler: any Scheduler, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let waiting = DelayedDeliveries()
      @MainActor func later(_ deliver: @escaping @MainActor () -> Void) {
        let id = waiting.nextID
        waiting.nextID &+= 1
        let token = Self.schedule(after: dueTime, on: scheduler, site: "delay") {
          waiting.tokens[id] = nil
          deliver()
        }
        waiting.tokens[id] = token
      }
      let subscription = self.subscribe(
        { value in later { child.send(value, from: connection) } },
        onCompleted: { later { child.finish(from: connection) } })
      return AnyCancellable {
        subscription.cancel()
        SettlingHooks.performPromptlyOnMainActor(
          site: EffectSite("a delayed trait's end", fileID: #fileID, line: #line)
        ) {
          waiting.cancelAll()
        }
      }
    }
  }

  /// Schedules `body` on the main actor `delay` from now: the call into the scheduler is
  /// marked as made on the main actor, and the callback runs there — in place during a
  /// `TestScheduler` advance from the main actor, else by a hop that `await advance` waits
  /// for.
  static func schedule(
    after delay: Duration,
    on scheduler: any Scheduler,
    site: String,
    _ body: @escaping @MainActor @Sendable () -> Void
  ) -> any Cancellable {
    IsolationMark.mark(StoreIsolation.mainActor.identity) {
      scheduler.schedule(after: scheduler.now.advanced(by: delay)) {
        SettlingHooks.performOnMainActor(site: EffectSite(site, fileID: #fileID, line: #line), body)
      }
    }
  }
}

/// The deliveries a `delay` has scheduled and not yet made, on the main actor.
@MainActor
private final class DelayedDeliveries {
  var nextID: UInt64 = 0
  var tokens: [UInt64: any Cancellable] = [:]

  func cancelAll() {
    let running = tokens
    tokens = [:]
    for (_, token) in running { token.cancel() }
  }
}

extension TraitNode {
  /// Delivers the elements that arrive within `duration` of each connection, then completes
  /// (RxSwift's `take(for:scheduler:)`); a completion before then passes at once.
  func take(for duration: Duration, scheduler: any Scheduler, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let timer = CancellableSlot()
      timer.replace(
        with: Self.schedule(after: duration, on: scheduler, site: "take(for:)") {
          child.finish(from: connection)
        })
      let subscription = self.subscribe(
        { child.send($0, from: connection) },
        onCompleted: {
          timer.cancel()
          child.finish(from: connection)
        })
      return AnyCancellable {
        timer.cancel()
        subscription.cancel()
      }
    }
  }

  /// Drops the elements that arrive within `duration` of each connection (RxSwift's
  /// `skip(_:scheduler:)` of a time): one arriving exactly at its end passes.
  func skip(for duration: Duration, scheduler: any Scheduler, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let opensAt = scheduler.now.advanced(by: duration)
      return self.subscribe(
        { value in
          guard scheduler.now >= opensAt else { return }
          child.send(value, from: connection)
        },
        onCompleted: { child.finish(from: connection) })
    }
  }
}
