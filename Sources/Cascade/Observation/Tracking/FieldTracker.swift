import Observation

/// The fields of one ``Store`` that were read through Observation (`store.count`,
/// `store.state`), with what each needs after a send: its last value, how to compare, how to
/// tell the store's `ObservationRegistrar`.
///
/// A store pays for nothing until a field is read this way. From then on, after each
/// top-level send, every tracked field is compared with its last value (once per send, like
/// a driver) and, if it changed, the registrar's observers are told — which is what
/// `withObservationTracking`, `Observations` and SwiftUI listen to.
///
/// A field that changed goes dormant once its observers are told, as Observation forgets
/// them: each tracking is one-shot, and an observer that still cares reads the field again
/// (SwiftUI re-renders, `observe {}` re-runs), which wakes it with a fresh last value. So a
/// read outside any tracking (`print(store.state)`) costs one notification, not one on every
/// later send, and a store whose fields are all dormant is back on the send loop's fast path.
@MainActor
final class FieldTracker {
  /// One tracked field.
  final class Field {
    /// Registers an access with the registrar (inside tracking it records interest).
    let access: () -> Void
    /// Whether the field changed since the last call (and remembers the new value).
    let changed: () -> Bool
    /// Remembers the current value again, when the field wakes from dormancy.
    let rearm: () -> Void
    /// Tells the registrar the field changed.
    let notify: () -> Void
    /// Whether the field is compared after each send (else dormant until read again).
    var isActive = true

    init(
      access: @escaping () -> Void,
      changed: @escaping () -> Bool,
      rearm: @escaping () -> Void,
      notify: @escaping () -> Void
    ) {
      self.access = access
      self.changed = changed
      self.rearm = rearm
      self.notify = notify
    }
  }

  let registrar = ObservationRegistrar()
  private var fields: [AnyKeyPath: Field] = [:]
  /// The active fields, in the order they were read, so notifications are in a stable order.
  private var order: [Field] = []
  private var observerID: UInt64?
  private weak var runtime: (any StoreRuntime)?

  /// The tracked field for `key`, made by `make` on first use, woken if dormant; the store
  /// is observed while a field is active.
  func field(
    _ key: AnyKeyPath,
    runtime: any StoreRuntime,
    make: () -> Field
  ) -> Field {
    let field: Field
    if let known = fields[key] {
      guard !known.isActive else { return known }
      known.rearm()
      known.isActive = true
      field = known
    } else {
      field = make()
      fields[key] = field
    }
    order.append(field)
    if observerID == nil {
      self.runtime = runtime
      observerID = runtime.addObserver { [weak self] in self?.sendFinished() }
    }
    return field
  }

  /// After a top-level send: puts every active field that changed to sleep, tells the
  /// registrar about them, then re-runs the `observe {}` closures that read one of them
  /// (which wake what they read again).
  private func sendFinished() {
    var changed: [Field] = []
    order.removeAll { field in
      guard field.changed() else { return false }
      field.isActive = false
      changed.append(field)
      return true
    }
    // A send that changed nothing tracked costs the comparisons alone.
    guard !changed.isEmpty else { return }
    if order.isEmpty { stopObserving() }
    ObserveReruns.collecting {
      for field in changed { field.notify() }
    }
    // Re-run `observe {}` loops once every tracker of this root has told its registrar, so
    // that a send that changed fields of several stores (a root and a child scoped from it)
    // re-runs a loop that read them all once.
    runtime?.afterObservers { ObserveReruns.drain() }
  }

  /// Removes this tracker's observer from the store's core.
  private func stopObserving() {
    guard let observerID else { return }
    runtime?.removeObserver(observerID)
    self.observerID = nil
  }

  isolated deinit {
    guard let observerID, let runtime else { return }
    runtime.removeObserver(observerID)
  }
}
