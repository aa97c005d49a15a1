/// The effects one top-level action started: what a ``StoreTask`` cancels and waits for.
///
/// Also used, unnamed, as the completion barrier of one step of `Effect.concatenate`.
/// Thread-safe so that a store's deinit (which may run on any thread) can settle it.
@usableFromInline
final class EffectGroup: Sendable, Hashable {
  private struct Storage {
    var running: Set<UInt64> = []
    var waiters: [CheckedContinuation<Void, Never>] = []
    var isCancelled = false
    weak var canceller: (any EffectCanceller)?
  }

  private let storage: Locked<Storage>

  init(canceller: (any EffectCanceller)?) {
    var storage = Storage()
    storage.canceller = canceller
    self.storage = Locked(storage)
  }

  var isCancelled: Bool { storage.withLock { $0.isCancelled } }

  var isFinished: Bool { storage.withLock { $0.running.isEmpty } }

  func add(_ id: UInt64) {
    storage.withLock { _ = $0.running.insert(id) }
  }

  func remove(_ id: UInt64) {
    let waiters = storage.withLock { storage -> [CheckedContinuation<Void, Never>] in
      guard storage.running.remove(id) != nil, storage.running.isEmpty else { return [] }
      defer { storage.waiters = [] }
      return storage.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  @MainActor
  func cancel() {
    let (ids, canceller) = storage.withLock { storage in
      storage.isCancelled = true
      return (Array(storage.running), storage.canceller)
    }
    canceller?.cancelEffects(ids)
  }

  func finish() async {
    await withCheckedContinuation { continuation in
      let finished = storage.withLock { storage in
        if storage.running.isEmpty { return true }
        storage.waiters.append(continuation)
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
@MainActor
protocol EffectCanceller: AnyObject, Sendable {
  func cancelEffects(_ ids: [UInt64])
}
