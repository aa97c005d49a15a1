@_spi(Benchmarks) import Cascade

// MARK: - recorder

/// Sends to the benchmark's counter with an ``ActionRecorder`` of capacity 1,000 attached,
/// against the same sends with none: what recording a run costs a send.
@MainActor
func recorderWorkload(_ n: Int, runs: Int) -> Row {
  let label = "send with a recorder (1,000) vs without"
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: (label, label + " reference")
  ) {
    let recorder = ActionRecorder<Int, Int>(capacity: 1_000)
    let store = Store(initialState: 0) { Add().recording(into: recorder) }
    for _ in 0..<n { store.send(1) }
    return recorder.log.entries.last?.state ?? 0
  } reference: {
    storeSends(n)
  }
  return Row(workload: label, cascade: cascade, reference: reference, operations: n, target: 3)
}

// MARK: - structural comparison

/// Compares two equal 1,000-field states that are not `Equatable`, by structure, against a
/// bare `Mirror` walk over both (reading every child): the limit of comparing by structure.
@MainActor
func structuralCompareWorkload(_ n: Int, runs: Int) -> (Row, String) {
  let label = "compare 1,000-field state by structure vs Mirror walk"
  let left = WideState()
  let right = WideState()
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: (label, label + " reference")
  ) {
    var equal = 0
    for _ in 0..<n where _StructuralComparison.isEqual(left, right) { equal += 1 }
    return equal
  } reference: {
    var walked = 0
    for _ in 0..<n { walked += mirrorWalk(left, right) }
    return walked / 1_001
  }
  // The Equatable comparison of the same fields, measured in the same run.
  let a = opaque(WideEquatableState())
  let b = opaque(WideEquatableState())
  let equatable = measure(
    runs: runs,
    {
      var equal = 0
      for _ in 0..<n where opaque(a) == b { equal += 1 }
      return equal
    }, verify: { $0 == n }, name: "compare 1,000-field Equatable state with ==")
  let note =
    "state comparison: 1,000 fields by structure \(cascade / UInt64(n)) ns, a bare Mirror walk "
    + "\(reference / UInt64(n)) ns, the Equatable version with == \(equatable / UInt64(n)) ns"
  return (
    Row(workload: label, cascade: cascade, reference: reference, operations: n, target: 2), note
  )
}

/// Walks both values' children with `Mirror`, touching each child's value; returns how many
/// children the first has (the same as the second's: the values have one type).
@inline(never)
func mirrorWalk(_ left: Any, _ right: Any) -> Int {
  var count = 0
  let others = Mirror(reflecting: right).children.makeIterator()
  for child in Mirror(reflecting: left).children {
    guard let other = others.next() else { return 0 }
    if child.label == other.label, type(of: child.value) == type(of: other.value) { count += 1 }
  }
  return count
}

/// `value`, through a call the optimizer cannot see into: a comparison of two constants is
/// not folded away.
@inline(never)
func opaque<T>(_ value: T) -> T { value }
