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
