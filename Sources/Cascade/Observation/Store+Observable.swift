import Observation

extension Store {
  /// Reads one field of the state: `store.count`, `store.child.value`, `store.$alert`.
  ///
  /// Inside observation tracking (SwiftUI's `body`, `withObservationTracking`,
  /// ``observe(_:)``, `Observations`), the read registers interest in this key path only:
  /// the observer is told after a top-level send that changed it (by `==`), once per send,
  /// at the point drivers are notified.
  ///
  /// ```swift
  /// Text("\(store.count)")   // re-renders when count changes, not when anything else does
  /// ```
  ///
  /// A chain written with dots reaches the store one member at a time: `store.child.value`
  /// reads `\.child` here and `.value` from the returned child, so it tracks `child`.
  /// `store[dynamicMember: \.child.value]` passes the whole chain and tracks `value` alone.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: Its current value.
  @inlinable
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    SharedObservation.readByStore {
      track(keyPath, isDuplicate: { $0 == $1 })
      return read(keyPath)
    }
  }

  /// Reads one field whose type is not `Equatable`; under observation tracking, every
  /// top-level send that ran the reducer counts as a change of it.
  ///
  /// - Parameter keyPath: The field.
  /// - Returns: Its current value.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    SharedObservation.readByStore {
      track(keyPath, isDuplicate: nil)
      return read(keyPath)
    }
  }

  /// Registers an access to `keyPath` with the registrar. The field is tracked under its
  /// key path from this store's state (each store has its own tracker).
  @inlinable
  func track<Value>(
    _ keyPath: KeyPath<State, Value>,
    isDuplicate: ((Value, Value) -> Bool)?
  ) {
    let tracked = tracker.field(keyPath) { index in
      let arm: (TrackedField) -> () -> Void
      if let isDuplicate {
        let field = access(keyPath)
        // The observer holds its tracked field: the core owns the observer and drops it when
        // the field goes dormant, and the field does not hold the observer.
        arm = { tracked in field.changes(isDuplicate: isDuplicate) { _ in tracked.fire() } }
      } else {
        arm = Self.firesOnEverySend
      }
      return makeField(\.[trackedField: index], arm: arm)
    }
    tracked.access()
  }

  /// Reads one field: in place for a root store, from the child state for a scoped one.
  @inlinable
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    if isRoot { return rootCore.read(keyPath) }
    return runtime.state[keyPath: keyPath]
  }

  /// Registers an access to the whole state: every top-level send that ran the reducer
  /// counts as a change. Comparing would mean keeping a copy of the last state, which makes
  /// every in-place mutation of a large collection in it copy the collection (as a driver of
  /// the whole state, ``states``, also avoids).
  func trackState() {
    let key: AnyKeyPath = \Store.state
    let tracked = tracker.field(key) { _ in makeField(\.state, arm: Self.firesOnEverySend) }
    tracked.access()
  }

  /// The key path the registrar knows the field at `index` of this store's tracker by.
  ///
  /// Observation hashes the key path of every access; an `Int` argument hashes in a few
  /// instructions, where the field's own key path (`\.[dynamicMember: \.count]`) would be
  /// walked component by component.
  @usableFromInline
  subscript(trackedField index: Int) -> Int { index }

  /// The observer of a field that is not compared: every send that ran the reducer counts
  /// as a change.
  @usableFromInline
  static func firesOnEverySend(_ tracked: TrackedField) -> () -> Void {
    { tracked.fire() }
  }

  /// A tracked field of this store: `storeKeyPath` is what the registrar is told about, and
  /// `arm` makes the observer that compares the field after each send while it is active.
  @inlinable
  func makeField<Member>(
    _ storeKeyPath: KeyPath<Store, Member>,
    arm: @escaping (TrackedField) -> () -> Void
  ) -> TrackedField {
    let registrar = tracker.registrar
    return TrackedField(
      // Unowned: the store reads its own field, so it is alive.
      access: { [unowned(unsafe) self] in registrar.access(self, keyPath: storeKeyPath) },
      // Weak: the core may notify while a store released off the main actor awaits its deinit.
      notify: { [weak self] in
        guard let self else { return }
        registrar.willSet(self, keyPath: storeKeyPath)
        registrar.didSet(self, keyPath: storeKeyPath)
      },
      arm: arm
    )
  }
}
