extension SharedSequence {
  /// Every value of every source, as each arrives — RxCocoa's `merge`.
  ///
  /// ```swift
  /// Driver.merge(refreshes.map { _ in true }, loaded.map { _ in false })
  ///   .drive { spinner.isHidden = !$0 }
  /// ```
  ///
  /// - Parameter sources: The drivers or signals to merge.
  /// - Returns: The same trait; it completes when every source has.
  public static func merge(_ sources: Self...) -> Self {
    merge(sources)
  }

  /// Every value of every source, as ``merge(_:)-(...)`` with
  /// the sources in a sequence.
  ///
  /// - Parameter sources: The drivers or signals to merge.
  /// - Returns: The same trait; it completes when every source has.
  public static func merge(_ sources: some Sequence<Self>) -> Self {
    Self(node: .merge(sources.map(\.node), replay: Strategy.replay()))
  }

  /// Both sources' latest values, delivered whenever either changes once both have one —
  /// RxCocoa's `combineLatest`.
  ///
  /// ```swift
  /// Driver.combineLatest(store.driver(\.query), results)
  ///   .drive { query, results in header.text = "\(results.count) for \(query)" }
  /// ```
  ///
  /// It completes as RxSwift's does: when both sources have completed, or when a value
  /// arrives that makes no pair because the other source completed without one. A source
  /// that completes without a value ends nothing by itself (the other stays subscribed).
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  /// - Returns: The same trait, of pairs.
  public static func combineLatest<A, B>(
    _ a: SharedSequence<Strategy, A>,
    _ b: SharedSequence<Strategy, B>
  ) -> Self where Value == (A, B) {
    Self(node: .combineLatest(a.node, b.node, replay: Strategy.replay()))
  }

  /// `resultSelector` of both sources' latest values, as ``combineLatest(_:_:)``.
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: The same trait, of the results.
  public static func combineLatest<A, B>(
    _ a: SharedSequence<Strategy, A>,
    _ b: SharedSequence<Strategy, B>,
    resultSelector: @escaping @MainActor (A, B) -> Value
  ) -> Self {
    SharedSequence<Strategy, (A, B)>.combineLatest(a, b).map(resultSelector)
  }

  /// Three sources' latest values, delivered whenever one changes once all have one; it
  /// completes as ``combineLatest(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  ///   - c: The third source.
  /// - Returns: The same trait, of triples.
  public static func combineLatest<A, B, C>(
    _ a: SharedSequence<Strategy, A>,
    _ b: SharedSequence<Strategy, B>,
    _ c: SharedSequence<Strategy, C>
  ) -> Self where Value == (A, B, C) {
    let ab = TraitNode<(A, B)>.combineLatest(a.node, b.node, replay: .none)
    return Self(
      node: TraitNode<((A, B), C)>.combineLatest(ab, c.node, replay: .none)
        .map(replay: Strategy.replay()) { ($0.0.0, $0.0.1, $0.1) })
  }

  /// `resultSelector` of three sources' latest values.
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  ///   - c: The third source.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: The same trait, of the results.
  public static func combineLatest<A, B, C>(
    _ a: SharedSequence<Strategy, A>,
    _ b: SharedSequence<Strategy, B>,
    _ c: SharedSequence<Strategy, C>,
    resultSelector: @escaping @MainActor (A, B, C) -> Value
  ) -> Self {
    SharedSequence<Strategy, (A, B, C)>.combineLatest(a, b, c).map(resultSelector)
  }

  /// Four sources' latest values, delivered whenever one changes once all have one; it
  /// completes as ``combineLatest(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  ///   - c: The third source.
  ///   - d: The fourth source.
  /// - Returns: The same trait, of quadruples.
  public static func combineLatest<A, B, C, D>(
    _ a: SharedSequence<Strategy, A>,
    _ b: SharedSequence<Strategy, B>,
    _ c: SharedSequence<Strategy, C>,
    _ d: SharedSequence<Strategy, D>
  ) -> Self where Value == (A, B, C, D) {
    let ab = TraitNode<(A, B)>.combineLatest(a.node, b.node, replay: .none)
    let cd = TraitNode<(C, D)>.combineLatest(c.node, d.node, replay: .none)
    return Self(
      node: TraitNode<((A, B), (C, D))>.combineLatest(ab, cd, replay: .none)
        .map(replay: Strategy.replay()) { ($0.0.0, $0.0.1, $0.1.0, $0.1.1) })
  }

  /// `resultSelector` of four sources' latest values.
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  ///   - c: The third source.
  ///   - d: The fourth source.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: The same trait, of the results.
  public static func combineLatest<A, B, C, D>(
    _ a: SharedSequence<Strategy, A>,
    _ b: SharedSequence<Strategy, B>,
    _ c: SharedSequence<Strategy, C>,
    _ d: SharedSequence<Strategy, D>,
    resultSelector: @escaping @MainActor (A, B, C, D) -> Value
  ) -> Self {
    SharedSequence<Strategy, (A, B, C, D)>.combineLatest(a, b, c, d).map(resultSelector)
  }

