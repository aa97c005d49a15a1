/// What `do(…)` calls, each optional.
struct TraitHooks<Value> {
  var onNext: (@MainActor (Value) -> Void)?
  var afterNext: (@MainActor (Value) -> Void)?
  var onCompleted: (@MainActor () -> Void)?
  var afterCompleted: (@MainActor () -> Void)?
  var onSubscribe: (@MainActor () -> Void)?
  var onSubscribed: (@MainActor () -> Void)?
  var onDispose: (@MainActor () -> Void)?
}

/// Where a tapped connection is in its ending, so that `onDispose` runs once, last.
@MainActor
private final class TapEnding {
  /// Whether the source is still being subscribed to (a completion then waits for
  /// `onSubscribed`).
  var isSubscribing = false
  var isCompleting = false
  let dispose: RunOnce

  init(onDispose: (@MainActor () -> Void)?) { dispose = RunOnce(onDispose) }
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
      let ending = TapEnding(onDispose: hooks.onDispose)
      hooks.onSubscribe?()
      ending.isSubscribing = true
      let subscription = self.subscribe(
        { value in
          hooks.onNext?(value)
          child.send(value, from: connection)
          hooks.afterNext?(value)
        },
        onCompleted: {
          hooks.onCompleted?()
          ending.isCompleting = true
          child.finish(from: connection)
          hooks.afterCompleted?()
        },
        afterEnd: {
          // RxSwift's order on completion: `onDispose` once the source is disposed; a source
          // that completed while being subscribed to waits for `onSubscribed` below.
          if !ending.isSubscribing { ending.dispose.run() }
        })
      ending.isSubscribing = false
      hooks.onSubscribed?()
      if ending.isCompleting { ending.dispose.run() }
      guard hooks.onDispose != nil else { return subscription }
      return AnyCancellable {
        subscription.cancel()
        SettlingHooks.performPromptlyOnMainActor(
          site: EffectSite("a trait's onDispose", fileID: #fileID, line: #line)
        ) {
          if !ending.isCompleting { ending.dispose.run() }
        }
      }
    }
  }
}

extension TraitNode {
  /// Delivers the first `count` elements of each connection, then completes and leaves the
  /// source (RxSwift's `take(_:)`); `count` of zero completes at once.
  func take(_ count: Int, replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      guard count > 0 else {
        child.finish(from: connection)
        return AnyCancellable {}
      }
      var taken = 0
      return self.subscribe(
        { value in
          guard taken < count else { return }
          taken += 1
          child.send(value, from: connection)
          if taken == count { child.finish(from: connection) }
        },
        onCompleted: { child.finish(from: connection) })
    }
  }

  /// Delivers each element with `object` while it exists, and completes once it is gone —
  /// RxSwift's `withUnretained(_:)`.
  func withUnretained<Object: AnyObject, T>(
    _ object: Object, replay: TraitNode<T>.Replay, _ combine: @escaping (Object, Value) -> T
  ) -> TraitNode<T> {
    TraitNode<T>(replay: replay) { [weak object] child in
      let connection = child.connection
      return self.subscribe(
        { value in
          guard let object else { return child.finish(from: connection) }
          child.send(combine(object, value), from: connection)
        },
        onCompleted: { child.finish(from: connection) })
    }
  }
}
