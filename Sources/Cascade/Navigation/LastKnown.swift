/// The last state a store scoped to a presented child or a stack element read, which it
/// keeps showing once the child is gone — a view being dismissed may still read it, and a
/// tracked field is compared once more after the dismissal.
///
/// Every instance equals every other, so that a key path through one identifies a scoped
/// store by the path alone, and scoping again returns the cached store.
final class LastKnown<Value>: Hashable {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }

  static func == (lhs: LastKnown, rhs: LastKnown) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}

extension Optional {
  /// Whether a value is present: what scoping to an optional part tracks.
  var isPresentForScope: Bool { self != nil }

  /// The value, or the last one read through `lastKnown` once it is `nil`: the key path of a
  /// store scoped to an optional part.
  subscript(presentOr lastKnown: LastKnown<Wrapped>) -> Wrapped {
    if let self {
      lastKnown.value = self
      return self
    }
    return lastKnown.value
  }
}
