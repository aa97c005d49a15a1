import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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

extension ActionOrigin {
  /// How many ``ActionRecorder``s exist: while none does, stores mark nothing, so a store
  /// without a recorder pays one load of this counter per action.
  @usableFromInline static let recorders = Atomic<Int>(0)

  /// The thread-local slot holding the origin of the action being reduced on this thread.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Cascade: no thread-local key for action origins (\(status)).")
    return key
  }()

  /// Whether stores must mark the origin of each action they reduce on their thread: a
  /// recorder exists that no store's root writes to directly — more than one recorder, or one
  /// not attached at a root.
  ///
  /// - Parameter hasSlot: Whether the asking store writes its root recorder's slot.
  @inlinable
  static func isMarking(hasSlot: Bool) -> Bool {
    recorders.load(ordering: .relaxed) > (hasSlot ? 1 : 0)
  }

  /// Marks the action about to be reduced on this thread as coming from `origin`.
  @usableFromInline
  static func mark(_ origin: ActionOrigin) {
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: origin == .sent ? 1 : 2))
  }

  /// The origin of the action being reduced on this thread; ``sent`` when no store marked
  /// it (a reducer called directly).
  @usableFromInline
  static var current: ActionOrigin {
    UInt(bitPattern: pthread_getspecific(key)) == 2 ? .effect : .sent
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
