extension Driver {
  /// A driver of every value of every source, as each arrives — RxCocoa's `Driver.merge`.
  ///
  /// ```swift
  /// Driver.merge(refreshes.map { _ in true }, loaded.map { _ in false })
  ///   .drive { spinner.isHidden = !$0 }
  /// ```
  ///
  /// - Parameter sources: The drivers to merge.
  /// - Returns: A driver that completes when every source has; it replays the latest value.
  public static func merge(_ sources: Driver<Value>...) -> Driver<Value> {
    merge(sources)
  }

  /// A driver of every value of every source, as ``merge(_:)-(Driver<Value>...)`` with the
  /// sources in a sequence.
  ///
  /// - Parameter sources: The drivers to merge.
  /// - Returns: A driver that completes when every source has.
  public static func merge(_ sources: some Sequence<Driver<Value>>) -> Driver<Value> {
    Driver(node: .merge(sources.map(\.node), replay: .latest))
  }

  /// A driver of both drivers' latest values, delivered whenever either changes once both
  /// have one — RxCocoa's `Driver.combineLatest`.
  ///
  /// ```swift
  /// Driver.combineLatest(store.driver(\.query), results)
  ///   .drive { query, results in header.text = "\(results.count) for \(query)" }
  /// ```
  ///
  /// It completes when both have completed, or when one completes without a value.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  /// - Returns: A driver of pairs; it replays the latest pair.
  public static func combineLatest<A, B>(_ a: Driver<A>, _ b: Driver<B>) -> Driver<(A, B)>
  where Value == (A, B) {
    Driver(node: .combineLatest(a.node, b.node, replay: .latest))
  }

  /// A driver of `resultSelector` of both drivers' latest values, as
  /// ``combineLatest(_:_:)``.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A driver of the results.
  public static func combineLatest<A, B>(
    _ a: Driver<A>,
    _ b: Driver<B>,
    resultSelector: @escaping @MainActor (A, B) -> Value
  ) -> Driver<Value> {
    Driver<(A, B)>.combineLatest(a, b).map(resultSelector)
  }

  /// A driver of three drivers' latest values, delivered whenever one changes once all have
  /// one; it completes as ``combineLatest(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  ///   - c: The third driver.
  /// - Returns: A driver of triples.
  public static func combineLatest<A, B, C>(_ a: Driver<A>, _ b: Driver<B>, _ c: Driver<C>)
    -> Driver<(A, B, C)> where Value == (A, B, C)
  {
    let ab = TraitNode<(A, B)>.combineLatest(a.node, b.node, replay: .none)
    return Driver(
      node: TraitNode<((A, B), C)>.combineLatest(ab, c.node, replay: .none)
        .map(replay: .latest) { ($0.0.0, $0.0.1, $0.1) })
  }

  /// A driver of `resultSelector` of three drivers' latest values.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  ///   - c: The third driver.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A driver of the results.
  public static func combineLatest<A, B, C>(
    _ a: Driver<A>,
    _ b: Driver<B>,
    _ c: Driver<C>,
    resultSelector: @escaping @MainActor (A, B, C) -> Value
  ) -> Driver<Value> {
    Driver<(A, B, C)>.combineLatest(a, b, c).map(resultSelector)
  }

  /// A driver of four drivers' latest values, delivered whenever one changes once all have
  /// one; it completes as ``combineLatest(_:_:)`` does.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  ///   - c: The third driver.
  ///   - d: The fourth driver.
  /// - Returns: A driver of quadruples.
  public static func combineLatest<A, B, C, D>(
    _ a: Driver<A>,
    _ b: Driver<B>,
    _ c: Driver<C>,
    _ d: Driver<D>
  ) -> Driver<(A, B, C, D)> where Value == (A, B, C, D) {
    let ab = TraitNode<(A, B)>.combineLatest(a.node, b.node, replay: .none)
    let cd = TraitNode<(C, D)>.combineLatest(c.node, d.node, replay: .none)
    return Driver(
      node: TraitNode<((A, B), (C, D))>.combineLatest(ab, cd, replay: .none)
        .map(replay: .latest) { ($0.0.0, $0.0.1, $0.1.0, $0.1.1) })
  }

