import Cascade
import Testing

/// Timers and sleeping `.run` effects, started, restarted and cancelled by id.
struct TimeModelFeature: Reducer {
  enum Action: Equatable {
    case startTimer(id: Int, seconds: Int)
    case stopTimer(id: Int)
    case startSleeper(id: Int, seconds: Int)
    case cancelSleeper(id: Int)
    case ticked(Int)
    case woke(Int)
  }

  struct SleeperID: Hashable, Sendable { let id: Int }

  let scheduler: any Scheduler

  func reduce(into log: inout [String], action: Action) -> Effect<Action> {
    switch action {
    case .startTimer(let id, let seconds):
      return Effect.timer(id: id, every: .seconds(seconds), on: scheduler).map { _ in .ticked(id) }
    case .stopTimer(let id):
      return .cancel(id: id)
    case .startSleeper(let id, let seconds):
      return .run { send in
        try await scheduler.sleep(for: .seconds(seconds))
        await send(.woke(id))
      }
      .cancellable(id: SleeperID(id: id), cancelInFlight: true)
    case .cancelSleeper(let id):
      return .cancel(id: SleeperID(id: id))
    case .ticked(let id):
      log.append("t\(id)@\(scheduler.now.sinceOrigin.components.seconds)")
      return .none
    case .woke(let id):
      log.append("s\(id)@\(scheduler.now.sinceOrigin.components.seconds)")
      return .none
    }
  }
}

/// The reference: a list of (time, sequence, event), processed in that order.
struct TimeModel {
  enum Event: Equatable {
    case timer(id: Int, interval: Int)
    case sleeper(id: Int)
  }

  private var now = 0
  private var sequence = 0
  private var queue: [(time: Int, sequence: Int, event: Event)] = []
  private(set) var log: [String] = []

  private mutating func schedule(_ event: Event, at time: Int) {
    sequence += 1
    queue.append((time, sequence, event))
  }

  private mutating func remove(_ matches: (Event) -> Bool) {
    queue.removeAll { matches($0.event) }
  }

  mutating func startTimer(id: Int, seconds: Int) {
    stopTimer(id: id)
    schedule(.timer(id: id, interval: seconds), at: now + seconds)
  }

  mutating func stopTimer(id: Int) {
    remove { if case .timer(id, _) = $0 { true } else { false } }
  }

  /// A sleeper's wake-up is scheduled when its task runs, which the test pins with a settle.
  mutating func startSleeper(id: Int, seconds: Int) {
    cancelSleeper(id: id)
    schedule(.sleeper(id: id), at: now + seconds)
  }

  mutating func cancelSleeper(id: Int) {
    remove { $0 == .sleeper(id: id) }
  }

  mutating func advance(by seconds: Int) {
    let target = now + seconds
    while let next = queue.filter({ $0.time <= target }).min(by: {
      ($0.time, $0.sequence) < ($1.time, $1.sequence)
    }) {
      queue.removeAll { $0.sequence == next.sequence }
      now = next.time
      switch next.event {
      case .timer(let id, let interval):
        log.append("t\(id)@\(now)")
        schedule(next.event, at: now + interval)
      case .sleeper(let id):
        log.append("s\(id)@\(now)")
      }
    }
    now = target
  }
}

@Suite("Model-based: timers and sleeping effects against a reference model")
@MainActor
struct ModelBasedTests {
  enum Step: CustomStringConvertible {
    case startTimer(Int, Int)
    case stopTimer(Int)
    case startSleeper(Int, Int)
    case cancelSleeper(Int)
    case advance(Int)

    var description: String {
      switch self {
      case .startTimer(let id, let s): "startTimer(\(id), every: \(s)s)"
      case .stopTimer(let id): "stopTimer(\(id))"
      case .startSleeper(let id, let s): "startSleeper(\(id), \(s)s)"
      case .cancelSleeper(let id): "cancelSleeper(\(id))"
      case .advance(let s): "advance(\(s)s)"
      }
    }
  }

  static func program(seed: UInt64) -> [Step] {
    var random = SplitMix64(seed: seed)
    func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    return (0..<(10 + pick(30))).map { _ in
      switch pick(5) {
      case 0: .startTimer(pick(3), 1 + pick(3))
      case 1: .stopTimer(pick(3))
      case 2: .startSleeper(pick(3), 1 + pick(4))
      case 3: .cancelSleeper(pick(3))
      default: .advance(pick(6))
      }
    } + [.advance(10)]
  }

  @Test("1,000 random programs: received actions and final state match the model")
  func randomPrograms() async {
    for seed in UInt64(1)...1_000 {
      let steps = Self.program(seed: seed)
      let scheduler = TestScheduler()
      let store = Store(initialState: [String]()) { TimeModelFeature(scheduler: scheduler) }
      var model = TimeModel()
      for step in steps {
        switch step {
        case .startTimer(let id, let seconds):
          store.send(.startTimer(id: id, seconds: seconds))
          model.startTimer(id: id, seconds: seconds)
        case .stopTimer(let id):
          store.send(.stopTimer(id: id))
          model.stopTimer(id: id)
        case .startSleeper(let id, let seconds):
          store.send(.startSleeper(id: id, seconds: seconds))
          await scheduler.advance()  // the sleeper's task reaches its sleep
          model.startSleeper(id: id, seconds: seconds)
        case .cancelSleeper(let id):
          store.send(.cancelSleeper(id: id))
          model.cancelSleeper(id: id)
        case .advance(let seconds):
          await scheduler.advance(by: .seconds(seconds))
          model.advance(by: seconds)
        }
      }
      for id in 0..<3 {
        store.send(.stopTimer(id: id))
        store.send(.cancelSleeper(id: id))
      }
      let matches = store.state == model.log
      #expect(
        matches,
        """
        seed \(seed) diverged from the model.
        program: \(steps.map(\.description).joined(separator: ", "))
        store: \(store.state)
        model: \(model.log)
        """
      )
      #expect(scheduler.pendingCount == 0, "seed \(seed) left scheduled work behind")
      if !matches { return }
    }
  }
}
