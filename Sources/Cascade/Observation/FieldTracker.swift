import Observation

/// The fields of one ``Store`` that were read through Observation (`store.count`,
/// `store.state`), and the store's `ObservationRegistrar` that
/// `withObservationTracking`, `Observations` and SwiftUI listen to.
///
/// A store pays for nothing until a field is read this way. A field read is *active*: it
/// is one observer of the store's core, which after each top-level send compares the field
/// with its last value — exactly what one driver of the field does, so tracking a field
/// costs what a driver costs. When it changed, the field goes *dormant* (its observer is
/// removed) and the registrar is told.
///
/// Dormancy follows Observation's one-shot tracking: the framework forgets an observer once
/// it is told, and an observer that still cares reads the field again (SwiftUI re-renders,
/// `observe {}` re-runs), which wakes it with a fresh last value. So a read outside any
/// tracking (`print(store.state)`) costs one notification, not one on every later send, and
/// a store whose fields are all dormant is back on the send loop's fast path.
@MainActor
@usableFromInline
final class FieldTracker {
  @usableFromInline let registrar = ObservationRegistrar()
  private var fields: [AnyKeyPath: TrackedField] = [:]
  /// The same fields by key path object. A key path literal is one object per call site, so
  /// a read that repeats (a view's body, an `observe {}` re-run) finds its field without
  /// hashing the key path's components. Each entry keeps its key path, so an identifier is
  /// never reused while it is here.
  private var byIdentity: [ObjectIdentifier: (key: AnyKeyPath, field: TrackedField)] = [:]
  /// The index of the next field made: never reused, so that a field made again after its
  /// entry was dropped gets a registrar key of its own.
  private var nextIndex = 0
  /// The number of fields at which the next field gone dormant drops every dormant field.
  private var purgeAt = 64
  /// Strong, so that the deinit can remove the fields' observers: a scoped store's runtime
  /// may otherwise be gone first, leaving them with its root. No cycle: the runtime holds
  /// the fields' observers, and a field holds its tracker weakly.
  private let runtime: any StoreRuntime

  init(runtime: any StoreRuntime) {
    self.runtime = runtime
  }

  /// How many key path objects the identity map holds (for tests of its bound).
  var keyPathObjectCount: Int { byIdentity.count }

  /// How many fields the tracker holds, active or dormant (for tests of its bound).
  var fieldCount: Int { fields.count }

  /// The tracked field for `key`, made by `make` on first use (with the field's index in
  /// this tracker); an access wakes it if it is dormant.
  @usableFromInline
  func field(_ key: AnyKeyPath, make: (_ index: Int) -> TrackedField) -> TrackedField {
    let field = byIdentity[ObjectIdentifier(key)]?.field ?? lookUp(key, make: make)
    if field.observerID == nil {
      field.observerID = runtime.addObserver(field.arm(field))
    }
    return field
  }

  /// The field for a key path object not seen before: found by equality, or made.
  private func lookUp(_ key: AnyKeyPath, make: (_ index: Int) -> TrackedField) -> TrackedField {
    let field: TrackedField
    if let known = fields[key] {
      field = known
    } else {
      field = make(nextIndex)
      nextIndex += 1
      field.tracker = self
      fields[key] = field
    }
    // Key paths made afresh for each read (not literals) would grow the identity map
    // without bound: start it over when it holds many more objects than there are fields.
    if byIdentity.count >= 4 * fields.count + 64 { byIdentity.removeAll() }
    byIdentity[ObjectIdentifier(key)] = (key, field)
    return field
  }

  /// Called by an active field's observer when a send changed it: puts it to sleep and
  /// tells the registrar; the `observe {}` loops that read it re-run once every observer of
  /// this send was notified — so a loop that read fields of several stores (a root and a
  /// child scoped from it) re-runs once.
  func changed(_ field: TrackedField) {
    guard let id = field.observerID else { return }
    field.observerID = nil
    runtime.removeObserver(id)
    ObserveReruns.collecting(field.notify)
    runtime.afterObservers { ObserveReruns.drain() }
    if fields.count >= purgeAt { dropDormantFields() }
  }

  /// Forgets the dormant fields: nothing observes them until a read makes them again, and a
  /// field per key path read once — `\.path[contains: id]` for each element ever pushed —
  /// would otherwise stay for the store's life. Runs when the fields have doubled since the
  /// last time (64 at least), so a field read again and again is rarely made twice.
  private func dropDormantFields() {
    fields = fields.filter { $0.value.observerID != nil }
    byIdentity = byIdentity.filter { $0.value.field.observerID != nil }
    purgeAt = max(64, 2 * fields.count)
  }

  isolated deinit {
    for field in fields.values {
      if let id = field.observerID { runtime.removeObserver(id) }
    }
  }
}
