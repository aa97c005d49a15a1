import CascadeTesting
import Observation
import Testing

@testable import Cascade

/// A download list: each download takes `seconds` on the scheduler, in a queue.
struct DownloadQueue: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var finished: [String] = []
  }

  enum Action: Equatable {
    case download(Int, seconds: Int = 1)
    case finished(Int)
    case cancelAll
  }

  struct QueueID: Hashable, Sendable {}

  let scheduler: TestScheduler
  let policy: EffectQueuePolicy
  var minimumGap: Duration?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .download(let file, let seconds):
      let work =
        seconds == 0
        ? Effect<Action>.send(.finished(file))
        : Effect.send(.finished(file)).delay(for: .seconds(seconds), scheduler: scheduler)
      return work.queued(QueueID(), policy, minimumGap: minimumGap, scheduler: scheduler)
    case .finished(let file):
      state.finished.append("\(file)@\(scheduler.now.sinceOrigin.components.seconds)")
      return .none
    case .cancelAll:
      return .cancel(id: QueueID())
    }
  }
}

@Suite("Effect queues: at most n effects of one id run, the rest wait, are dropped or evict")
@MainActor
struct EffectQueueTests {
  let scheduler = TestScheduler()

  func makeStore(_ policy: EffectQueuePolicy, minimumGap: Duration? = nil) -> Store<
    DownloadQueue.State, DownloadQueue.Action
  > {
    Store(initialState: DownloadQueue.State()) {
      DownloadQueue(scheduler: scheduler, policy: policy, minimumGap: minimumGap)
    }
  }

