import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A feature whose action starts a `.run` that sends one follow-up: the shape of most
/// effects in an app (a request, then its response).
private struct FollowUp: Reducer {
  enum Action { case start, done }

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in await send(.done) }
    case .done:
      state &+= 1
      return .none
    }
  }
}

/// The same work by hand: a store that starts one main-actor `Task` for the follow-up.
@MainActor
private final class HandWrittenFollowUp {
  var count = 0

  func send(_ action: FollowUp.Action) -> Task<Void, Never>? {
    switch action {
    case .start:
      return Task { @MainActor in _ = self.send(.done) }
    case .done:
      count &+= 1
      return nil
    }
  }
}

/// An action whose `.run` sends one follow-up, awaited (`await store.send(.start).finish()`),
/// against the hand-written store awaiting its task. Measured before any `TestScheduler`
/// exists: a production store's path.
@MainActor
func followUpWorkload(_ n: Int, runs: Int) async -> Row {
  var cascade: [UInt64] = []
  var reference: [UInt64] = []
  for _ in 0..<runs {
    let store = Store(initialState: 0) { FollowUp() }
    var start = cpuNanoseconds()
    for _ in 0..<n { await store.send(.start).finish() }
    cascade.append(cpuNanoseconds() - start)
    if store.currentState != n || store.inFlightEffectCount != 0 {
      print("FAIL: follow-up: \(store.currentState) of \(n) follow-ups, effects left running")
      exit(2)
    }
    let hand = HandWrittenFollowUp()
    start = cpuNanoseconds()
    for _ in 0..<n { await hand.send(.start)?.value }
    reference.append(cpuNanoseconds() - start)
    if hand.count != n {
      print("FAIL: follow-up reference: \(hand.count) of \(n)")
      exit(2)
    }
  }
  return Row(
    workload: "effect: .run sending one follow-up, awaited", cascade: median(cascade),
    reference: median(reference), operations: n, target: 2)
}
