import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child whose effects go through every operator: a throttle, a queue of delayed sends and
/// a timer, all mapped into the parent's actions by a `Scope`.
struct OperatorChild: Reducer {
  enum Action {
    case burst(Int)
    case queue(String)
    case startTimer
    case stopTimer
    case log(String)
  }
  private enum ID: Hashable, Sendable { case throttle, queue, timer }

  let scheduler: TestScheduler

  func reduce(into state: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .burst(let value):
      return .send(.log("burst \(value)"))
        .throttle(id: ID.throttle, for: .seconds(1), scheduler: scheduler, latest: true)
    case .queue(let name):
      return Effect.send(.log("queue \(name)")).delay(for: .seconds(2), scheduler: scheduler)
        .queued(ID.queue, .runOldest(1, whenFull: .suspendNew))
    case .startTimer:
      return Effect.timer(id: ID.timer, every: .milliseconds(1500), on: scheduler)
        .map { _ in .log("tick") }
    case .stopTimer:
      return .cancel(id: ID.timer)
    case .log(let line):
      state.append(line)
      return .none
    }
  }
}

struct OperatorParent: Reducer {
  struct State {
    var log: [String] = []
  }

  enum Action: CasePathable {
    case child(OperatorChild.Action)
  }

  let scheduler: TestScheduler

  var body: some Reducer<State, Action> {
    Scope(state: \.log, action: \.child) { OperatorChild(scheduler: scheduler) }
  }
}

/// Exits with status 3 unless throttle, queue, delay and timer, run through a `Scope`, give
/// the same log in this (release) build as the test suite's debug build does.
@MainActor
func checkEffectOperators() {
  let scheduler = TestScheduler()
  let store = Store(initialState: OperatorParent.State()) { OperatorParent(scheduler: scheduler) }
  for value in 1...3 { store.send(.child(.burst(value))) }
  store.send(.child(.queue("a")))
  store.send(.child(.queue("b")))
  store.send(.child(.startTimer))
  scheduler.advance(by: .seconds(5))
  store.send(.child(.stopTimer))
  scheduler.advance(by: .seconds(5))
  let expected = ["burst 1", "burst 3", "tick", "queue a", "tick", "queue b", "tick"]
  guard store.state.log == expected else {
    print("effect operators misbehaved in release: \(store.state.log) (expected \(expected))")
    exit(3)
  }
}
