import Synchronization

/// The process-wide source of removal stamps: an identified collection (``IdentifiedArray``,
/// ``StackState``) takes a new stamp when it is made and whenever it loses an element, so
/// that a reducer or a store can tell "nothing was removed" by comparing two numbers, without
/// looking through the ids.
@usableFromInline
enum RemovalStamp {
  @usableFromInline static let counter = Atomic<UInt64>(0)

  /// A stamp no collection had before.
  @usableFromInline
  static func next() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }

  /// The latest stamp handed out: unchanged since an earlier reading means no identified
  /// collection was made or lost an element since.
  @inlinable
  static var latest: UInt64 {
    counter.load(ordering: .relaxed)
  }
}
