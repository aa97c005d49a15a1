import Observation

/// The fields of one ``Store`` that were read through Observation (`store.count`,
/// `store.state`), with what each needs after a send: its last value, how to compare, how to
/// tell the store's `ObservationRegistrar`.
///
/// A store pays for nothing until a field is read this way. From then on, after each
/// top-level send, every tracked field is compared with its last value (once per send, like
/// a driver) and, if it changed, the registrar's observers are told — which is what
/// `withObservationTracking`, `Observations` and SwiftUI listen to.
@MainActor
final class FieldTracker {
  /// One tracked field.
  final class Field {
    /// Registers an access with the registrar (inside tracking it records interest).
    let access: () -> Void
    /// Whether the field changed since the last call (and remembers the new value).
    let changed: () -> Bool
    /// Tells the registrar the field changed.
    let notify: () -> Void

    init(
      access: @escaping () -> Void,
      changed: @escaping () -> Bool,
      notify: @escaping () -> Void
    ) {
      self.access = access
      self.changed = changed
      self.notify = notify
    }
  }

  let registrar = ObservationRegistrar()
  private var fields: [AnyKeyPath: Field] = [:]
  /// In the order they were first read, so notifications are in a stable order.
  private var order: [Field] = []
  private var observerID: UInt64?
  private weak var runtime: (any StoreRuntime)?

  /// The tracked field for `key`, made by `make` on first use; the store is observed from
  /// then on.
  func field(
    _ key: AnyKeyPath,
    runtime: any StoreRuntime,
    make: () -> Field
  ) -> Field {
    if let field = fields[key] { return field }
    let field = make()
    fields[key] = field
    order.append(field)
    if observerID == nil {
      self.runtime = runtime
      observerID = runtime.addObserver { [weak self] in self?.sendFinished() }
    }
    return field
  }

  /// After a top-level send: tells the registrar about every tracked field that changed,
  /// then re-runs the `observe {}` closures that read one of them.
  private func sendFinished() {
    var changed: [Field] = []
    for field in order where field.changed() { changed.append(field) }
    // A send that changed nothing tracked costs the comparisons alone.
    guard !changed.isEmpty else { return }
    ObserveReruns.collecting {
      for field in changed { field.notify() }
    }
  }

  isolated deinit {
    guard let observerID, let runtime else { return }
    runtime.removeObserver(observerID)
  }
}
