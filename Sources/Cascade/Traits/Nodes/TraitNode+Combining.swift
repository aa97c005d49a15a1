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

/// What an operator over many sources keeps between elements, on the main actor.
@MainActor
private final class SourcesState<Element> {
  /// Per source: its latest element (`combineLatest`) or its queue (`zip`).
  var elements: [[Element]]
  var isDone: [Bool]

  init(count: Int) {
    elements = Array(repeating: [], count: count)
    isDone = Array(repeating: false, count: count)
  }
}

extension TraitNode {
  /// Delivers every element of every source; completes when all have completed.
  static func merge(_ sources: [TraitNode<Value>], replay: Replay) -> TraitNode<Value> {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      var remaining = sources.count
      guard remaining > 0 else {
        child.finish(from: connection)
        return AnyCancellable {}
      }
      let subscriptions = sources.map { source in
        source.subscribe(
          { child.send($0, from: connection) },
          onCompleted: {
            remaining -= 1
            if remaining == 0 { child.finish(from: connection) }
          })
      }
      return AnyCancellable { for subscription in subscriptions { subscription.cancel() } }
    }
  }

  /// Delivers the array of every source's latest element whenever one delivers, once all
  /// have; completes when all have completed, or when one completes without having delivered
  /// anything (no array can follow). No sources: completes at once.
  static func combineLatest<Element>(_ sources: [TraitNode<Element>], replay: Replay)
    -> TraitNode<[Element]> where Value == [Element]
  {
    combining(sources, replay: replay) { state, index, element in
      state.elements[index] = [element]
      guard state.elements.allSatisfy({ !$0.isEmpty }) else { return nil }
      return state.elements.map { $0[0] }
    } isFinished: { state in
      state.isDone.allSatisfy { $0 }
        || state.isDone.indices.contains { state.isDone[$0] && state.elements[$0].isEmpty }
    }
  }

  /// Delivers the array of every source's n-th element once all have delivered one; completes
  /// when a source that has completed has nothing left waiting, as RxSwift's `zip` does.
  static func zip<Element>(_ sources: [TraitNode<Element>], replay: Replay)
    -> TraitNode<[Element]> where Value == [Element]
  {
    combining(sources, replay: replay) { state, index, element in
      state.elements[index].append(element)
      guard state.elements.allSatisfy({ !$0.isEmpty }) else { return nil }
      return state.elements.indices.map { state.elements[$0].removeFirst() }
    } isFinished: { state in
      state.isDone.indices.contains { state.isDone[$0] && state.elements[$0].isEmpty }
    }
  }

  /// The shell of `combineLatest` and `zip`: subscribes to every source, asks `receive` what
  /// each element makes, and completes when `isFinished` says so.
  private static func combining<Element>(
    _ sources: [TraitNode<Element>],
    replay: Replay,
    receive: @escaping @MainActor (SourcesState<Element>, Int, Element) -> [Element]?,
    isFinished: @escaping @MainActor (SourcesState<Element>) -> Bool
  ) -> TraitNode<[Element]> where Value == [Element] {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let state = SourcesState<Element>(count: sources.count)
      guard !sources.isEmpty else {
        child.finish(from: connection)
        return AnyCancellable {}
      }
      let subscriptions = sources.indices.map { index in
        sources[index].subscribe(
          { element in
            if let combined = receive(state, index, element) {
              child.send(combined, from: connection)
            }
            if isFinished(state) { child.finish(from: connection) }
          },
          onCompleted: {
            state.isDone[index] = true
            if isFinished(state) { child.finish(from: connection) }
          })
      }
      return AnyCancellable { for subscription in subscriptions { subscription.cancel() } }
    }
  }

  /// Delivers `combine` of each element and `other`'s latest element, once `other` has
  /// delivered one; completes with this node (`other`'s completion changes nothing), as
  /// RxSwift's `withLatestFrom`.
  func withLatestFrom<Other, T>(
    _ other: TraitNode<Other>,
    replay: TraitNode<T>.Replay,
    _ combine: @escaping (Value, Other) -> T
  ) -> TraitNode<T> {
    TraitNode<T>(replay: replay) { child in
      let connection = child.connection
      var latest: Other?
      // First `other`, so that a driver's replayed value is there for this node's first one.
      let otherSubscription = other.subscribe { latest = $0 }
      let subscription = self.subscribe(
        { value in
          if let latest { child.send(combine(value, latest), from: connection) }
        },
        onCompleted: { child.finish(from: connection) })
      return AnyCancellable {
        subscription.cancel()
        otherSubscription.cancel()
      }
    }
  }
}

extension TraitNode {
  /// `zip` of two nodes of different element types: each side's elements travel as `Any`
  /// through the one `zip` state machine and are cast back, which cannot fail.
  static func zipPair<A, B>(_ a: TraitNode<A>, _ b: TraitNode<B>, replay: Replay)
    -> TraitNode<(A, B)> where Value == (A, B)
  {
    let erased = [a.map(replay: .none) { $0 as Any }, b.map(replay: .none) { $0 as Any }]
    return TraitNode<[Any]>.zip(erased, replay: .none)
      .map(replay: replay) { ($0[0] as! A, $0[1] as! B) }
  }
}
