import Cascade
import CascadeTesting
import Foundation
import Observation
import Testing

// The guide's rows on schedulers and clocks, observation, test stores and instruments.

/// A feature whose state and actions encode, for the recording rows.
struct GuideTally: Reducer {
  struct State: Equatable, Codable, Sendable { var count = 0 }
  enum Action: Equatable, Codable, Sendable, CasePathable {
    case add(Int)
    case delegate(Delegate)
    enum Delegate: Equatable, Codable, Sendable, CasePathable { case done }
  }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .add(let amount) = action { state.count += amount }
    return .none
  }
}

extension GuideRows {
  // guide 37ad1093: @Dependency(\.mainQueue), @Dependency(\.mainRunLoop); .immediate, .test
  // guide 35a55964: mainRunLoop.now.date
  // guide c35c0d00: @Dependency(\.clock)
  struct Schedulers: Reducer {
    @Dependency(\.mainQueue) var mainQueue
    @Dependency(\.mainRunLoop) var mainRunLoop
    @Dependency(\.clock) var clock

    func reduce(into state: inout Date, action: Void) -> Effect<Void> {
      state = mainRunLoop.now.date
      return .run { _ in
        try await clock.sleep(for: .seconds(1))
        _ = mainQueue.now
      }
    }
  }

  static func schedulerValues() {
    withDependencies {
      $0.mainQueue = .immediate
      $0.mainRunLoop = .test
    } operation: {
    }
  }

  // guide 43d435b7: for await _ in clock.timer(interval: .seconds(1))
  // guide a59a53e0: for await _ in mainQueue.timer(interval: .seconds(1))
  static func timers() -> Effect<Void> {
    .run { send in
      @Dependency(\.clock) var clock
      @Dependency(\.mainQueue) var mainQueue
      for await _ in clock.timer(interval: .seconds(1)) {
        await send(())
        break
      }
      for await _ in mainQueue.timer(interval: .seconds(1)) {
        await send(())
        break
      }
    }
  }

  // guide 02932cb8: TestScheduler().clock
  // guide ac96baec: ImmediateScheduler().clock
  // guide d22ae450: UnimplementedScheduler().clock
  // guide eb9b3071: ClockScheduler
  // guide 8b9dc7f2: TestScheduler
  static func clocks() {
    let clocks: [any Clock<Duration>] = [
      TestScheduler().clock, ImmediateScheduler().clock, UnimplementedScheduler().clock,
    ]
    let scheduler: any Scheduler = ClockScheduler(ContinuousClock())
    _ = (clocks, scheduler)
  }

  // guide 5852893b: store.count with no macro
  // guide 1bb82015: observe(_:)
  static func observation() -> AnyCancellable {
    let store = Store(initialState: GuideFeature.State()) { GuideFeature() }
    return observe { _ = store.count }
  }

  // guide 1bee8006: @ObservationIgnored @Shared in an @Observable model, tracked
  @Observable @MainActor final class SharedModel {
    @ObservationIgnored @Shared(.inMemory("guide.count")) var count = 0
  }

  // guide 99bdce23: StoreActor
  static func storeActor() async {
    let store = StoreActor(initialState: GuideTally.State()) { GuideTally() }
    await store.send(.add(1)).finish()
  }

  // guide f02fa985: Store.states, Driver
  // guide 1b93795b: Pulse, Signal
  struct Alerting: Reducer {
    struct State: Equatable { @Pulse var message: String? }
    func reduce(into state: inout State, action: String) -> Effect<String> {
      state.message = action
      return .none
    }
  }

  static func statesAndPulses() -> [AnyCancellable] {
    let store = Store(initialState: Alerting.State()) { Alerting() }
    let states: Driver<Alerting.State> = store.states
    let pulses: Signal<String?> = store.pulse(\.$message)
    return [states.drive { _ in }, pulses.emit { _ in }]
  }

