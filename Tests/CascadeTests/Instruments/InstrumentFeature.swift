import Cascade

/// A feature that does a bit of everything an instrument reports: plain and payload actions,
/// a `.run`, a timer, a delay, a concatenation, a failure, a child.
struct Gadget: Reducer {
  struct State: Equatable {
    var count = 0
    var pongs = 0
    var child: Part.State?
  }

  enum Action: Equatable, CasePathable {
    case increment
    case setCount(Int)
    case ping
    case pong
    case startTimer
    case tick
    case stopTimer
    case fail
    case later
    case sequence
    case child(Part.Action)
    case showChild

    struct AllCasePaths {
      var child: CasePath<Action, Part.Action> {
        .init(Action.child) { if case .child(let v) = $0 { v } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  enum TimerID: Hashable { case clock }

  @Dependency(\.scheduler) var scheduler

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .setCount(let count):
        state.count = count
        return .none
      case .ping:
        return .run { [scheduler] send in
          try await scheduler.sleep(for: .seconds(1))
          await send(.pong)
        }
      case .pong:
        state.pongs += 1
        return .none
      case .startTimer:
        return Effect.timer(id: TimerID.clock, every: .seconds(1), on: scheduler).map { _ in .tick }
      case .tick:
        state.count += 1
        return .none
      case .stopTimer:
        return .cancel(id: TimerID.clock)
      case .fail:
        return .run { _ in
          throw GadgetFailure()
        } catch: { _, _ in
        }
      case .later:
        return Effect.send(.increment).delay(for: .seconds(2), scheduler: scheduler)
      case .sequence:
        return .concatenate(
          .run { [scheduler] _ in try await scheduler.sleep(for: .seconds(1)) },
          .send(.increment))
      case .showChild:
        state.child = Part.State()
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(state: \.child, action: \.child) { Part() }
  }
}

struct GadgetFailure: Error {}

struct Part: Reducer {
  struct State: Equatable { var taps = 0 }
  enum Action: Equatable { case tap }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    return .none
  }
}

/// An instrument that writes each call as one line, for tests to compare.
final class EventLog: StoreInstrument {
  let needs: InstrumentNeeds
  private let lines = LockIsolated<[String]>([])
  private let stores = LockIsolated<[StoreID]>([])

  init(needs: InstrumentNeeds = .all) {
    self.needs = needs
  }

  var all: [String] { lines.withValue { $0 } }
  var storeIDs: [StoreID] { stores.withValue { $0 } }

  private func add(_ line: String, store: StoreID? = nil) {
    lines.withValue { $0.append(line) }
    if let store { stores.withValue { if !$0.contains(store) { $0.append(store) } } }
  }

  func actionReceived(_ event: ActionEvent) {
    add(
      "received #\(event.sequence) \(event.origin) at \(event.time) \(event.action)",
      store: event.store)
  }

  func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool) {
    add("processed #\(event.sequence) \(event.actionCase) changed: \(stateChanged)")
  }

  func effectStarted(_ event: EffectEvent) {
    let id = event.cancelID.map { " id \($0.base)" } ?? ""
    add(
      "started \(event.kind)\(id) by #\(event.startedBy.map(String.init) ?? "mount") at \(event.time)"
    )
  }

  func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration) {
    add("ended \(event.kind) \(outcome) after \(duration) at \(event.time)")
  }

  func warning(_ message: String, fileID: StaticString, line: UInt) {
    add("warning \(fileID): \(message.prefix(30))")
  }
}
