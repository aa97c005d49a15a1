#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which store's instruments a runtime warning raised here goes to: the store reducing an
/// action on this thread (a thread-local mark, set only by a watched store), or the store
/// whose `.run` effect runs in this task (a task-local value, set only when watched).
/// Instruments added for every store get every warning.
enum InstrumentScope {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "Cascade: no thread-local key for instrument scopes (\(status)).")
    return key
  }()

  /// The instruments of the store whose `.run` effect runs in this task.
  @TaskLocal static var task: [InstrumentEntry]?

  /// Makes `instrumentation`'s instruments receive the warnings raised on this thread until
  /// ``leave(_:)``.
  ///
  /// - Returns: What to restore: the scope of a store whose reducer sent to this one.
  @inline(__always)
  static func enter(_ instrumentation: Instrumentation) -> UnsafeMutableRawPointer? {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(instrumentation).toOpaque())
    return previous
  }

  /// Ends the scope ``enter(_:)`` began.
  @inline(__always)
  static func leave(_ previous: UnsafeMutableRawPointer?) {
    pthread_setspecific(key, previous)
  }

  /// Runs a `.run` effect's body with `instruments` receiving the warnings it raises.
  ///
  /// - Returns: Whether the body threw.
  static func run<Action>(
    _ body: @Sendable (Send<Action>) async -> Bool, _ send: Send<Action>,
    reportingTo instruments: [InstrumentEntry]
  ) async -> Bool {
    await $task.withValue(instruments) { await body(send) }
  }

  /// Sends a warning to the instruments it concerns.
  static func report(_ message: String, fileID: StaticString, line: UInt) {
    var entries: [InstrumentEntry] = []
    if let pointer = pthread_getspecific(key) {
      entries = Unmanaged<Instrumentation>.fromOpaque(pointer).takeUnretainedValue().active
    } else if let task {
      entries = task
    }
    for entry in InstrumentRegistry.globalEntries where !entries.contains(where: { $0 === entry }) {
      entries.append(entry)
    }
    for entry in entries where entry.isAttached {
      entry.instrument.warning(message, fileID: fileID, line: line)
    }
  }
}
