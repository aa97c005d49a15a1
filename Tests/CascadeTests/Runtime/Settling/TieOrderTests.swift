import CascadeTesting
import Testing

@testable import Cascade

/// A download manager's row: three chunks, 200 ms apart.
struct DownloadRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var chunks = 0
  }

  enum Action: Equatable {
    case start
    case chunk(Int)
  }

  struct DownloadID: Hashable, Sendable {}

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        for chunk in 1...3 {
          try await scheduler.sleep(for: .milliseconds(200))
          await send(.chunk(chunk))
        }
      }
      .cancellable(id: DownloadID(), cancelInFlight: true)
    case .chunk(let chunk):
      state.chunks = chunk
      return .none
    }
  }
}

/// Twenty rows started by one action: every row's chunks fall due at the same instants.
struct Downloads: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArray<Int, DownloadRow.State> = IdentifiedArray(
      (0..<20).map {
        DownloadRow.State(id: $0)
      })
  }

  enum Action: Equatable {
    case startAll
    case rows(IdentifiedAction<Int, DownloadRow.Action>)

    static let rowsCase = CasePath(Action.rows) {
      if case .rows(let action) = $0 { action } else { nil }
    }
  }

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .startAll:
        return .merge(state.rows.ids.map { .send(.rows(.element(id: $0, action: .start))) })
      case .rows:
        return .none
      }
    }
    .forEach(state: \.rows, action: Action.rowsCase) {
      DownloadRow(scheduler: scheduler)
    }
  }
}

@Suite("Settling: ties and hand-overs")
@MainActor
struct TieOrderTests {
  @Test("20 rows whose chunks fall due together arrive in row order, 200 times in a row")
  func sameInstantOrder() async {
    for _ in 0..<200 {
      let scheduler = TestScheduler(settleTimeout: .seconds(2))
      let store = TestStore(initialState: Downloads.State()) {
        Downloads(scheduler: scheduler)
      }
      await store.send(.startAll)
      for id in 0..<20 {
        await store.receive(.rows(.element(id: id, action: .start)))
      }
      for chunk in 1...3 {
        await scheduler.advance(by: .milliseconds(200))
        for id in 0..<20 {
          await store.receive(.rows(.element(id: id, action: .chunk(chunk)))) {
            $0.rows[id: id]?.chunks = chunk
          }
        }
      }
      await store.finish()
    }
  }

  struct Retrying: Reducer {
    enum Action: Equatable {
      case start
      case attemptFailed(Int)
      case done(Int)
    }

    struct AttemptID: Hashable, Sendable {}

    let scheduler: any Scheduler

    func reduce(into log: inout [String], action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return attempt(1)
      case .attemptFailed(let number):
        log.append("failed \(number)")
        // Retries with the same id: the effect that delivered this action is cancelled.
        return attempt(number + 1)
      case .done(let number):
        log.append("done \(number) at \(scheduler.now.sinceOrigin)")
        return .none
      }
    }

    func attempt(_ number: Int) -> Effect<Action> {
      .run { send in
        try await scheduler.sleep(for: .milliseconds(100 * number))
        if number < 3 {
          await send(.attemptFailed(number))
          // Still "running" when the retry cancels it in flight.
          try await scheduler.sleep(for: .seconds(60))
        } else {
          await send(.done(number))
        }
      }
      .cancellable(id: AttemptID(), cancelInFlight: true)
    }
  }

  @Test("finish() waits across cancelInFlight hand-overs to the effect that takes over")
  func finishAcrossHandOver() async {
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) { await handOver() }
    #expect(warnings.messages.isEmpty)
  }

  private func handOver() async {
    let scheduler = TestScheduler(settleTimeout: .seconds(2))
    let store = Store(initialState: []) { Retrying(scheduler: scheduler) }
    let task = store.send(.start)
    let finished = Probe<String>()
    let waiter = scheduler.task {
      await task.finish()
      finished.append("finished")
    }
    #expect(!task.isFinished)
    await scheduler.advance(by: .milliseconds(100))
    #expect(store.state == ["failed 1"])
    #expect(finished.all.isEmpty)
    #expect(!task.isFinished)
    await scheduler.advance(by: .milliseconds(200))
    #expect(store.state == ["failed 1", "failed 2"])
    #expect(finished.all.isEmpty)
    await scheduler.advance(by: .milliseconds(299))
    #expect(finished.all.isEmpty)
    await scheduler.advance(by: .milliseconds(1))
    #expect(store.state == ["failed 1", "failed 2", "done 3 at 0.6 seconds"])
    await waiter.value
    #expect(finished.all == ["finished"])
    #expect(task.isFinished)
    #expect(store.send(.done(0)).isFinished)  // started nothing
  }
}