  @Test("runOldest with suspendNew runs n at a time and starts the waiting ones in order")
  func suspendNew() async {
    let store = makeStore(.runOldest(2, whenFull: .suspendNew))
    for file in 1...5 { store.send(.download(file)) }
    #expect(store.isRunning(DownloadQueue.QueueID()))
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.finished == ["1@1", "2@1"])
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.finished == ["1@1", "2@1", "3@2", "4@2"])
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.finished == ["1@1", "2@1", "3@2", "4@2", "5@3"])
    #expect(!store.isRunning(DownloadQueue.QueueID()))
    #expect(store.inFlightEffectCount == 0)
  }

  @Test("runOldest with discardNew drops what arrives while the queue is full")
  func discardNew() async {
    let store = makeStore(.runOldest(1, whenFull: .discardNew))
    store.send(.download(1))
    store.send(.download(2))
    #expect(store.inFlightEffectCount == 2)
    await scheduler.advance(by: .seconds(1))
    store.send(.download(3))
    await scheduler.advance(by: .seconds(5))
    #expect(store.state.finished == ["1@1", "3@2"])
  }

  @Test("runNewest cancels the oldest when a new one arrives")
  func runNewest() async {
    let store = makeStore(.runNewest(1))
    store.send(.download(1, seconds: 2))
    await scheduler.advance(by: .seconds(1))
    store.send(.download(2, seconds: 2))
    await scheduler.advance(by: .seconds(5))
    #expect(store.state.finished == ["2@3"])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test("minimumGap spaces the starts on the scheduler")
  func minimumGap() async {
    let store = makeStore(.runOldest(3, whenFull: .suspendNew), minimumGap: .seconds(2))
    for file in 1...3 { store.send(.download(file, seconds: 0)) }
    #expect(store.state.finished == ["1@0"])
    #expect(store.isRunning(DownloadQueue.QueueID()))
    await scheduler.advance(by: .seconds(2))
    #expect(store.state.finished == ["1@0", "2@2"])
    await scheduler.advance(by: .seconds(2))
    #expect(store.state.finished == ["1@0", "2@2", "3@4"])
    await scheduler.advance(by: .seconds(1))
    store.send(.download(4, seconds: 0))
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.finished == ["1@0", "2@2", "3@4", "4@6"])
  }

  @Test("cancelling the queue id cancels what runs and what waits")
  func cancelQueue() async {
    let store = makeStore(.runOldest(1, whenFull: .suspendNew))
    for file in 1...3 { store.send(.download(file)) }
    store.send(.cancelAll)
    #expect(!store.isRunning(DownloadQueue.QueueID()))
    #expect(store.inFlightEffectCount == 0)
    await scheduler.advance(by: .seconds(5))
    #expect(store.state.finished.isEmpty)
  }

  @Test("a queue's ids are private to each row")
  func privatePerRow() async {
    struct List: Reducer {
      struct State: Equatable {
        var rows: IdentifiedArrayOf<DownloadQueue.State> = [.init(id: 1), .init(id: 2)]
      }
      enum Action: Equatable { case row(IdentifiedAction<Int, DownloadQueue.Action>) }
      let scheduler: TestScheduler
      var body: some Reducer<State, Action> {
        EmptyReducer()
          .forEach(
            state: \.rows,
            action: CasePath(Action.row) { if case .row(let a) = $0 { a } else { nil } }
          ) {
            DownloadQueue(scheduler: scheduler, policy: .runOldest(1, whenFull: .suspendNew))
          }
      }
    }
    let store = Store(initialState: List.State()) { List(scheduler: scheduler) }
    store.send(.row(.element(id: 1, action: .download(1))))
    store.send(.row(.element(id: 2, action: .download(2))))
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.rows.map(\.finished) == [["1@1"], ["2@1"]])
  }

  @Test("running(id) drives each change, and isRunning is tracked by Swift Observation")
  func runningDriverAndObservation() async {
    let store = makeStore(.runOldest(1, whenFull: .suspendNew))
    var values: [Bool] = []
    let token = store.running(DownloadQueue.QueueID()).drive { values.append($0) }
    let counter = ChangeCounter { _ = store.isRunning(DownloadQueue.QueueID()) }
    store.send(.download(1))
    store.send(.download(2))
    await scheduler.advance(by: .seconds(1))
    #expect(values == [false, true])
    await scheduler.advance(by: .seconds(1))
    #expect(values == [false, true, false])
    #expect(counter.changes >= 1)
    token.cancel()
  }

  @Test("a test store receives queued work's actions, and finish waits for waiting work")
  func testStore() async {
    let store = TestStore(initialState: DownloadQueue.State()) {
      DownloadQueue(scheduler: scheduler, policy: .runOldest(1, whenFull: .suspendNew))
    }
    await store.send(.download(1))
    await store.send(.download(2))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.finished(1)) { $0.finished = ["1@1"] }
    await scheduler.advance(by: .seconds(1))
    await store.receive(.finished(2)) { $0.finished = ["1@1", "2@2"] }
    await store.finish()
  }

  @Test("a store actor answers isRunning for queued work")
  func storeActor() async {
    let actor = StoreActor(initialState: DownloadQueue.State()) {
      DownloadQueue(scheduler: scheduler, policy: .runOldest(1, whenFull: .suspendNew))
    }
    await actor.send(.download(1))
    #expect(await actor.isRunning(DownloadQueue.QueueID()))
  }

  @Test("a list's downloads share one queue; each row's id is in flight while it waits")
  func listQueueWithRowIDs() async {
    struct FileID: Hashable, Sendable { let file: Int }
    struct List: Reducer {
      struct State: Equatable { var done: [Int] = [] }
      enum Action: Equatable {
        case download(Int)
        case finished(Int)
      }
      let scheduler: TestScheduler
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .download(let file):
          return Effect.send(.finished(file))
            .delay(for: .seconds(1), scheduler: scheduler)
            .queued("downloads", .runOldest(2, whenFull: .suspendNew))
            .cancellable(id: FileID(file: file))
        case .finished(let file):
          state.done.append(file)
          return .none
        }
      }
    }
    let store = Store(initialState: List.State()) { List(scheduler: scheduler) }
    for file in 1...3 { store.send(.download(file)) }
    #expect((1...3).map { store.isRunning(FileID(file: $0)) } == [true, true, true])
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.done == [1, 2])
    #expect((1...3).map { store.isRunning(FileID(file: $0)) } == [false, false, true])
    store.send(.download(4))
    store.send(.download(5))
    #expect(store.isRunning(FileID(file: 5)))
    await scheduler.advance(by: .seconds(2))
    #expect(store.state.done == [1, 2, 3, 4, 5])
    #expect(!store.isRunning("downloads"))
  }

  @Test("without a scheduler, minimumGap is measured on the store's \\.scheduler dependency")
  func gapOnTheStoresScheduler() async {
    struct Pings: Reducer {
      struct State: Equatable { var sent: [Int] = [] }
      enum Action: Equatable {
        case ping(Int)
        case sent(Int)
      }
      @Dependency(\.scheduler) var scheduler
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .ping(let n):
          return Effect.send(.sent(n))
            .queued("pings", .runOldest(1, whenFull: .suspendNew), minimumGap: .seconds(3))
        case .sent(let n):
          state.sent.append(n)
          return .none
        }
      }
    }
    let store = Store(initialState: Pings.State()) {
      Pings()
    } withDependencies: {
      $0.scheduler = scheduler
    }
    store.send(.ping(1))
    store.send(.ping(2))
    #expect(store.state.sent == [1])
    await scheduler.advance(by: .seconds(2))
    #expect(store.state.sent == [1])
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.sent == [1, 2])
    #expect(!store.isRunning("pings"))
  }
}
