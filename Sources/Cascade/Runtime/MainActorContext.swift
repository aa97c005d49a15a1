import Dispatch
import Foundation

/// Answers "does the current code hold the main actor?" without trapping, for work that must
/// happen in place when it can — a trait subscription cancelled by main-actor code ends its
/// upstream before the next line runs, as an Rx disposable does.
///
/// Swift has no public, non-trapping query for this (`MainActor.assumeIsolated` traps), and a
/// thread check alone is wrong: on Linux, once the process parks its main thread in
/// `dispatchMain()` (as `swift test` does), main-actor jobs run on Dispatch's worker threads
/// that drain the main queue. So the check is a Dispatch queue-specific value set on the main
/// queue (present while any thread drains it, or a queue targeting it), or the main thread
/// itself (top-level code before the queue is drained anywhere else).
enum MainActorContext {
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Whether the caller runs with the main actor held: a main-queue job, the main thread, or a
  /// thread that holds it for a settling advance (``SettlingHooks/isMainActorHeld``).
  static var isCurrent: Bool {
    SettlingHooks.isMainActorHeld || DispatchQueue.getSpecific(key: key) != nil
      || Thread.isMainThread
  }
}
