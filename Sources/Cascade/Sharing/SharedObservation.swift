import Observation
import Synchronization

/// Swift Observation's view of one shared value: a read inside observation tracking
/// (`withObservationTracking`, an `@Observable` model's tracked property, SwiftUI's `body`)
/// registers interest, and each change of the value tells the observer once, after it (as a
/// store tells its observers after a send), with no lock held.
///
/// Not generic, so that the registrar's calls are specialized once and its one key path is a
/// constant: on the generic reference each write paid for looking up generic metadata.
///
/// A read made by a store's own tracked read (`store.count`, `store.state`) registers nothing
/// here: the store tracks that field itself, shared values inside it included, and two
/// registrations would re-run an observer twice for one change.
@usableFromInline
final class SharedObservation: Observable, Sendable {
  /// Swift Observation's bookkeeping; thread-safe on its own.
  private let registrar = ObservationRegistrar()

  /// What observers register: any change of the value.
  private var changes: Void { () }
  /// `\.changes`, made once (a literal is looked up again at each use).
  private static let changesKeyPath = \SharedObservation.changes
  /// Whether the value was ever read: until then nothing can observe it, and a change tells
  /// no one (a value only written, as a counter of events, pays nothing for observation).
  private let wasRead = Atomic(false)

  /// Registers a read with the observation tracking running on this thread, if any.
  func access() {
    if !wasRead.load(ordering: .relaxed) { wasRead.store(true, ordering: .releasing) }
    guard Self.storeRead.value == nil else { return }
    registrar.access(self, keyPath: Self.changesKeyPath)
  }

  /// Marks the threads inside a store's tracked read.
  private static let storeRead = ThreadLocalKey("store reads")

  /// Runs `read`, a store's read of a field it tracks itself, with the shared values it
  /// reads registering nothing here.
  @usableFromInline
  static func readByStore<Value>(_ read: () -> Value) -> Value {
    storeRead.withValue(.threadMark, read)
  }

  /// Tells the observers that registered of a change just made.
  func changed() {
    guard wasRead.load(ordering: .acquiring) else { return }
    registrar.willSet(self, keyPath: Self.changesKeyPath)
    registrar.didSet(self, keyPath: Self.changesKeyPath)
  }
}