  /// A driver of `resultSelector` of four drivers' latest values.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  ///   - c: The third driver.
  ///   - d: The fourth driver.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A driver of the results.
  public static func combineLatest<A, B, C, D>(
    _ a: Driver<A>,
    _ b: Driver<B>,
    _ c: Driver<C>,
    _ d: Driver<D>,
    resultSelector: @escaping @MainActor (A, B, C, D) -> Value
  ) -> Driver<Value> {
    Driver<(A, B, C, D)>.combineLatest(a, b, c, d).map(resultSelector)
  }

  /// A driver of the array of every source's latest value, delivered whenever one changes once
  /// all have one — RxCocoa's `Driver.combineLatest` over a collection.
  ///
  /// ```swift
  /// Driver.combineLatest(fields.map { store.driver(\.[$0].isValid) })
  ///   .drive { submit.isEnabled = $0.allSatisfy { $0 } }
  /// ```
  ///
  /// - Parameter sources: The drivers, all of this driver's value type; none completes at once.
  /// - Returns: A driver of arrays, in the sources' order.
  public static func combineLatest(_ sources: some Collection<Driver<Value>>) -> Driver<[Value]> {
    Driver<[Value]>(node: .combineLatest(sources.map(\.node), replay: .latest))
  }

  /// A driver of `resultSelector` of every source's latest value, as
  /// ``combineLatest(_:)-(Collection<Driver<Value>>)``.
  ///
  /// - Parameters:
  ///   - sources: The drivers.
  ///   - resultSelector: Combines the latest values; runs once per change.
  /// - Returns: A driver of the results.
  public static func combineLatest<R>(
    _ sources: some Collection<Driver<Value>>,
    resultSelector: @escaping @MainActor ([Value]) -> R
  ) -> Driver<R> {
    combineLatest(sources).map(resultSelector)
  }

  /// A driver of pairs of both drivers' values, the n-th with the n-th — RxCocoa's
  /// `Driver.zip`.
  ///
  /// It completes when a driver that has completed has no value left waiting for a partner.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  /// - Returns: A driver of pairs.
  public static func zip<A, B>(_ a: Driver<A>, _ b: Driver<B>) -> Driver<(A, B)>
  where Value == (A, B) {
    Driver(node: TraitNode.zipPair(a.node, b.node, replay: .latest))
  }

  /// A driver of `resultSelector` of both drivers' values, the n-th with the n-th, as
  /// ``zip(_:_:)``.
  ///
  /// - Parameters:
  ///   - a: The first driver.
  ///   - b: The second driver.
  ///   - resultSelector: Combines a pair.
  /// - Returns: A driver of the results.
  public static func zip<A, B>(
    _ a: Driver<A>,
    _ b: Driver<B>,
    resultSelector: @escaping @MainActor (A, B) -> Value
  ) -> Driver<Value> {
    Driver<(A, B)>.zip(a, b).map(resultSelector)
  }

  /// Delivers `other`'s latest value each time this driver delivers, once `other` has one —
  /// RxCocoa's `withLatestFrom`.
  ///
  /// ```swift
  /// submitTaps.withLatestFrom(store.driver(\.form)).drive { store.send(.submit($0)) }
  /// ```
  ///
  /// The result completes with this driver; `other` completing changes nothing.
  ///
  /// - Parameter other: The driver whose latest value is taken.
  /// - Returns: A driver of `other`'s values.
  public func withLatestFrom<U>(_ other: Driver<U>) -> Driver<U> {
    Driver<U>(node: node.withLatestFrom(other.node, replay: .latest) { $1 })
  }

  /// Delivers `resultSelector` of each value and `other`'s latest value, as
  /// ``withLatestFrom(_:)``.
  ///
  /// - Parameters:
  ///   - other: The driver whose latest value is taken.
  ///   - resultSelector: Combines this driver's value with `other`'s.
  /// - Returns: A driver of the results.
  public func withLatestFrom<U, R>(
    _ other: Driver<U>,
    resultSelector: @escaping @MainActor (Value, U) -> R
  ) -> Driver<R> {
    Driver<R>(node: node.withLatestFrom(other.node, replay: .latest, resultSelector))
  }
}
