import Testing

@testable import Cascade

/// Runs random effect compositions through a store on a `TestScheduler`.
struct CompositionFeature: Reducer {
  enum Action: Equatable {
    case start(Int)
    case cancel(Int)
    case done(Int)
  }

  let programs: [CompositionProgram]
  let scheduler: any Scheduler

  func reduce(into log: inout [Int], action: Action) -> Effect<Action> {
    switch action {
    case .start(let index): programs[index].effect(on: scheduler).map(Action.done)
    case .cancel(let id): .cancel(id: id)
    case .done(let label):
      {
        log.append(label)
        return .none
      }()
    }
  }
}

@Suite("Settling: random compositions against a reference model of virtual time")
@MainActor
struct SettlingModelTests {
  /// 10 parallel shards × 50 seeded programs = 500 programs per run.
  @Test("the store's action log equals the model's after every advance", arguments: 0..<10)
  func randomCompositions(shard: Int) async {
    for index in 0..<50 {
      let seed = UInt64(shard * 50 + index)
      let warnings = RuntimeWarningLog()
      let mismatch = await RuntimeWarning.withSink(warnings.sink) { await run(seed: seed) }
      #expect(mismatch == nil, "seed \(seed): \(mismatch ?? "")")
      #expect(warnings.messages.isEmpty, "seed \(seed): \(warnings.messages)")
      if mismatch != nil || !warnings.messages.isEmpty { return }
    }
  }

  /// Runs one seeded program; returns a description of the first mismatch.
  private func run(seed: UInt64) async -> String? {
    var rng = SplitMix64(seed: seed)
    var nextLabel = 0
    var nextID = 0
    // Each program starts at most once, so that every cancel id names one running node.
    let programs = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
      CompositionProgram.random(depth: 3, using: &rng, nextLabel: &nextLabel, nextID: &nextID)
    }
    let scheduler = TestScheduler(settleTimeout: .seconds(2))
    let store = Store(initialState: []) {
      CompositionFeature(programs: programs, scheduler: scheduler)
    }
    let model = CompositionModel()
    var steps: [String] = []
    var unstarted = Array(programs.indices)
    for _ in 0..<14 {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<3 where !unstarted.isEmpty:
        let index = unstarted.remove(at: Int.random(in: unstarted.indices, using: &rng))
        steps.append("start(\(index))")
        store.send(.start(index))
        model.start(programs[index])
      case 3 where nextID > 0:
        let id = Int.random(in: 1...nextID, using: &rng)
        steps.append("cancel(\(id))")
        store.send(.cancel(id))
        model.cancel(id)
      default:
        let seconds = Int.random(in: 0...3, using: &rng)
        steps.append("advance(\(seconds))")
        await scheduler.advance(by: .seconds(seconds))
        model.advance(to: model.now + seconds)
        if store.state != model.log {
          return """
            after \(steps.joined(separator: ", ")):
              store \(store.state)
              model \(model.log)
            programs: \(programs)
            """
        }
      }
    }
    await scheduler.advance(by: .seconds(100))
    model.advance(to: model.now + 100)
    guard store.state == model.log else {
      return "at the end of \(steps): store \(store.state), model \(model.log); \(programs)"
    }
    return nil
  }
}
