import Dispatch
import Foundation

/// Runs `body` on the main actor: synchronously when already on the main thread (a
/// `TestScheduler` advanced from a `@MainActor` test, `DispatchQueueScheduler.main`), else
/// enqueued on the main queue, which keeps deliveries in FIFO order.
func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if Thread.isMainThread {
    MainActor.assumeIsolated(body)
  } else {
    DispatchQueue.main.async { MainActor.assumeIsolated(body) }
  }
}
