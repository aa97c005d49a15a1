import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a store tells the recorders where the action it reduces came from: a thread-local
/// mark, made only while some recorder may read it.
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
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: UInt(origin.mark)))
  }

  /// The origin of the action being reduced on this thread; ``sent`` when no store marked
  /// it (a reducer called directly).
  @usableFromInline
  static var current: ActionOrigin {
    ActionOrigin(mark: UInt8(truncatingIfNeeded: UInt(bitPattern: pthread_getspecific(key))))
      ?? .sent
  }
}
