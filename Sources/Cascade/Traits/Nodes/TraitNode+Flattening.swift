/// How a flattening node treats an element that arrives while inner nodes are subscribed.
enum FlattenStrategy {
  /// Subscribe to every inner node and deliver all of them (RxSwift's `flatMap`).
  case merge
  /// Ignore the element while an inner node is still subscribed (`flatMapFirst`).
  case first
  /// End the subscription to the previous inner node first (`flatMapLatest`).
  case latest
  /// Subscribe to at most this many inner nodes at once; queue the elements that arrive
  /// meanwhile, in order (`merge(maxConcurrent:)`, and `concat` with one).
  case mergeAtMost(Int)
}

/// What a flattening node keeps between elements, on the main actor.
@MainActor
private final class InnerSubscriptions {
  var nextID: UInt64 = 0
  /// The inner subscriptions still running, by id.
  var active: [UInt64: AnyCancellable] = [:]
  var isOuterDone = false
  /// Whether an inner node is being subscribed (its id not yet in `active`).
  var subscribing = 0

  func cancelAll() {
    let running = active
    active = [:]
    for (_, subscription) in running { subscription.cancel() }
  }
}

extension TraitNode {
  /// For each element, subscribes to the node `transform` makes of it and delivers its
  /// elements, as `strategy` says. Completes when this node and every inner node still
  /// subscribed have completed.
  func flatten<T>(
    _ strategy: FlattenStrategy,
    replay: TraitNode<T>.Replay,
    _ transform: @escaping (Value) -> TraitNode<T>
  ) -> TraitNode<T> {
    TraitNode<T>(replay: replay) { child in
      let connection = child.connection
      let inners = InnerSubscriptions()
      var waiting: [Value] = []
      @MainActor func completeIfDone() {
        if inners.isOuterDone, inners.active.isEmpty, inners.subscribing == 0, waiting.isEmpty {
          child.finish(from: connection)
        }
      }
      @MainActor func subscribeInner(_ value: Value) {
        inners.nextID &+= 1
        let id = inners.nextID
        var completedAtOnce = false
        inners.subscribing += 1
        let subscription = transform(value).subscribe(
          { child.send($0, from: connection) },
          onCompleted: {
            guard inners.active.removeValue(forKey: id) != nil else {
              completedAtOnce = true
              return
            }
            startWaiting()
          })
        inners.subscribing -= 1
        // An inner node that completes while subscribing (`just`) is not kept.
        if !completedAtOnce {
          inners.active[id] = subscription
        } else {
          startWaiting()
        }
      }
      /// Subscribes to queued elements while there is room, then completes if all is done.
      @MainActor func startWaiting() {
        if case .mergeAtMost(let limit) = strategy {
          while inners.active.count + inners.subscribing < limit, !waiting.isEmpty {
            subscribeInner(waiting.removeFirst())
          }
        }
        completeIfDone()
      }
      let outer = self.subscribe(
        { value in
          switch strategy {
          case .merge: break
          case .first: guard inners.active.isEmpty else { return }
          // Stop the previous inner before anything of the new one can arrive.
          case .latest: inners.cancelAll()
          case .mergeAtMost(let limit):
            guard inners.active.count + inners.subscribing < limit else {
              waiting.append(value)
              return
            }
          }
          subscribeInner(value)
        },
        onCompleted: {
          inners.isOuterDone = true
          completeIfDone()
        })
      return AnyCancellable {
        outer.cancel()
        SettlingHooks.performPromptlyOnMainActor(
          site: EffectSite("a flattened trait's end", fileID: #fileID, line: #line)
        ) {
          inners.cancelAll()
        }
      }
    }
  }
}
