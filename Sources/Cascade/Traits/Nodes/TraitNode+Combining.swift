/// What `flatMapLatest` keeps between elements, on the main actor.
@MainActor
private final class LatestInner {
  /// Counts inner subscriptions; only the newest may complete the result.
  var generation: UInt64 = 0
  var isInnerDone = true
  var isOuterDone = false
}

/// What `combineLatest` keeps between elements, on the main actor.
@MainActor
private final class LatestPair<A, B> {
  var a: A?
  var b: B?
  var isADone = false
  var isBDone = false

  /// Whether no pair can follow: both completed, or one completed without an element.
  var isFinished: Bool {
    (isADone && isBDone) || (isADone && a == nil) || (isBDone && b == nil)
  }
}

extension TraitNode {
  /// For each element, subscribes to the node `transform` returns and delivers its elements,
  /// ending the subscription to the previous one first. Completes when this node and the
  /// latest inner node have both completed.
  func flatMapLatest<T>(
    replay: TraitNode<T>.Replay,
    _ transform: @escaping (Value) -> TraitNode<T>
  ) -> TraitNode<T> {
    TraitNode<T>(replay: replay) { child in
      let connection = child.connection
      let state = LatestInner()
      let inner = CancellableSlot()
      let outer = self.subscribe(
        { value in
          // Stop the previous inner before anything of the new one can arrive.
          inner.cancel()
          state.generation &+= 1
          let generation = state.generation
          state.isInnerDone = false
          let node = transform(value)
          inner.replace(
            with: node.subscribe(
              { child.send($0, from: connection) },
              onCompleted: {
                guard state.generation == generation else { return }
                state.isInnerDone = true
                if state.isOuterDone { child.finish(from: connection) }
              }))
        },
        onCompleted: {
          state.isOuterDone = true
          if state.isInnerDone { child.finish(from: connection) }
        })
      return AnyCancellable {
        outer.cancel()
        inner.cancel()
      }
    }
  }

  /// Delivers the pair of both nodes' latest elements whenever either delivers, once both
  /// have. Completes when both have completed, or when one completes without having
  /// delivered anything (no pair can follow), as RxSwift's `combineLatest` does.
  static func combineLatest<A, B>(
    _ first: TraitNode<A>,
    _ second: TraitNode<B>,
    replay: Replay
  ) -> TraitNode<(A, B)> where Value == (A, B) {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let state = LatestPair<A, B>()
      @MainActor func completeIfDone() {
        if state.isFinished { child.finish(from: connection) }
      }
      let firstSubscription = first.subscribe(
        { a in
          state.a = a
          if let b = state.b { child.send((a, b), from: connection) }
        },
        onCompleted: {
          state.isADone = true
          completeIfDone()
        })
      let secondSubscription = second.subscribe(
        { b in
          state.b = b
          if let a = state.a { child.send((a, b), from: connection) }
        },
        onCompleted: {
          state.isBDone = true
          completeIfDone()
        })
      return AnyCancellable {
        firstSubscription.cancel()
        secondSubscription.cancel()
      }
    }
  }
}
