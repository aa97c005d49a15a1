/// What a trait hands an observer: a value, or the end — RxSwift's `Event`, without `error`,
/// since a `Driver` or `Signal` never fails.
///
/// Named `TraitEvent` rather than `Event` so that it never shadows an app's own `Event`
/// (an analytics or calendar type); an observer written for RxSwift keeps its `switch`, less
/// the `.error` case.
public enum TraitEvent<Element> {
  /// A value.
  case next(Element)
  /// The trait completed; nothing follows.
  case completed

  /// The value, if this is one.
  public var element: Element? {
    if case .next(let element) = self { element } else { nil }
  }

  /// Whether this ends the sequence.
  public var isCompleted: Bool {
    if case .completed = self { true } else { false }
  }
}

extension TraitEvent: Equatable where Element: Equatable {}
extension TraitEvent: Sendable where Element: Sendable {}
