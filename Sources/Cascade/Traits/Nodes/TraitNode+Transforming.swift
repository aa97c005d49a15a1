/// What `do(…)` calls, each optional.
struct TraitHooks<Value> {
  var onNext: (@MainActor (Value) -> Void)?
  var onCompleted: (@MainActor () -> Void)?
  var onSubscribe: (@MainActor () -> Void)?
  var onDispose: (@MainActor () -> Void)?
}

extension TraitNode {
  /// Delivers `value` to each connection first, then this node's elements.
  func startWith(_ value: Value, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      child.send(value, from: connection)
      return self.subscribe(
        { child.send($0, from: connection) },
        onCompleted: { child.finish(from: connection) })
    }
  }

  /// Delivers each running total: `accumulator` of the previous total (`seed` at each
  /// connection) and the element.
  @inlinable
  func scan<A>(
    _ seed: A,
    replay: TraitNode<A>.Replay,
    _ accumulator: @escaping (A, Value) -> A
  ) -> TraitNode<A> {
    TraitNode<A>(replay: replay) { child in
      let connection = child.connection
      let total = LastValue(seed)
      return self.subscribe(
        { value in
          total.value = accumulator(total.value, value)
          child.send(total.value, from: connection)
        },
        onCompleted: { child.finish(from: connection) })
    }
  }

  /// Drops the first `count` elements of each connection.
  func skip(_ count: Int, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      var skipped = 0
      return self.subscribe(
        { value in
          guard skipped >= count else {
            skipped += 1
            return
          }
          child.send(value, from: connection)
        },
        onCompleted: { child.finish(from: connection) })
    }
  }

  /// Passes every element and the completion on, calling `hooks` beside them: once per
  /// element and per connection, however many subscribers share the node.
  func tap(_ hooks: TraitHooks<Value>, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      hooks.onSubscribe?()
      let subscription = self.subscribe(
        { value in
          hooks.onNext?(value)
          child.send(value, from: connection)
        },
        onCompleted: {
          hooks.onCompleted?()
          child.finish(from: connection)
        })
      guard let onDispose = hooks.onDispose else { return subscription }
      return AnyCancellable {
        subscription.cancel()
        HeldMainActor.performPromptly(
          site: EffectSite("a trait's onDispose", fileID: #fileID, line: #line), onDispose)
      }
    }
  }
}
