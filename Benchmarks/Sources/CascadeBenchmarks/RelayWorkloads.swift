import Cascade

/// A hand-written relay: a list of closures called in order, what a team writes without one.
private final class ClosureList {
  private var subscribers: [(Int) -> Void] = []

  @inline(never)
  func subscribe(_ subscriber: @escaping (Int) -> Void) {
    subscribers.append(subscriber)
  }

  @inline(never)
  func accept(_ value: Int) {
    for subscriber in subscribers { subscriber(value) }
  }
}

/// `PublishRelay.accept` delivering to `subscribers` signals, against a closure list of as
/// many closures doing the same work.
@MainActor
func relayWorkload(_ n: Int, subscribers: Int, runs: Int) -> Row {
  let label = "relay: accept to \(subscribers) subscriber\(subscribers == 1 ? "" : "s")"
  let expected = n * subscribers
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: expected, names: (label, label + " reference")
  ) {
    let relay = PublishRelay<Int>()
    var delivered = 0
    let tokens = (0..<subscribers).map { _ in relay.asSignal().emit { _ in delivered &+= 1 } }
    withExtendedLifetime(tokens) {
      for i in 0..<n { relay.accept(i) }
    }
    return delivered
  } reference: {
    let list = ClosureList()
    var delivered = 0
    for _ in 0..<subscribers { list.subscribe { _ in delivered &+= 1 } }
    for i in 0..<n { list.accept(i) }
    return delivered
  }
  return Row(
    workload: label, cascade: cascade, reference: reference, operations: n * subscribers,
    target: 2)
}
