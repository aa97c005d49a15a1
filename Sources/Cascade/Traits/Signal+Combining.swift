extension Signal {
  /// A signal of every value of every source, as each arrives — RxCocoa's `Signal.merge`.
  ///
  /// ```swift
  /// Signal.merge(refreshes.map { _ in true }, loaded.map { _ in false })
  ///   .emit { spinner.isHidden = !$0 }
  /// ```
  ///
  /// - Parameter sources: The signals to merge.
  /// - Returns: A signal that completes when every source has.
  public static func merge(_ sources: Signal<Value>...) -> Signal<Value> {
    merge(sources)
  }

  /// A signal of every value of every source, as ``merge(_:)-(Signal<Value>...)`` with the
  /// sources in a sequence.
  ///
  /// - Parameter sources: The signals to merge.
  /// - Returns: A signal that completes when every source has.
  public static func merge(_ sources: some Sequence<Signal<Value>>) -> Signal<Value> {
    Signal(node: .merge(sources.map(\.node), replay: .none))
  }

  /// A signal of both signals' latest values, delivered whenever either changes once both
  /// have one — RxCocoa's `Signal.combineLatest`.
  ///
  /// ```swift
  /// Signal.combineLatest(store.signal(\.query), results)
  ///   .emit { query, results in header.text = "\(results.count) for \(query)" }
  /// ```
  ///
  /// It completes when both have completed, or when one completes without a value.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  /// - Returns: A signal of pairs.
  public static func combineLatest<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal<(A, B)>
  where Value == (A, B) {
    Signal(node: .combineLatest(a.node, b.node, replay: .none))
  }

  /// A signal of `resultSelector` of both signals' latest values, as
  /// ``combineLatest(_:_:)``.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A signal of the results.
  public static func combineLatest<A, B>(
    _ a: Signal<A>,
    _ b: Signal<B>,
    resultSelector: @escaping @MainActor (A, B) -> Value
  ) -> Signal<Value> {
    Signal<(A, B)>.combineLatest(a, b).map(resultSelector)
  }

  /// A signal of three signals' latest values, delivered whenever one changes once all have
  /// one; it completes as ``combineLatest(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - c: The third signal.
  /// - Returns: A signal of triples.
  public static func combineLatest<A, B, C>(_ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>)
    -> Signal<(A, B, C)> where Value == (A, B, C)
  {
    let ab = TraitNode<(A, B)>.combineLatest(a.node, b.node, replay: .none)
    return Signal(
      node: TraitNode<((A, B), C)>.combineLatest(ab, c.node, replay: .none)
        .map(replay: .none) { ($0.0.0, $0.0.1, $0.1) })
  }

  /// A signal of `resultSelector` of three signals' latest values.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - c: The third signal.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A signal of the results.
  public static func combineLatest<A, B, C>(
    _ a: Signal<A>,
    _ b: Signal<B>,
    _ c: Signal<C>,
    resultSelector: @escaping @MainActor (A, B, C) -> Value
  ) -> Signal<Value> {
    Signal<(A, B, C)>.combineLatest(a, b, c).map(resultSelector)
  }

  /// A signal of four signals' latest values, delivered whenever one changes once all have
  /// one; it completes as ``combineLatest(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - c: The third signal.
  ///   - d: The fourth signal.
  /// - Returns: A signal of quadruples.
  public static func combineLatest<A, B, C, D>(
    _ a: Signal<A>,
    _ b: Signal<B>,
    _ c: Signal<C>,
    _ d: Signal<D>
  ) -> Signal<(A, B, C, D)> where Value == (A, B, C, D) {
    let ab = TraitNode<(A, B)>.combineLatest(a.node, b.node, replay: .none)
    let cd = TraitNode<(C, D)>.combineLatest(c.node, d.node, replay: .none)
    return Signal(
      node: TraitNode<((A, B), (C, D))>.combineLatest(ab, cd, replay: .none)
        .map(replay: .none) { ($0.0.0, $0.0.1, $0.1.0, $0.1.1) })
  }

  /// A signal of `resultSelector` of four signals' latest values.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - c: The third signal.
  ///   - d: The fourth signal.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A signal of the results.
  public static func combineLatest<A, B, C, D>(
    _ a: Signal<A>,
    _ b: Signal<B>,
    _ c: Signal<C>,
    _ d: Signal<D>,
    resultSelector: @escaping @MainActor (A, B, C, D) -> Value
  ) -> Signal<Value> {
    Signal<(A, B, C, D)>.combineLatest(a, b, c, d).map(resultSelector)
  }

  /// A signal of the array of every source's latest value, delivered whenever one changes once
  /// all have one — RxCocoa's `Signal.combineLatest` over a collection.
  ///
  /// ```swift
  /// Signal.combineLatest(fields.map { store.signal(\.[$0].isValid) })
  ///   .emit { submit.isEnabled = $0.allSatisfy { $0 } }
  /// ```
  ///
  /// - Parameter sources: The signals, all of this signal's value type; none completes at once.
  /// - Returns: A signal of arrays, in the sources' order.
  public static func combineLatest(_ sources: some Collection<Signal<Value>>) -> Signal<[Value]> {
    Signal<[Value]>(node: .combineLatest(sources.map(\.node), replay: .none))
  }

  /// A signal of `resultSelector` of every source's latest value, as
  /// ``combineLatest(_:)-(Collection<Signal<Value>>)``.
  ///
  /// - Parameters:
  ///   - sources: The signals.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A signal of the results.
  public static func combineLatest<R>(
    _ sources: some Collection<Signal<Value>>,
    resultSelector: @escaping @MainActor ([Value]) -> R
  ) -> Signal<R> {
    combineLatest(sources).map(resultSelector)
  }

  /// A signal of pairs of both signals' values, the n-th with the n-th — RxCocoa's
  /// `Signal.zip`.
  ///
  /// It completes when a signal that has completed has no value left waiting for a partner.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  /// - Returns: A signal of pairs.
  public static func zip<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal<(A, B)>
  where Value == (A, B) {
    Signal(node: TraitNode.zipPair(a.node, b.node, replay: .none))
  }

  /// A signal of `resultSelector` of both signals' values, the n-th with the n-th, as
  /// ``zip(_:_:)``.
  ///
  /// - Parameters:
  ///   - a: The first signal.
  ///   - b: The second signal.
  ///   - resultSelector: Combines a pair.
  /// - Returns: A signal of the results.
  public static func zip<A, B>(
    _ a: Signal<A>,
    _ b: Signal<B>,
    resultSelector: @escaping @MainActor (A, B) -> Value
  ) -> Signal<Value> {
    Signal<(A, B)>.zip(a, b).map(resultSelector)
  }

  /// Delivers `other`'s latest value each time this signal delivers, once `other` has one —
  /// RxCocoa's `withLatestFrom`.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(store.driver(\.form)).emit { store.send(.submit($0)) }
  /// ```
  ///
  /// The result completes with this signal; `other` completing changes nothing.
  ///
  /// - Parameter other: The signal whose latest value is taken.
  /// - Returns: A signal of `other`'s values.
  public func withLatestFrom<U>(_ other: Driver<U>) -> Signal<U> {
    Signal<U>(node: node.withLatestFrom(other.node, replay: .none) { $1 })
  }

  /// Delivers `resultSelector` of each value and `other`'s latest value, as
  /// ``withLatestFrom(_:)``.
  ///
  /// - Parameters:
  ///   - other: The signal whose latest value is taken.
  ///   - resultSelector: Combines this signal's value with `other`'s.
  /// - Returns: A signal of the results.
  public func withLatestFrom<U, R>(
    _ other: Driver<U>,
    resultSelector: @escaping @MainActor (Value, U) -> R
  ) -> Signal<R> {
    Signal<R>(node: node.withLatestFrom(other.node, replay: .none, resultSelector))
  }
}
