import Observation
import Synchronization

/// Runs `apply` now, and again after every top-level send that changed a store field it
/// read, until the returned token is cancelled or released.
///
/// The Observation framework's answer to "keep this in sync with the store", without SwiftUI
/// and on Linux too: `apply` reads what it needs (`store.count`, `store.todos`), and only
/// those fields re-run it.
///
/// ```swift
/// let rendering = observe {
///   print("Count: \(store.count)")
/// }
/// store.send(.incrementTapped)   // prints "Count: 1"
/// rendering.cancel()
/// ```
///
/// A send that changed a field `apply` read re-runs it once, after the send (and the
/// actions it produced synchronously) — at the point drivers are notified. A change from
/// another `Observable` object re-runs it on the main actor soon after.
///
/// - Parameter apply: Reads the state it depends on; runs on the main actor.
/// - Returns: A token that stops the observation.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> AnyCancellable {
  let loop = ObserveLoop(apply)
  loop.run()
  return AnyCancellable { loop.cancel() }
}

/// One `observe {}`: runs its closure under observation tracking, again on each change.
@MainActor
final class ObserveLoop: Sendable {
  private var apply: (@MainActor () -> Void)?
  private let isCancelled = Atomic(false)

  init(_ apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  func run() {
    guard !isCancelled.load(ordering: .acquiring), let apply else {
      self.apply = nil
      return
    }
    withObservationTracking(apply) { [weak self] in
      ObserveReruns.schedule(self)
    }
  }

  /// Stops re-running; thread-safe. The closure, and what it captures, is released with
  /// the token (or at the next change, if the token is kept).
  nonisolated func cancel() {
    isCancelled.store(true, ordering: .releasing)
  }
}

/// The `observe {}` loops to re-run once the current store notification is done.
enum ObserveReruns {
  @TaskLocal private static var isCollecting = false
  private static let pending = Mutex<[ObserveLoop]>([])

  /// Runs `notify` (a store telling its registrar what changed), keeping the loops it
  /// schedules for ``drain()``.
  @MainActor
  static func collecting(_ notify: () -> Void) {
    $isCollecting.withValue(true, operation: notify)
  }

  /// Re-runs the loops scheduled while collecting, each once.
  @MainActor
  static func drain() {
    var seen = Set<ObjectIdentifier>()
    while let loop = pending.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      guard seen.insert(ObjectIdentifier(loop)).inserted else { continue }
      loop.run()
    }
  }

  /// Called by Observation when something a loop read is about to change.
  ///
  /// Outside a store's notification (a `@Shared` written inside a reducer tells its
  /// observers at once), the loop waits in the same list: a store whose send changed a field
  /// the loop read drains it when that send ends, as if the store had told it; a task drains
  /// it otherwise, on the main actor's next turn.
  static func schedule(_ loop: ObserveLoop?) {
    guard let loop else { return }
    pending.withLock { $0.append(loop) }
    if !isCollecting {
      Task { @MainActor in drain() }
    }
  }
}
