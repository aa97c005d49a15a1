extension TraitNode where Value: Sendable {
  /// What follows a failed iteration: it may deliver, finish, or subscribe the node to a
  /// fallback and return that subscription.
  typealias OnError =
    @MainActor @Sendable (_ node: TraitNode<Value>, _ connection: UInt64, _ error: any Error)
    -> AnyCancellable?

  /// A node whose upstream is a task iterating `sequence`: one iteration per connection,
  /// started by the first subscriber and cancelled with the last.
  ///
  /// The task is a root of the current settling domain (like a `.run` effect), so on a
  /// `TestScheduler` an `await advance` runs it until it sleeps; each element is delivered on
  /// the main actor before the next is requested. When the sequence ends, the connection
  /// completes; when it throws, `onError` decides what follows (it may subscribe to a
  /// fallback and return that subscription).
  static func iterating<Source: AsyncSequence & Sendable>(
    _ sequence: Source,
    replay: Replay,
    site: EffectSite,
    onError: @escaping OnError
  ) -> TraitNode<Value> where Source.Element == Value {
    TraitNode(replay: replay) { node in
      let connection = node.connection
      let fallback = CancellableSlot()
      let task = SettlingHooks.startTask(site: site, priority: nil) {
        do {
          for try await element in sequence {
            await SettlingHooks.deliverOnMainActor(element) { node.send($0, from: connection) }
          }
          await SettlingHooks.deliverOnMainActor(()) { _ in node.finish(from: connection) }
        } catch {
          // Cancelled because the last subscriber left: nothing is listening.
          guard !Task.isCancelled else { return }
          await SettlingHooks.deliverOnMainActor(()) { _ in
            fallback.replace(with: onError(node, connection, error))
          }
        }
      }
      return AnyCancellable {
        task.cancel()
        fallback.cancel()
      }
    }
  }
}

extension TraitNode where Value: Sendable {
  /// The error handler of `onErrorJustReturn:`: delivers `fallback`, then completes the
  /// connection.
  static func justReturning(_ fallback: Value) -> OnError {
    { node, connection, _ in
      node.send(fallback, from: connection)
      node.finish(from: connection)
      return nil
    }
  }
}

extension TraitNode {
  /// A node that delivers `values` to each connection in order, then completes it.
  static func sequence(_ values: [Value], replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { node in
      let connection = node.connection
      for value in values { node.send(value, from: connection) }
      node.finish(from: connection)
      return AnyCancellable {}
    }
  }

  /// A node that delivers nothing and never completes.
  static func never(replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { _ in AnyCancellable {} }
  }
}

extension TraitNode where Value == Int {
  /// A node that delivers 0 `dueTime` after each connection, then 1, 2, … every `period`, or
  /// completes after the 0 when there is no period — RxSwift's `timer` (and `interval`, whose
  /// due time is its period).
  static func timer(
    _ dueTime: Duration,
    period: Duration?,
    scheduler: any Scheduler,
    replay: Replay
  ) -> TraitNode<Int> {
    TraitNode(replay: replay) { node in
      let connection = node.connection
      let ticks = TickCount()
      let token = IsolationMark.mark(StoreIsolation.mainActor.identity) {
        let deadline = scheduler.now.advanced(by: dueTime)
        let site = EffectSite("a trait's timer", fileID: #fileID, line: #line)
        let tick: @MainActor @Sendable () -> Void = {
          node.send(ticks.next(), from: connection)
          if period == nil { node.finish(from: connection) }
        }
        guard let period else {
          return scheduler.schedule(after: deadline) {
            SettlingHooks.performOnMainActor(site: site, tick)
          }
        }
        return scheduler.schedule(after: deadline, interval: period) {
          SettlingHooks.performOnMainActor(site: site, tick)
        }
      }
      return AnyCancellable { token.cancel() }
    }
  }
}

/// The next number a timer delivers, counted on the main actor.
@MainActor
private final class TickCount {
  private var count = 0

  func next() -> Int {
    defer { count += 1 }
    return count
  }
}

extension TraitNode where Value: Sendable {
  /// The error handler of `onErrorDriveWith:`/`onErrorSignalWith:`/`onErrorRecover:`:
  /// continues with the node `fallback` makes of the error, and completes with it.
  static func continuing(with fallback: TraitNode<Value>) -> OnError {
    continuing { _ in fallback }
  }

  /// The error handler that continues with the node `fallback` makes of the error.
  static func continuing(
    _ fallback: @escaping @MainActor @Sendable (any Error) -> TraitNode<Value>
  ) -> OnError {
    return { node, connection, error in
      fallback(error).subscribe(
        { node.send($0, from: connection) },
        onCompleted: { node.finish(from: connection) })
    }
  }
}
