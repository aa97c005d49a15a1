import Synchronization

/// The process-wide source of insertion stamps: an ``IdentifiedArray`` takes a new one
/// whenever it gains an element, so that a `forEach` whose rows mount work can tell "nothing
/// was inserted" by comparing two numbers (see ``RemovalStamp``, its twin for removals).
@usableFromInline
enum InsertionStamp {
  @usableFromInline static let counter = Atomic<UInt64>(0)

  /// A stamp no collection had before.
  @usableFromInline
  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }
}
