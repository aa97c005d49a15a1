import Synchronization

/// Whether a `@Shared` value inside a value changed after a given moment.
///
/// Copies of a struct holding `@Shared` hold the same reference, so an observer's last copy
/// and the state now compare equal even after the shared value changed in place (a sibling,
/// an effect, another store wrote it). Each shared value records the moment of its last
/// change on one process-wide clock (``SharedChanges``); an observer remembers the moment it
/// read its field, and looks inside an equal value — by reflection — only when some shared
/// value changed since. A field with no shared value inside pays one atomic load per check.
enum SharedChangeScan {
  /// Whether a shared value inside `value` changed after `moment`.
  static func changed(in value: Any, after moment: UInt64) -> Bool {
    changed(value, after: moment, depth: 0)
  }

  private static func changed(_ value: Any, after moment: UInt64, depth: Int) -> Bool {
    if let shared = value as? any SharedFingerprinting {
      return shared.sharedLastChange > moment
    }
    // Deep enough for any state a feature holds; a cycle through classes stops here.
    guard depth < 32 else { return false }
    let mirror = Mirror(reflecting: value)
    // A class instance is compared by identity, not looked into (as the diff treats it).
    guard mirror.displayStyle != .class else { return false }
    return mirror.children.contains { changed($0.value, after: moment, depth: depth + 1) }
  }
}

/// A `@Shared` seen by ``SharedChangeScan``.
protocol SharedFingerprinting {
  /// The ``SharedChanges`` moment of the value's last change.
  var sharedLastChange: UInt64 { get }
}

/// A process-wide count of changes to shared values: the clock of their last changes.
enum SharedChanges {
  private static let counter = Atomic<UInt64>(0)

  /// The moment now: the number of shared changes so far.
  static var generation: UInt64 { counter.load(ordering: .acquiring) }

  /// Counts one more change; returns its moment.
  static func advance() -> UInt64 {
    counter.add(1, ordering: .acquiringAndReleasing).newValue
  }
}

/// An observer's view of the shared values inside the field it watches: the moment it last
/// read the field, and whether a shared value inside changed since.
@usableFromInline
final class SharedChangeCheck {
  // Touched only on the main actor by the one observer closure that owns it.
  private var moment: UInt64

  @usableFromInline
  init() {
    moment = SharedChanges.generation
  }

  /// Whether a shared value inside `value` (equal to the last one read) changed since it was
  /// read; the check counts as a read.
  @usableFromInline
  func changed(_ value: Any) -> Bool {
    let now = SharedChanges.generation
    guard now != moment else { return false }
    defer { moment = now }
    return SharedChangeScan.changed(in: value, after: moment)
  }

  /// A new value was read.
  @usableFromInline
  func remember() {
    moment = SharedChanges.generation
  }
}