  // guide 1405d201: TestStore (CascadeTesting)
  // guide 7f2caae1: isDismissed, receive(\.delegate.x), send(\.x, v), assert { }, withExhaustivity
  static func testStoreSteps() async {
    let store = TestStore(initialState: GuideTally.State()) { GuideTally() }
    await store.send(\.add, 2) { $0.count = 2 }
    await store.receive(\.delegate.done)
    store.assert { $0.count = 2 }
    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      await store.send(.add(1))
    }
    _ = store.isDismissed
  }

  // guide 9bf37d8b: ActorTestStore over a StoreActor
  // guide a6de0c75: some TestStoreProtocol<F.State, F.Action>
  static func actorTestStore() async {
    let store = ActorTestStore(initialState: GuideTally.State()) { GuideTally() }
    await adds(store)
  }

  static func adds(_ store: some TestStoreProtocol<GuideTally.State, GuideTally.Action>) async {
    await store.send(.add(1)) { $0.count = 1 }
  }

  // guide 670b474f: no Equatable requirement on a TestStore's state
  struct Unequatable: Reducer {
    struct State { var names: [String] = [] }
    func reduce(into state: inout State, action: String) -> Effect<String> {
      state.names.append(action)
      return .none
    }
  }

  static func unequatableState() async {
    let store = TestStore(initialState: Unequatable.State()) { Unequatable() }
    await store.send("a") { $0.names = ["a"] }
  }

  // guide f094c9c0: ActionRecorder, recording(into:), ActionLog, replay(_:reducer:)
  static func recordAndReplay() async throws {
    let recorder = ActionRecorder<GuideTally.State, GuideTally.Action>()
    let store = Store(initialState: GuideTally.State()) { GuideTally().recording(into: recorder) }
    store.send(.add(1))
    let log: ActionLog<GuideTally.State, GuideTally.Action> = recorder.log
    let data = try JSONEncoder().encode(log)
    let decoded = try JSONDecoder().decode(
      ActionLog<GuideTally.State, GuideTally.Action>.self, from: data)
    await replay(decoded) { GuideTally() }
  }

  // guide 540d37e3: store.instrument(LogInstrument()); debug(_:) on a trait
  // guide 1a2eb116: StoreInstrument on one store or every store (StoreInstruments.add)
  // guide bac0a03f: MetricsInstrument, TraceInstrument
  static func instruments() -> [AnyCancellable] {
    let store = Store(initialState: GuideTally.State()) { GuideTally() }
    let metrics = MetricsInstrument()
    _ = metrics.snapshot
    return [
      store.instrument(LogInstrument()),
      store.instrument(metrics),
      StoreInstruments.add(TraceInstrument()),
      store.driver(\.count).debug("count").drive { _ in },
    ]
  }

  // guide 5e99cf70: sequence.asDriver(onErrorJustReturn: x) on any AsyncSequence
  // guide 3d728b9e: asDriver(onErrorDriveWith: other)
  // guide 2331f19a: asSignal(onErrorJustReturn: x)
  // guide e61428d5: asDriver(onErrorRecover:), asSignal(onErrorSignalWith:), asSignal(onErrorRecover:)
  // guide 244488e1: AsyncCall { try await call() }
  static func fromAsyncSequences() -> [AnyCancellable] {
    let call = AsyncCall { try await Task.sleep(for: .seconds(1)) }
    let numbers = AsyncCall { 1 }
    return [
      numbers.asDriver(onErrorJustReturn: 0).drive { _ in },
      numbers.asDriver(onErrorDriveWith: Driver.just(0)).drive { _ in },
      numbers.asSignal(onErrorJustReturn: 0).emit { _ in },
      numbers.asDriver(onErrorRecover: { _ in Driver.just(0) }).drive { _ in },
      numbers.asSignal(onErrorSignalWith: Signal.just(0)).emit { _ in },
      numbers.asSignal(onErrorRecover: { _ in Signal.just(0) }).emit { _ in },
      call.asSignal(onErrorJustReturn: ()).emit { _ in },
    ]
  }

  // guide 487b5974: Driver.just(x), Signal.just(x), empty(), never(), of(…), from(…)
  static func makers() -> ([Driver<Int>], [Signal<Int>]) {
    (
      [Driver.just(1), .empty(), .never(), .of(1, 2), .from([1, 2])],
      [Signal.just(1), .empty(), .never(), .of(1, 2), .from([1, 2])]
    )
  }
}
