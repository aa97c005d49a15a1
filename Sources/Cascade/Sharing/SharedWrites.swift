import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pending writes of every persisted ``Shared`` value in the process: what is flushed at
/// exit, and on termination signals for the tools and servers that opt in.
///
/// Writes that a ``SharedKey`` with a `saveInterval` coalesces (`.fileStorage`) wait at most
/// one interval. Whatever is still unwritten when the process ends normally — `exit`, the
/// end of `main` — is written first, whether or not a store still holds the value. A signal
/// ends a process without that; a command-line tool or a server that may be stopped by
/// Ctrl-C, `kill` or a closed terminal opts in once, early in `main`:
///
/// ```swift
/// SharedWrites.flushOnTerminationSignals()
/// ```
public enum SharedWrites {
  /// Writes every pending change now, on the calling thread, and returns when they are on
  /// disk (or have failed, reported as they always are): for a server's orderly shutdown.
  public static func flush() {
    run(waiting: true) {
      let pending = pendingWrites.withLock { Array($0.values) }
      for write in pending { write.flushOnWriter() }
    }
  }

  /// Makes SIGINT, SIGTERM and SIGHUP flush every pending write before the signal takes its
  /// usual course (the process ends, with that signal as its status).
  ///
  /// Call it once, early, from the main thread; calling it again does nothing. It replaces
  /// what the process had installed for those three signals, and unblocks them on the calling
  /// thread (a process started by one that blocked them inherits that): a tool that handles
  /// them itself calls ``flush()`` from its own handler instead.
  public static func flushOnTerminationSignals() {
    _ = signalSources
  }

  // MARK: - The writer

  /// The serial queue every real-time write runs on (and the coalescing timers fire on):
  /// writes of one file never overlap, and none waits for the main thread.
  static let queue = DispatchQueue(label: "org.cascade.shared-writes")
  private static let onQueue = DispatchSpecificKey<Bool>()

  /// The coalescing clock for values whose `\.scheduler` is not a ``TestScheduler``.
  static let scheduler: DispatchQueueScheduler = {
    queue.setSpecific(key: onQueue, value: true)
    return DispatchQueueScheduler(queue: queue)
  }()

  /// Runs `work` on the writer queue: inline when already there, otherwise waiting for it
  /// when `waiting`, else later.
  static func run(waiting: Bool, _ work: @escaping @Sendable () -> Void) {
    _ = scheduler
    if DispatchQueue.getSpecific(key: onQueue) == true { return work() }
    if waiting { queue.sync(execute: work) } else { queue.async(execute: work) }
  }

  // MARK: - Pending writes

  /// A value with a change not yet written.
  protocol PendingWrite: AnyObject, Sendable {
    /// Writes the pending change now; called on the writer queue.
    func flushOnWriter()
  }

  /// The values with a change not yet written, held strongly until it is: a value whose last
  /// `@Shared` went away still gets written at exit.
  private static let pendingWrites = Locked<[ObjectIdentifier: any PendingWrite]>([:])

  static func add(_ write: any PendingWrite) {
    _ = exitFlush
    pendingWrites.withLock { $0[ObjectIdentifier(write)] = write }
  }

  static func remove(_ write: any PendingWrite) {
    pendingWrites.withLock { $0[ObjectIdentifier(write)] = nil }
  }

  /// The `atexit` handler that flushes pending writes, registered with the first one.
  private static let exitFlush: Void = {
    atexit { SharedWrites.flush() }
  }()

  // MARK: - Signals

  // Made once and never touched again but to keep the sources alive; Dispatch sources are
  // safe from any thread, but not marked Sendable on every platform.
  private nonisolated(unsafe) static let signalSources: [any DispatchSourceSignal] = [
    SIGINT, SIGTERM, SIGHUP,
  ].map {
    number in
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler {
      flush()
      // The usual course: the default action, as if no one had caught the signal — raised on
      // this thread, unblocked here (Dispatch's threads block signals).
      signal(number, SIG_DFL)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, number)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      raise(number)
    }
    source.resume()
    waitForHandler(of: number)
    return source
  }

  /// Waits until Dispatch has installed its handler for `number` (on Linux it does so on a
  /// queue of its own, after `resume()`; until then the signal would be ignored). Bounded: a
  /// second. On Apple platforms a signal source is a kqueue filter, with no handler to see.
  private static func waitForHandler(of number: Int32) {
    #if !canImport(Darwin)
      for _ in 0..<1_000 {
        var current = sigaction()
        sigaction(number, nil, &current)
        let handler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        if handler != unsafeBitCast(SIG_IGN, to: Int.self) { return }
        usleep(1_000)
      }
    #endif
  }
}
