extension SharedSequence {
  /// A driver or signal that delivers `value` to each subscriber, then completes — RxCocoa's
  /// `just`.
  ///
  /// ```swift
  /// query.flatMapLatest { $0.isEmpty ? .just([]) : search($0).asDriver(onErrorJustReturn: []) }
  /// ```
  ///
  /// - Parameter value: The value.
  /// - Returns: The driver or signal.
  public static func just(_ value: Value) -> Self {
    Self(node: .sequence([value], replay: Strategy.replay()))
  }

  /// A driver or signal that completes at once, without a value — RxCocoa's `empty()`.
  ///
  /// - Returns: The driver or signal.
  public static func empty() -> Self {
    Self(node: .sequence([], replay: Strategy.replay()))
  }

  /// A driver or signal that never delivers and never completes — RxCocoa's `never()`.
  ///
  /// - Returns: The driver or signal.
  public static func never() -> Self {
    Self(node: .never(replay: Strategy.replay()))
  }

  /// A driver or signal that delivers `values` in order to each subscriber, then completes —
  /// RxCocoa's `of`.
  ///
  /// ```swift
  /// Driver.of(1, 2, 3).drive { print($0) }   // 1, 2, 3
  /// ```
  ///
  /// - Parameter values: The values.
  /// - Returns: The driver or signal; it completes within its first subscription.
  public static func of(_ values: Value...) -> Self {
    Self(node: .sequence(values, replay: Strategy.replay()))
  }

  /// A driver or signal that delivers the elements of `values` in order to each subscriber,
  /// then completes — RxCocoa's `from`.
  ///
  /// - Parameter values: The values; read once, when the driver or signal is made.
  /// - Returns: The driver or signal.
  public static func from(_ values: some Sequence<Value>) -> Self {
    Self(node: .sequence(Array(values), replay: Strategy.replay()))
  }
}

extension SharedSequence where Value == Int {
  /// 0, 1, 2, … one every `period` on `scheduler`, counted afresh for each connection —
  /// RxCocoa's `interval`.
  ///
  /// ```swift
  /// Driver.interval(.seconds(1), scheduler: scheduler).drive { tick.text = "\($0)" }
  /// ```
  ///
  /// - Parameters:
  ///   - period: The time before the first value and between values.
  ///   - scheduler: The clock.
  /// - Returns: A driver or signal that never completes; it stops with its last subscriber.
  public static func interval(_ period: Duration, scheduler: any Scheduler) -> Self {
    Self(node: .timer(period, period: period, scheduler: scheduler, replay: Strategy.replay()))
  }

  /// 0 after `dueTime`, then 1, 2, … every `period`; without a period, it completes after the
  /// 0 — RxCocoa's `timer`.
  ///
  /// - Parameters:
  ///   - dueTime: The time before the first value.
  ///   - period: The time between later values, or `nil` for one value.
  ///   - scheduler: The clock.
  /// - Returns: The driver or signal.
  public static func timer(_ dueTime: Duration, period: Duration?, scheduler: any Scheduler)
    -> Self
  {
    Self(node: .timer(dueTime, period: period, scheduler: scheduler, replay: Strategy.replay()))
  }
}

extension SharedSequence {
  /// A driver or signal that delivers `value` and completes, or completes at once when it is
  /// `nil` — RxSwift's `from(optional:)`.
  ///
  /// - Parameter value: The value, if any.
  /// - Returns: The driver or signal.
  public static func from(optional value: Value?) -> Self {
    Self(node: .sequence(value.map { [$0] } ?? [], replay: Strategy.replay()))
  }

  /// A driver or signal that `make` builds afresh for each connection — RxSwift's
  /// `deferred`.
  ///
  /// ```swift
  /// let now = Driver.deferred { .just(clock.now) }   // read when subscribed, not when made
  /// ```
  ///
  /// - Parameter make: Builds the sequence, on the main actor, when a first subscriber
  ///   connects.
  /// - Returns: The driver or signal.
  public static func deferred(_ make: @escaping @MainActor () -> Self) -> Self {
    Self(
      node: TraitNode(replay: Strategy.replay()) { child in
        let connection = child.connection
        return make().node.subscribe(
          { child.send($0, from: connection) }, onCompleted: { child.finish(from: connection) })
      })
  }
}

/// One connection of a sequence made by ``SharedSequence/create(_:)``: what its source
/// delivers through.
@MainActor
package struct TraitSink<Value> {
  let node: TraitNode<Value>
  let connection: UInt64

  /// Delivers `value` to the connection's subscribers, if the connection is still open.
  package func send(_ value: Value) { node.send(value, from: connection) }

  /// Completes the connection, if it is still open.
  package func finish() { node.finish(from: connection) }
}

extension SharedSequence {
  /// A sequence whose every connection runs `connect`, which delivers through its sink and
  /// returns what ends it — RxSwift's `Observable.create`, for test sources.
  ///
  /// - Parameter connect: Starts a connection; may deliver and complete synchronously.
  /// - Returns: The driver or signal.
  package static func create(
    _ connect: @escaping @MainActor (TraitSink<Value>) -> AnyCancellable
  ) -> Self {
    Self(
      node: TraitNode(replay: Strategy.replay()) { node in
        connect(TraitSink(node: node, connection: node.connection))
      })
  }
}
