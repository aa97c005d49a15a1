#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Marks code that runs synchronously inside an actor's isolation, so that scheduler
/// callbacks it triggers can reach a store on that actor at once instead of hopping.
///
/// A thread check cannot answer "am I on this actor": on Linux the main actor need not be
/// serviced by the process's main thread, and other actors run on any thread. Isolation can:
/// a store marks the calls it makes into schedulers with its own isolation, and
/// `TestScheduler` marks the items it runs with the isolation it was advanced from.
///
/// The mark is a thread-local value, set for the synchronous extent of ``mark(_:_:)`` and
/// restored after it: code inside runs on the marking thread and cannot suspend, so "marked"
/// means exactly "called synchronously from inside the marked code". A task started inside
/// is not marked (it runs later, maybe elsewhere). Reading it is one `pthread_getspecific`:
/// a timer's tick checks it on every delivery.
enum IsolationMark {
  /// The thread-local slot holding the current mark (an isolation's identity), made once.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Cascade: no thread-local key for isolation marks (\(status)).")
    return key
  }()

  /// Runs `body`, which the caller guarantees runs on the actor `isolation` identifies,
  /// marked as such.
  static func mark<R>(_ isolation: ObjectIdentifier, _ body: () throws -> R) rethrows -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: UInt(bitPattern: isolation)))
    defer { pthread_setspecific(key, previous) }
    return try body()
  }

  /// Whether the current code runs synchronously inside code marked with `isolation`.
  static func isMarked(_ isolation: ObjectIdentifier) -> Bool {
    UInt(bitPattern: pthread_getspecific(key)) == UInt(bitPattern: isolation)
  }
}
