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

  /// Whether stores must mark the origin of each action they reduce (a recorder exists).
  @inlinable
  static var isMarking: Bool { recorders.load(ordering: .relaxed) > 0 }

  /// Marks the action about to be reduced on this thread as coming from `origin`.
  @usableFromInline
  static func mark(_ origin: ActionOrigin) {
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: origin == .sent ? 1 : 2))
  }

  /// The origin of the action being reduced on this thread; ``sent`` when no store marked
  /// it (a reducer called directly).
  static var current: ActionOrigin {
    UInt(bitPattern: pthread_getspecific(key)) == 2 ? .effect : .sent
  }
}
