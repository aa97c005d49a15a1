import Synchronization

/// Where an action came from: sent to the store, delivered by an effect, or delivered by the
/// work the store started when it was made (its root's `onMount`).
///
/// ```swift
/// let fromUser = recorder.log.entries.filter { $0.origin == .sent }
/// ```
public enum ActionOrigin: String, Codable, Sendable {
  /// Sent to the store (`store.send`, from a view, a test or a scoped store).
  case sent
  /// Delivered by an effect the reducer returned (`.send`, `.run`, a timer, …).
  case effect
  /// Delivered by the work the store started when it was made: its root's `onMount` (and
  /// that of children in its initial state). A child mounted later by an action delivers
  /// ``effect`` actions: its work belongs to that action.
  case mount

  /// The origin a log names `rawValue`: `"sent"`, `"effect"` or `"mount"`.
  ///
  /// - Parameter rawValue: The name.
  public init?(rawValue: String) {
    switch rawValue {
    case "sent": self = .sent
    case "effect": self = .effect
    case "mount": self = .mount
    default: return nil
    }
  }
}

/// Where a store writes the origin of the action it is about to reduce, for the recorder
/// attached at its root: a plain store per action, where the thread-local mark (for
/// recorders attached deeper) costs two calls.
@usableFromInline
final class ActionOriginSlot: Sendable {
  /// 0 while no store writes it; else 1 + the origin's index (1: sent, 2: effect, 3: mount).
  @usableFromInline let value = Atomic<UInt8>(0)

  @usableFromInline
  init() {}

  @inlinable
  func write(_ origin: ActionOrigin) {
    value.store(origin.mark, ordering: .relaxed)
  }

  /// The origin a store wrote, or `nil` when none writes this slot.
  @inlinable
  var origin: ActionOrigin? {
    ActionOrigin(mark: value.load(ordering: .relaxed))
  }
}

/// A reducer that records at the root of a store: the store writes each action's origin into
/// its slot.
@usableFromInline
protocol RootRecording {
  var originSlot: ActionOriginSlot { get }
}

extension ActionOrigin {
  /// The origin's number in a slot or a thread-local mark (1: sent, 2: effect, 3: mount).
  @inlinable
  var mark: UInt8 {
    switch self {
    case .sent: 1
    case .effect: 2
    case .mount: 3
    }
  }

  /// The origin of a ``mark``; `nil` for anything else (0: nothing written).
  @inlinable
  init?(mark: UInt8) {
    switch mark {
    case 1: self = .sent
    case 2: self = .effect
    case 3: self = .mount
    default: return nil
    }
  }
}
