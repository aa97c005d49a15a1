import Cascade

// MARK: - operator chain

/// One driver of a field through five operators (map, filter, map, distinctUntilChanged,
/// scan), against the same five steps as hand-written closures called in a chain on each send.
@MainActor
func operatorChainWorkload(_ n: Int, runs: Int) -> Row {
  let label = "traits: chain of 5 operators on 1 driver"
  let expected = n / 2 + 1
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: expected, names: (label, label + " reference")
  ) {
    let store = Store(initialState: Fields()) { Bump() }
    var delivered = 0
    let subscription = store.driver(\.every)
      .map { $0 &* 2 }
      .filter { $0 % 4 == 0 }
      .map { $0 / 2 }
      .distinctUntilChanged()
      .scan(0) { $0 &+ $1 }
      .drive { _ in delivered += 1 }
    withExtendedLifetime(subscription) {
      for i in 0..<n { store.send(i) }
    }
    return delivered
  } reference: {
    let store = BareStore<Fields, Int>(Fields()) { state, i in
      state.every &+= 1
      if i % 100 == 0 { state.hundredth &+= 1 }
    }
    var delivered = 0
    let chain = handWrittenChain { _ in delivered += 1 }
    // As the one-driver observer's reference: the field read once per send, compared with
    // the last value, and the callback called when it changed.
    let callbacks = [chain]
    var last = store.state.every
    callbacks[0](last)
    for i in 0..<n {
      store.send(i)
      let value = store.state.every
      if value != last {
        last = value
        callbacks[0](value)
      }
    }
    return delivered
  }
  return Row(workload: label, cascade: cascade, reference: reference, operations: n, target: 3)
}

/// The five steps as hand-written closures, each calling the next: what a chain of callbacks
/// in an app is. Made out of line, so that the calls stay calls, as they are in an app.
@inline(never)
func handWrittenChain(_ deliver: @escaping (Int) -> Void) -> (Int) -> Void {
  var total = 0
  let accumulate: (Int) -> Void = { value in
    total &+= value
    deliver(total)
  }
  var lastDistinct: Int?
  let distinct: (Int) -> Void = { value in
    if value == lastDistinct { return }
    lastDistinct = value
    accumulate(value)
  }
  let halve: (Int) -> Void = { distinct($0 / 2) }
  let keepMultiplesOfFour: (Int) -> Void = { if $0 % 4 == 0 { halve($0) } }
  return { keepMultiplesOfFour($0 &* 2) }
}
