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
/// `TestScheduler` marks the items it runs with the isolation it was advanced from. The mark
/// names the current thread too, so a task that inherits it (task-local values are
/// inherited) but runs elsewhere does not count as marked.
enum IsolationMark {
  private struct Mark {
    let isolation: ObjectIdentifier
    let thread: UInt
  }

  @TaskLocal private static var current: Mark?

  /// Runs `body`, which the caller guarantees runs on the actor `isolation` identifies,
  /// marked as such.
  static func mark<R>(_ isolation: ObjectIdentifier, _ body: () throws -> R) rethrows -> R {
    try $current.withValue(Mark(isolation: isolation, thread: currentThread()), operation: body)
  }

  /// Whether the current code runs synchronously inside code marked with `isolation`.
  static func isMarked(_ isolation: ObjectIdentifier) -> Bool {
    guard let current else { return false }
    return current.isolation == isolation && current.thread == currentThread()
  }

  private static func currentThread() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
