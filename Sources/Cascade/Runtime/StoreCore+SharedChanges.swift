import Foundation
import Synchronization

extension StoreCore {
  /// Starts (or stops) hearing about changes to the shared values of the store's dependency
  /// context, as the store gains its first observer (or loses its last): a `@Shared` written
  /// by another store, or by an effect outside any send, changes a field this store's
  /// drivers and tracked fields read, though this store ran no reducer.
  func listenForSharedChanges(_ isListening: Bool) {
    guard isListening else { return stopListeningForSharedChanges() }
    guard observing.sharedListener == nil else { return }
    let registry = dependencyValues.sharedRegistry
    let isolation = self.isolation
    let hop = PendingHop()
    let id = registry.addListener(self) { [weak self] in
      guard let self else { return }
      // On the main thread a main-actor store is notified in place: in the same send as the
      // change, before the writer's caller goes on. Elsewhere (an effect's thread; on Linux
      // the main actor need not run on the main thread) by a hop to the store's isolation,
      // which a test's settling waits for.
      if isolation.isMainActor, Thread.isMainThread {
        return MainActor.assumeIsolated { self.sharedValueDidChange() }
      }
      // One hop at a time: a burst of writes from an effect is one notification.
      guard hop.begin() else { return }
      isolation.perform(site: EffectSite("a shared value's change", fileID: #fileID, line: #line)) {
        [weak self] in
        hop.end()
        self?.sharedValueDidChange()
      }
    }
    observing.sharedListener = SharedListenerToken(registry: registry, id: id)
  }

  /// Leaves the registry's listeners: when the last observer goes, and when the core is
  /// released with observers left (their subscriptions may outlive the store).
  func stopListeningForSharedChanges() {
    observing.sharedListener?.remove()
    observing.sharedListener = nil
  }

  /// Notifies the observers after a shared value changed, unless a send is under way (it
  /// notifies them when it ends).
  func sharedValueDidChange() {
    guard observing.hasObservers, !loop.isProcessing else { return }
    notifyObservers()
  }
}

/// Whether a hop to notify a store of shared changes is on its way: writes made before it
/// arrives need no hop of their own (it notifies after them).
private final class PendingHop: Sendable {
  private let isPending = Atomic(false)

  /// Whether the caller should start the hop (none was pending).
  func begin() -> Bool {
    !isPending.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// The hop arrived: a later write needs a new one.
  func end() {
    isPending.store(false, ordering: .releasing)
  }
}

/// A store's place among a registry's listeners.
struct SharedListenerToken {
  let registry: SharedRegistry
  let id: UInt64

  func remove() {
    registry.removeListener(id)
  }
}
