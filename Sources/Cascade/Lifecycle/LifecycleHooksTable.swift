import Synchronization

/// The lifecycle work of reducer types built with `body`, worked out once per type where the
/// compiler cannot fold it: below ``foldedDepth`` named features, and in a feature that
/// contains itself, whose question would otherwise never end.
///
/// A type's answer is every kind of work reachable from it: a type met again while its own
/// answer is being worked out adds nothing new (what it holds is being collected already),
/// so the walk stops there. Reads take no lock; the first question about a type does.
@usableFromInline
enum LifecycleHooksTable {
  /// How many reducers built with `body` a question passes through before it is looked up.
  /// Above it, a feature's answer is a constant in its optimized code; a recursive feature
  /// pays this many calls and one lookup.
  @inlinable static var foldedDepth: Int { 4 }

  private static let capacity = 1024

  /// Each slot holds a type's metadata address with its hooks in the two low bits (metadata
  /// is pointer-aligned), or 0 while empty. A slot is written once and never changes.
  // Unsafe: the slots are atomics, allocated once and never freed; every access is atomic.
  private nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<UInt>> = {
    let slots = UnsafeMutablePointer<Atomic<UInt>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic(0)) }
    return slots
  }()

  /// Held while a type's answer is worked out: the walk asks about other types on the same
  /// thread (so the lock is recursive), and the two sets below are only touched under it.
  private static let lock = RecursiveLock()
  // Unsafe: read and written only while `lock` is held.
  private nonisolated(unsafe) static var inProgress: Set<ObjectIdentifier> = []
  // Unsafe: read and written only while `lock` is held. Types past the table's capacity.
  private nonisolated(unsafe) static var overflow: [ObjectIdentifier: _LifecycleHooks] = [:]

  /// The lifecycle work of `type`, whose body's answer `compute` works out.
  ///
  /// - Parameters:
  ///   - type: A reducer type built with `body`.
  ///   - compute: The body's answer, asked from depth 0.
  /// - Returns: Every kind of lifecycle work reachable from `type`.
  @usableFromInline
  static func hooks<R>(of type: R.Type, _ compute: () -> _LifecycleHooks) -> _LifecycleHooks {
    let key = UInt(bitPattern: ObjectIdentifier(type))
    if let hooks = lookUp(key) { return hooks }
    lock.lock()
    defer { lock.unlock() }
    if let hooks = lookUp(key) ?? overflow[ObjectIdentifier(type)] { return hooks }
    // Met again inside its own walk: what it holds is being collected by the outer question.
    guard inProgress.insert(ObjectIdentifier(type)).inserted else { return [] }
    let hooks = compute()
    inProgress.remove(ObjectIdentifier(type))
    // An answer worked out inside another type's walk may lack what that type holds (the walk
    // stopped there): only an outermost answer is complete, and only it is kept.
    if inProgress.isEmpty { store(hooks, for: key, type: ObjectIdentifier(type)) }
    return hooks
  }

  private static func firstSlot(_ key: UInt) -> Int {
    Int(truncatingIfNeeded: (key >> 3) &* 0x9E37_79B9) & (capacity - 1)
  }

  private static func lookUp(_ key: UInt) -> _LifecycleHooks? {
    var index = firstSlot(key)
    for _ in 0..<capacity {
      let slot = slots[index].load(ordering: .acquiring)
      if slot == 0 { return nil }
      if slot & ~3 == key { return _LifecycleHooks(rawValue: UInt8(slot & 3)) }
      index = (index + 1) & (capacity - 1)
    }
    return nil
  }

  private static func store(_ hooks: _LifecycleHooks, for key: UInt, type: ObjectIdentifier) {
    var index = firstSlot(key)
    for _ in 0..<capacity {
      // Writers hold the lock, so an empty slot stays empty until this store.
      if slots[index].load(ordering: .relaxed) == 0 {
        slots[index].store(key | UInt(hooks.rawValue), ordering: .releasing)
        return
      }
      index = (index + 1) & (capacity - 1)
    }
    overflow[type] = hooks
  }
}
