/// What a ``Shared`` reads and writes: the value behind a key (``SharedReference``) or a
/// member of another shared value (``SharedProjection``).
///
/// An abstract class rather than a protocol so that a `Shared` is one reference and its
/// calls are one virtual dispatch.
class SharedStorage<Value>: @unchecked Sendable {
  // Unchecked: abstract; each subclass documents why it is sound.

  /// The current value (in a test's `assert` closure, the value the test describes).
  func read() -> Value { fatalError("abstract") }

  /// Mutates the value under the lock of the value behind the key.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R { fatalError("abstract") }
  /// Saves the value behind the key now (``Shared/save()``).
  func saveNow() throws { fatalError("abstract") }
  /// Loads the value behind the key now (``Shared/load()``).
  func loadNow() throws { fatalError("abstract") }
  /// The ``SharedChanges`` moment of the last change of the value behind the key.
  var sharedLastChange: UInt64 { fatalError("abstract") }
  /// The registry that announces the value's changes, if it is still there.
  var announcingRegistry: SharedRegistry? { fatalError("abstract") }
}

/// A member of a shared value, read and written through its parent's lock.
final class SharedProjection<Parent, Value>: SharedStorage<Value>, @unchecked Sendable {
  // Unchecked: immutable; the parent storage is Sendable and the key path is only applied
  // under the parent's lock.
  private let parent: SharedStorage<Parent>
  private let keyPath: WritableKeyPath<Parent, Value>

  init(parent: SharedStorage<Parent>, keyPath: WritableKeyPath<Parent, Value>) {
    self.parent = parent
    self.keyPath = keyPath
  }

  override func read() -> Value {
    parent.read()[keyPath: keyPath]
  }

  override func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.withLock { try body(&$0[keyPath: keyPath]) }
  }

  override func saveNow() throws { try parent.saveNow() }

  override func loadNow() throws { try parent.loadNow() }

  override var sharedLastChange: UInt64 { parent.sharedLastChange }

  override var announcingRegistry: SharedRegistry? { parent.announcingRegistry }
}
