/// What `combineLatest` keeps between elements, on the main actor.
@MainActor
private final class LatestPair<A, B> {
  var a: A?
  var b: B?
  var isADone = false
  var isBDone = false
}

extension TraitNode {
  /// Delivers the pair of both nodes' latest elements whenever either delivers, once both
  /// have. Completes by RxSwift's `combineLatest` rules: when both have completed, or when an
  /// element arrives that makes no pair while the other source has completed (none can
  /// follow). A source completing without an element completes nothing by itself.
  static func combineLatest<A, B>(
    _ first: TraitNode<A>,
    _ second: TraitNode<B>,
    replay: Replay
  ) -> TraitNode<(A, B)> where Value == (A, B) {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let state = LatestPair<A, B>()
      let firstSubscription = first.subscribe(
        { a in
          state.a = a
          if let b = state.b {
            child.send((a, b), from: connection)
          } else if state.isBDone {
            child.finish(from: connection)
          }
        },
        onCompleted: {
          state.isADone = true
          if state.isBDone { child.finish(from: connection) }
        })
      let secondSubscription = second.subscribe(
        { b in
          state.b = b
          if let a = state.a {
            child.send((a, b), from: connection)
          } else if state.isADone {
            child.finish(from: connection)
          }
        },
        onCompleted: {
          state.isBDone = true
          if state.isADone { child.finish(from: connection) }
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
  /// have; completes when all have completed, or when an element arrives that makes no array
  /// while every other source has completed (RxSwift's rules). No sources: delivers one empty
  /// array, then completes, as RxSwift does.
  static func combineLatest<Element>(_ sources: [TraitNode<Element>], replay: Replay)
    -> TraitNode<[Element]> where Value == [Element]
  {
    combining(sources, replay: replay, whenEmpty: []) { state, index, element in
      state.elements[index] = [element]
      guard state.elements.allSatisfy({ !$0.isEmpty }) else { return nil }
      return state.elements.map { $0[0] }
    }
  }

  /// Delivers the array of every source's n-th element once all have delivered one;
  /// completes when all have completed, or — with `endsUnmatched`, RxSwift's rule for a
  /// collection — when an element arrives that finds no partner while every other source has
  /// completed. RxSwift's `zip` of two sources waits for both to complete.
  static func zip<Element>(
    _ sources: [TraitNode<Element>], replay: Replay, endsUnmatched: Bool = true
  ) -> TraitNode<[Element]> where Value == [Element] {
    combining(sources, replay: replay, endsUnmatched: endsUnmatched) { state, index, element in
      state.elements[index].append(element)
      guard state.elements.allSatisfy({ !$0.isEmpty }) else { return nil }
      return state.elements.indices.map { state.elements[$0].removeFirst() }
    }
  }

  /// The shell of `combineLatest` and `zip`: subscribes to every source and asks `receive`
  /// what each element makes. Completes when every source has, or (with `endsUnmatched`)
  /// when an element makes nothing while every other source has completed; with no sources,
  /// delivers `whenEmpty` if given, then completes.
  private static func combining<Element>(
    _ sources: [TraitNode<Element>],
    replay: Replay,
    endsUnmatched: Bool = true,
    whenEmpty: [Element]? = nil,
    receive: @escaping @MainActor (SourcesState<Element>, Int, Element) -> [Element]?
  ) -> TraitNode<[Element]> where Value == [Element] {
    TraitNode(replay: replay) { child in
      let connection = child.connection
      let state = SourcesState<Element>(count: sources.count)
      guard !sources.isEmpty else {
        if let whenEmpty { child.send(whenEmpty, from: connection) }
        child.finish(from: connection)
        return AnyCancellable {}
      }
      let subscriptions = sources.indices.map { index in
        sources[index].subscribe(
          { element in
            if let combined = receive(state, index, element) {
              child.send(combined, from: connection)
            } else if endsUnmatched,
              state.isDone.indices.allSatisfy({ $0 == index || state.isDone[$0] })
            {
              child.finish(from: connection)
            }
          },
          onCompleted: {
            state.isDone[index] = true
            if state.isDone.allSatisfy({ $0 }) { child.finish(from: connection) }
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
  /// `zip` of two nodes of different element types, completing when both have (RxSwift's
  /// rule for a fixed number of sources): each side's elements travel as `Any` through the
  /// one `zip` state machine and are cast back, which cannot fail.
  static func zipPair<A, B>(_ a: TraitNode<A>, _ b: TraitNode<B>, replay: Replay)
    -> TraitNode<(A, B)> where Value == (A, B)
  {
    let erased = [a.map(replay: .none) { $0 as Any }, b.map(replay: .none) { $0 as Any }]
    return TraitNode<[Any]>.zip(erased, replay: .none, endsUnmatched: false)
      .map(replay: replay) { ($0[0] as! A, $0[1] as! B) }
  }
}
