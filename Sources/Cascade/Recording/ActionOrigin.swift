import Synchronization

/// Where a recorded action came from: sent to the store, or delivered by an effect.
///
/// ```swift
/// let fromUser = recorder.log.entries.filter { $0.origin == .sent }
/// ```
public enum ActionOrigin: String, Codable, Sendable {
  /// Sent to the store (`store.send`, from a view, a test or a scoped store).
  case sent
  /// Delivered by an effect the reducer returned (`.send`, `.run`, a timer, …).
  case effect

  /// The origin a log names `rawValue`: `"sent"` or `"effect"`.
  ///
  /// - Parameter rawValue: The name.
  public init?(rawValue: String) {
    switch rawValue {
    case "sent": self = .sent
    case "effect": self = .effect
    default: return nil
    }
  }
}

/// Where a store writes the origin of the action it is about to reduce, for the recorder
/// attached at its root: a plain store per action, where the thread-local mark (for
/// recorders attached deeper) costs two calls.
@usableFromInline
final class ActionOriginSlot: Sendable {
  /// 0 while no store writes it; else 1 + the origin's index (1: sent, 2: effect).
  @usableFromInline let value = Atomic<UInt8>(0)

  @usableFromInline
  init() {}

  @inlinable
  func write(_ origin: ActionOrigin) {
    value.store(origin == .sent ? 1 : 2, ordering: .relaxed)
  }

  /// The origin a store wrote, or `nil` when none writes this slot.
  @inlinable
  var origin: ActionOrigin? {
    switch value.load(ordering: .relaxed) {
    case 1: .sent
    case 2: .effect
    default: nil
    }
  }
}

/// A reducer that records at the root of a store: the store writes each action's origin into
/// its slot.
@usableFromInline
protocol RootRecording {
  var originSlot: ActionOriginSlot { get }
}
