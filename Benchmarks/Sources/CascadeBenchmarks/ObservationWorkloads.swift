import Cascade

// MARK: - Swift Observation: `observe {}` on one field, against one `Driver` of it

/// `observe {}` reading one field, against a driver of the same field: what tracking a field
/// through Observation costs per send, next to the callback path. `field` changes every send
/// (each change re-runs the closure under a new `withObservationTracking`), every 100th, or
/// never (what keeping a field tracked costs a send: one comparison, as for the driver).
@MainActor
func observeWorkload(
  _ n: Int, runs: Int, field: KeyPath<Fields, Int>, label: String, target: Double? = nil
) -> Row {
  let expected =
    switch field {
    case \Fields.every: n + 1
    case \Fields.hundredth: (n - 1) / 100 + 2
    default: 1
    }
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: expected, names: (label, label + " reference")
  ) {
    let store = Store(initialState: Fields()) { Bump() }
    var delivered = 0
    let observation = observe {
      _ = store[dynamicMember: field]
      delivered += 1
    }
    withExtendedLifetime(observation) {
      for i in 0..<n { store.send(i) }
    }
    return delivered
  } reference: {
    let store = Store(initialState: Fields()) { Bump() }
    var delivered = 0
    let subscription = store.driver(field).drive { _ in delivered += 1 }
    withExtendedLifetime(subscription) {
      for i in 0..<n { store.send(i) }
    }
    return delivered
  }
  return Row(workload: label, cascade: cascade, reference: reference, operations: n, target: target)
}
