#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a test's own task whose body is isolated to the caller's actor (a `@MainActor` body
/// started from a main-actor test) in place, before the call returns, while keeping its
/// domain as the task's executor preference, so that its nonisolated callees still run on
/// the domain, where `advance` waits for them.
///
/// Neither `Task.immediate` nor a preference pushed inside the task can do both: the runtime
/// compares the task executor as well as the actor when a task hops, and a job the actor's
/// executor runs carries none, so the body's first hop to its own actor becomes a real
/// enqueue. Here the task is created with the preference, and every job it enqueues on the
/// domain before its body starts — its first, then the hops of Cascade's own wrapper — is
/// taken on the starting thread and run at once, isolated to the caller's actor (which the
/// caller holds) with the domain as task executor: the body's hop to that actor then has
/// nothing to switch, and the body runs until it first suspends. From there on its jobs are
/// queued as any root's.
final class InPlaceStart: Sendable {
  private let domain: SettlingDomain
  private let captured = Locked<[UnownedJob]>([])

  /// The start under way on this thread, while its task's wrapper runs.
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  init(domain: SettlingDomain) {
    self.domain = domain
  }

  /// Takes `job`, which `domain` is asked to run, when a start on this thread waits for its
  /// task's jobs; `false` otherwise.
  static func capture(_ job: UnownedJob, for domain: SettlingDomain) -> Bool {
    guard let pointer = pthread_getspecific(key) else { return false }
    let start = Unmanaged<InPlaceStart>.fromOpaque(pointer).takeUnretainedValue()
    guard start.domain === domain else { return false }
    start.captured.withLock { $0.append(job) }
    return true
  }

  /// Starts taking the jobs this thread enqueues on the domain: call it just before creating
  /// the task (with the domain as its preference), then ``runTaken(on:)``.
  func beginTaking() {
    pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
  }

  /// Runs the task's taken jobs in place, isolated to `actor`, until its body has started and
  /// suspended, then stops taking.
  ///
  /// - Parameter actor: The caller's actor, which the body is isolated to (never `nil`: the
  ///   type says so only to carry the caller's isolation through).
  func runTaken(on actor: isolated (any Actor)?) {
    defer { pthread_setspecific(Self.key, nil) }
    guard let executor = actor?.unownedExecutor else { return }
    while let job = captured.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job.runSynchronously(isolatedTo: executor, taskExecutor: domain.asUnownedTaskExecutor())
    }
  }

  /// The body is about to start: the jobs it enqueues from here on are queued as any root's.
  /// Called from the task's wrapper; a no-op on another thread (a start that did not run in
  /// place).
  func bodyStarts() {
    guard pthread_getspecific(Self.key) == Unmanaged.passUnretained(self).toOpaque() else {
      return
    }
    pthread_setspecific(Self.key, nil)
  }
}
