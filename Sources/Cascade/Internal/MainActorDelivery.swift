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

/// Marks a thread that holds the main actor on behalf of main-actor code blocked in a
/// synchronous call: a ``SettlingDomain`` running a job from a main-actor `advance` (or its
/// main-actor pump). Work of that job meant for the main actor may run in place.
///
/// A thread-local value, not a task-local one: the job belongs to another task than the
/// code that runs it.
enum HeldMainActor {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Runs `body`, which the caller runs synchronously while holding the main actor, marked.
  @MainActor
  static func mark(_ body: () -> Void) {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    body()
    pthread_setspecific(key, previous)
  }

  /// Whether the current thread runs inside ``mark(_:)``.
  static var isHeld: Bool { pthread_getspecific(key) != nil }

  /// Runs `body(value)` on the main actor: in place when the current thread holds it (see
  /// the type's documentation), else by hopping there, counted in the current settling
  /// domain as an excursion until the task is back.
  static func run<Value>(
    _ value: sending Value,
    _ body: @escaping @MainActor @Sendable (Value) -> Void
  ) async {
    if isHeld {
      // Sound: a marked thread runs a job on behalf of main-actor code that is blocked until
      // the job returns, so no other main-actor code runs until `body` is done.
      let unchecked = unsafeBitCast(body, to: (@Sendable (Value) -> Void).self)
      return unchecked(value)
    }
    let excursion = SettlingDomain.beginExcursion()
    await body(value)
    excursion?.end()
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
