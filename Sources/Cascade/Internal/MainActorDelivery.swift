#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Marks code that runs synchronously inside main-actor-isolated code, so that scheduler
/// callbacks it triggers can deliver to a store at once instead of hopping.
///
/// A thread check cannot answer "am I on the main actor": on Linux the main actor need not
/// be serviced by the process's main thread. Isolation can: the store (main actor) marks the
/// calls it makes into schedulers, and `TestScheduler` marks the items it runs when it is
/// advanced from the main actor. The mark names the current thread, so a task that inherits
/// it (task-local values are inherited) but runs elsewhere does not count as marked.
enum MainActorContext {
  @TaskLocal private static var markedThread: UInt?

  /// Runs `body`, which the caller guarantees runs on the main actor, marked as such.
  static func mark<R>(_ body: () throws -> R) rethrows -> R {
    try $markedThread.withValue(currentThread(), operation: body)
  }

  /// Whether the current code runs synchronously inside marked main-actor code.
  static var isMarked: Bool {
    markedThread.map { $0 == currentThread() } ?? false
  }

  private static func currentThread() -> UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}

/// Runs `body` on the main actor: synchronously when called from marked main-actor code
/// (a `TestScheduler` advanced from the main actor, an `ImmediateScheduler`), else in a
/// main-actor task.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if MainActorContext.isMarked {
    MainActor.assumeIsolated(body)
  } else {
    Task { @MainActor in body() }
  }
}
