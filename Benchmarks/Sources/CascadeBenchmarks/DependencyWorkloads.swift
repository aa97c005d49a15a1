import Cascade

/// A number a reducer reads through `@Dependency`.
private enum BenchNumberKey: DependencyKey {
  static let liveValue = 1
}

extension DependencyValues {
  fileprivate var benchNumber: Int {
    get { self[BenchNumberKey.self] }
    set { self[BenchNumberKey.self] = newValue }
  }
}

/// Adds the injected number on every send.
private struct AddDependency: Reducer {
  @Dependency(\.benchNumber) var number

  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state &+= number
    return .none
  }
}

/// Adds a number it holds: the same work without the read.
private struct AddStored: Reducer {
  let number: Int

  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state &+= number
    return .none
  }
}

/// What one `@Dependency` read costs a send, in a store that carries dependencies (both
/// sides pay for making them current; only Cascade's side reads one).
///
/// - Returns: The row, and a line with the read's cost in nanoseconds per send.
@MainActor
func dependencyReadWorkload(_ n: Int, runs: Int) -> (Row, String) {
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n * 2, names: ("dependency read", "dependency read reference")
  ) {
    let store = Store(initialState: 0) {
      AddDependency()
    } withDependencies: {
      $0.benchNumber = 2
    }
    for _ in 0..<n { store.send(1) }
    return store.state
  } reference: {
    let store = Store(initialState: 0) {
      AddStored(number: 2)
    } withDependencies: {
      $0.benchNumber = 2
    }
    for _ in 0..<n { store.send(1) }
    return store.state
  }
  let perRead = (Double(cascade) - Double(reference)) / Double(n)
  let line =
    "dependency read: one @Dependency in a reducer costs \(Int(perRead.rounded())) ns per send "
    + "(goal ≤ 50 ns)"
  return (
    Row(
      workload: "send reading one @Dependency", cascade: cascade, reference: reference,
      operations: n, target: nil),
    line
  )
}
