/// The effects one top-level action started: what a ``StoreTask`` cancels and waits for.
///
/// The group is finished when no record is running and no action of the group is being
/// processed (a *hold*): an action an effect delivered joins the group with its effects, even
/// when one of them cancels the effect that delivered it.
/// Thread-safe so that a store's deinit (which may run on any thread) can settle it.
@usableFromInline
final class EffectGroup: Sendable, Hashable {
  /// A task waiting for the group, with how its wait is accounted for in a settling domain.
  private typealias Waiter = (
    continuation: CheckedContinuation<Void, Never>, parking: SettlingHooks.Sleeper?
  )

  private struct Storage {
    /// The group's running records, `nil` when none: most groups run one effect at a time (a
    /// restarted timeout's runs one until the next restart cancels it), which `RecordIDs`
    /// keeps inline, so starting and ending it neither allocates a set nor hashes.
    var running: RecordIDs?
    var holds = 0
    /// Each waiter with how its wait is accounted for in a settling domain.
    var waiters: [Waiter] = []
    var isCancelled = false

    mutating func takeWaitersIfFinished() -> [CheckedContinuation<Void, Never>] {
      guard running == nil, holds == 0 else { return [] }
      defer { waiters = [] }
      // Counted busy again before they resume, so an advance waits for them.
      for waiter in waiters { waiter.parking?.woke() }
      return waiters.map(\.continuation)
    }
  }

  private let storage = Locked(Storage())
  /// What cancels the group's effects: held strongly, so it must not hold the store strongly
  /// (a store's core passes its ``WeakCore``).
  private let canceller: (any EffectCanceller)?

  init(canceller: (any EffectCanceller)?) {
    self.canceller = canceller
  }

  var isCancelled: Bool { storage.withLock { $0.isCancelled } }

  var isFinished: Bool { storage.withLock { $0.running == nil && $0.holds == 0 } }

  func add(_ id: UInt64) {
    storage.withLock { storage in
      if storage.running == nil {
        storage.running = RecordIDs(id)
      } else {
        storage.running?.insert(id)
      }
    }
  }

  func remove(_ id: UInt64) {
    let waiters = storage.withLock { storage -> [CheckedContinuation<Void, Never>] in
      guard storage.running?.contains(id) == true else { return [] }
      if storage.running?.remove(id) == true { storage.running = nil }
      return storage.takeWaitersIfFinished()
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Keeps the group unfinished while one of its actions is processed.
  func hold() {
    storage.withLock { $0.holds += 1 }
  }

  func release() {
    let waiters = storage.withLock { storage -> [CheckedContinuation<Void, Never>] in
      storage.holds -= 1
      return storage.takeWaitersIfFinished()
    }
    for waiter in waiters { waiter.resume() }
  }

  @MainActor
  func cancel() {
    let ids = storage.withLock { storage in
      storage.isCancelled = true
      return storage.running?.sorted() ?? []
    }
    canceller?.cancelEffects(ids)
  }

  /// Waits until the group is finished. A task of a settling domain is parked while it
  /// waits: only work the domain tracks can finish the group.
  func finish() async {
    let parking = SettlingHooks.parking()
    await withCheckedContinuation { continuation in
      let finished = storage.withLock { storage in
        if storage.running == nil && storage.holds == 0 { return true }
        storage.waiters.append((continuation, parking))
        parking?.parked()
        return false
      }
      if finished { continuation.resume() }
    }
  }

  @usableFromInline
  static func == (lhs: EffectGroup, rhs: EffectGroup) -> Bool { lhs === rhs }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The store side of an ``EffectGroup``: cancels effects by their serial number.
protocol EffectCanceller: AnyObject, Sendable {
  /// Cancels the effects `ids`; called on the main actor (by `StoreTask.cancel()`).
  func cancelEffects(_ ids: [UInt64])
}
