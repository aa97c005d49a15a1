/// The one value behind every ``Shared`` with an equal key (or behind one
/// `Shared(value:)` and its copies): the value, its lock, when it is next saved, and — in a
/// test store — what the test has asserted of it.
///
/// The value lives at a fixed heap address and `withLock` hands its body that address, under
/// a recursive lock: a body that reads or writes the same shared value again (on its own
/// thread) sees the value as mutated so far, with no copy and no exclusivity conflict.
///
/// Swift Observation sees it (``SharedObservation``): a read inside observation tracking
/// registers interest, and each change — by any `Shared` of the value, or loaded from its
/// store — tells the observer once, after the change.
final class SharedReference<Value: Sendable>: SharedStorage<Value>, @unchecked Sendable {
  // Unchecked: every mutable field is touched only while `lock` is held.
  private let lock = RecursiveLock()
  private let storage = UnsafeMutablePointer<Value>.allocate(capacity: 1)
  private let keyName: String
  private let persistence: SharedPersistence<Value>?
  /// Where changes are announced to observing stores; nil for a reference made outside any
  /// store context that nothing observes.
  private weak var registry: SharedRegistry?
  private var depth = 0
  /// How many changes were made: the order in which `persistence` must see them.
  private var version: UInt64 = 0
  /// The ``SharedChanges`` moment of the last change, for observers of values holding this.
  private var lastChange: UInt64 = 0

  // Test store bookkeeping; unused (nil/false) outside a test store.
  private let isTracked: Bool
  /// What the test last asserted the value is, when it may differ from the value: set to the
  /// value before the first change after an assertion, and written by `assert` closures.
  private var asserted: Value?
  private var changedSinceAccept = false
  private var assertionWrites = 0
  /// What Swift Observation's observers of the value register with.
  private let observation = SharedObservation()

  init(
    value: Value,
    name: String,
    persistence: SharedPersistence<Value>?,
    registry: SharedRegistry?
  ) {
    storage.initialize(to: value)
    self.keyName = name
    self.persistence = persistence
    self.registry = registry
    self.isTracked = registry?.tracksAssertions ?? false
    super.init()
    if isTracked { registry?.track(self) }
    persistence?.attach(to: self)
  }

  deinit {
    persistence?.referenceReleased(value: storage.pointee, version: version)
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  override func read() -> Value {
    observation.access()
    lock.lock()
    defer { lock.unlock() }
    if isTracked, SharedAssertion.isAsserting, let asserted { return asserted }
    return storage.pointee
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    if isTracked, SharedAssertion.isAsserting {
      defer { lock.unlock() }
      assertionWrites += 1
      if asserted == nil { asserted = storage.pointee }
      return try body(&asserted!)
    }
    if isTracked, !changedSinceAccept {
      changedSinceAccept = true
      if asserted == nil { asserted = storage.pointee }
    }
    depth += 1
    defer {
      depth -= 1
      let isOutermost = depth == 0
      // The change is numbered under the lock; the persistence is told after it is released
      // (so a save never runs with the lock held) and reads the value when it saves.
      var change: UInt64?
      if isOutermost {
        version += 1
        if persistence != nil { change = version }
        lastChange = SharedChanges.advance()
      }
      lock.unlock()
      if let change { persistence?.didChange(version: change) }
      if isOutermost {
        registry?.announceChange()
        observation.changed()
      }
    }
    return try body(&storage.pointee)
  }

  /// Sets the value loaded from the key's store (another process changed it), with no save
  /// back, and announces the change to observers.
  func replaceWithLoaded(_ value: Value) {
    lock.lock()
    storage.pointee = value
    version += 1
    lastChange = SharedChanges.advance()
    lock.unlock()
    registry?.announceChange()
    observation.changed()
  }

  /// The registry whose listeners hear of this value's changes.
  override var announcingRegistry: SharedRegistry? { registry }

  /// The moment of the last change, for observers of values holding this one.
  override var sharedLastChange: UInt64 {
    lock.lock()
    defer { lock.unlock() }
    return lastChange
  }

  /// The value and the number of the last change made to it.
  func versionedValue() -> (value: Value, version: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    return (storage.pointee, version)
  }

  override func saveNow() throws {
    guard let persistence else { return }
    let (value, version) = versionedValue()
    try persistence.saveNow(value, version: version)
  }

  override func loadNow() throws {
    guard let persistence else { return }
    let version = versionedValue().version
    guard let value = try persistence.loadNow(replacing: version) else { return }
    replaceWithLoaded(value)
  }
}

extension SharedReference: SharedAssertable {
  func acceptAssertion() {
    lock.lock()
    defer { lock.unlock() }
    asserted = nil
    changedSinceAccept = false
    assertionWrites = 0
  }

  var assertionState: SharedAssertionState {
    lock.lock()
    defer { lock.unlock() }
    let difference = asserted.flatMap {
      Diff.describe(expected: $0, actual: storage.pointee, path: "@Shared(\(keyName))")
    }
    return SharedAssertionState(
      changed: changedSinceAccept, asserted: assertionWrites > 0, difference: difference)
  }
}
