extension TraitNode {
  /// A node that delivers `value` to each connection, then completes it.
  static func just(_ value: Value, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { node in
      node.send(value)
      node.finish()
      return AnyCancellable {}
    }
  }
}

extension TraitNode where Value: Sendable {
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
    onError:
      @escaping @MainActor @Sendable (_ node: TraitNode<Value>, _ connection: UInt64)
      -> AnyCancellable?
  ) -> TraitNode<Value> where Source.Element == Value {
    TraitNode(replay: replay) { node in
      let connection = node.connection
      let fallback = CancellableSlot()
      let task = SettlingDomain.startTask(site: site, priority: nil) {
        do {
          for try await element in sequence {
            await HeldMainActor.run(element) { node.send($0, from: connection) }
          }
          await HeldMainActor.run(()) { _ in node.finish(from: connection) }
        } catch {
          // Cancelled because the last subscriber left: nothing is listening.
          guard !Task.isCancelled else { return }
          await HeldMainActor.run(()) { _ in
            fallback.replace(with: onError(node, connection))
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
  static func justReturning(_ fallback: Value)
    -> @MainActor @Sendable (TraitNode<Value>, UInt64) -> AnyCancellable?
  {
    { node, connection in
      node.send(fallback, from: connection)
      node.finish(from: connection)
      return nil
    }
  }
}