  /// The array of every source's latest value, delivered whenever one changes once all have
  /// one — RxCocoa's `combineLatest` over a collection.
  ///
  /// ```swift
  /// Driver.combineLatest(fields.map { store.driver(\.[$0].isValid) })
  ///   .drive { submit.isEnabled = $0.allSatisfy { $0 } }
  /// ```
  ///
  /// It completes as ``combineLatest(_:_:)`` does. With no sources it delivers one empty
  /// array, then completes (RxSwift's `combineLatest([])`).
  ///
  /// - Parameter sources: The sources, all of this value type.
  /// - Returns: The same trait, of arrays in the sources' order.
  public static func combineLatest(_ sources: some Collection<Self>)
    -> SharedSequence<Strategy, [Value]>
  {
    .init(node: .combineLatest(sources.map(\.node), replay: Strategy.replay()))
  }

  /// `resultSelector` of every source's latest value, as
  /// ``combineLatest(_:)``.
  ///
  /// - Parameters:
  ///   - sources: The sources.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: The same trait, of the results.
  public static func combineLatest<R>(
    _ sources: some Collection<Self>,
    resultSelector: @escaping @MainActor ([Value]) -> R
  ) -> SharedSequence<Strategy, R> {
    combineLatest(sources).map(resultSelector)
  }

  /// Arrays of the sources' values taken in step: the first of each, then the second of
  /// each, … — RxSwift's `zip` of a collection. Completes when every source has, or when a
  /// value arrives that finds no partner while every other source has completed; no
  /// sources: completes at once.
  ///
  /// - Parameter sources: The sequences.
  /// - Returns: The same trait, of arrays in the sources' order.
  public static func zip(_ sources: [Self]) -> SharedSequence<Strategy, [Value]> {
    .init(node: .zip(sources.map(\.node), replay: Strategy.replay()))
  }

  /// `resultSelector` of the sources' values taken in step, as ``zip(_:)`` — RxSwift's
  /// `zip(_:resultSelector:)` of a collection.
  ///
  /// - Parameters:
  ///   - sources: The sequences.
  ///   - resultSelector: Combines one value of each source, in the sources' order.
  /// - Returns: The same trait, of the results.
  public static func zip<R>(
    _ sources: [Self], resultSelector: @escaping @MainActor ([Value]) -> R
  ) -> SharedSequence<Strategy, R> {
    zip(sources).map(resultSelector)
  }

  /// Pairs of both sources' values, the n-th with the n-th — RxCocoa's `zip`.
  ///
  /// It completes when both sources have completed, as RxSwift's `zip` of two does: a value
  /// left without a partner keeps it waiting until the other source completes.
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  /// - Returns: The same trait, of pairs.
  public static func zip<A, B>(_ a: SharedSequence<Strategy, A>, _ b: SharedSequence<Strategy, B>)
    -> Self where Value == (A, B)
  {
    Self(node: TraitNode.zipPair(a.node, b.node, replay: Strategy.replay()))
  }

  /// `resultSelector` of both sources' values, the n-th with the n-th, as ``zip(_:_:)``.
  ///
  /// - Parameters:
  ///   - a: The first source.
  ///   - b: The second source.
  ///   - resultSelector: Combines a pair.
  /// - Returns: The same trait, of the results.
  public static func zip<A, B>(
    _ a: SharedSequence<Strategy, A>,
    _ b: SharedSequence<Strategy, B>,
    resultSelector: @escaping @MainActor (A, B) -> Value
  ) -> Self {
    SharedSequence<Strategy, (A, B)>.zip(a, b).map(resultSelector)
  }

  /// Delivers `other`'s latest value each time this one delivers, once `other` has one —
  /// RxCocoa's `withLatestFrom`.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(store.driver(\.form)).emit { store.send(.submit($0)) }
  /// ```
  ///
  /// `other` may be a driver or a signal; the result is of this trait, and completes with
  /// this one (`other` completing changes nothing).
  ///
  /// - Parameter other: The driver or signal whose latest value is taken.
  /// - Returns: The same trait, of `other`'s values.
  public func withLatestFrom<S, U>(_ other: SharedSequence<S, U>) -> SharedSequence<Strategy, U> {
    .init(node: node.withLatestFrom(other.node, replay: Strategy.replay()) { $1 })
  }

  /// Delivers `resultSelector` of each value and `other`'s latest value, as
  /// ``withLatestFrom(_:)``.
  ///
  /// - Parameters:
  ///   - other: The driver or signal whose latest value is taken.
  ///   - resultSelector: Combines this value with `other`'s.
  /// - Returns: The same trait, of the results.
  public func withLatestFrom<S, U, R>(
    _ other: SharedSequence<S, U>,
    resultSelector: @escaping @MainActor (Value, U) -> R
  ) -> SharedSequence<Strategy, R> {
    .init(node: node.withLatestFrom(other.node, replay: Strategy.replay(), resultSelector))
  }
}
