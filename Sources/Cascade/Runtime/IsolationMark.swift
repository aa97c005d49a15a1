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
  private static let key = ThreadLocalKey("isolation marks")

  /// Runs `body`, which the caller guarantees runs on the actor `isolation` identifies,
  /// marked as such.
  static func mark<R>(_ isolation: ObjectIdentifier, _ body: () throws -> R) rethrows -> R {
    try key.withValue(UnsafeRawPointer(bitPattern: UInt(bitPattern: isolation)), body)
  }

  /// Whether the current code runs synchronously inside code marked with `isolation`.
  static func isMarked(_ isolation: ObjectIdentifier) -> Bool {
    UInt(bitPattern: key.value) == UInt(bitPattern: isolation)
  }
}
