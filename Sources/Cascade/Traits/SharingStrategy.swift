/// What a ``SharedSequence`` hands a new subscriber: the one difference between a ``Driver``
/// and a ``Signal`` — RxCocoa's `SharingStrategyProtocol`.
///
/// Every operator is written once on ``SharedSequence`` and keeps its strategy: a `map` of a
/// driver is a driver and replays; a `map` of a signal is a signal and does not.
public protocol SharingStrategy {
  /// Whether a new subscriber receives the latest value at once.
  static var replaysLatest: Bool { get }
}

/// The strategy of a ``Driver``: a new subscriber receives the latest value at once.
public enum DriverSharingStrategy: SharingStrategy {
  /// `true`: a driver replays its latest value.
  public static var replaysLatest: Bool { true }
}

/// The strategy of a ``Signal``: a new subscriber receives only what happens after it
/// subscribed.
public enum SignalSharingStrategy: SharingStrategy {
  /// `false`: a signal replays nothing.
  public static var replaysLatest: Bool { false }
}

extension SharingStrategy {
  /// The replay of a node this strategy makes.
  @usableFromInline
  @MainActor
  static func replay<T>(of _: T.Type = T.self) -> TraitNode<T>.Replay {
    replaysLatest ? .latest : .none
  }
}
