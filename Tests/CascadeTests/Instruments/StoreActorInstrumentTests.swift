import Cascade
import Testing

@Suite("Instruments on StoreActors: each session reports on its actor, in its order")
struct StoreActorInstrumentTests {
  /// Keeps each store's action payloads in the order reported, with their sequence numbers.
  final class SessionLog: StoreInstrument {
    let needs: InstrumentNeeds = []
    let actions = LockIsolated<[StoreID: [(UInt64, String)]]>([:])
    let effects = LockIsolated<[StoreID: Int]>([:])

    func actionReceived(_ event: ActionEvent) {
      let entry = (event.sequence, event.action)
      actions.withValue { $0[event.store, default: []].append(entry) }
    }

    func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration) {
      effects.withValue { $0[event.store, default: 0] += 1 }
    }
  }

  struct Session: Reducer {
    struct State { var last = -1 }
    enum Action {
      case set(Int)
      case echo(Int)
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .set(let value):
        state.last = value
        return value % 10 == 0 ? .run { send in await send(.echo(value)) } : .none
      case .echo:
        return .none
      }
    }
  }

  @Test("a server of 100 sessions reports each session's actions in order")
  func hundredSessions() async {
    let log = SessionLog()
    let sessions = (0..<100).map { _ in StoreActor(initialState: Session.State()) { Session() } }
    var tokens: [AnyCancellable] = []
    for session in sessions { tokens.append(await session.instrument(log)) }
    await withTaskGroup(of: Void.self) { group in
      for session in sessions {
        group.addTask {
          for value in 0..<50 { await session.send(.set(value)).finish() }
        }
      }
    }
    let actions = log.actions.withValue { $0 }
    #expect(actions.count == 100)
    for (_, entries) in actions {
      #expect(entries.map(\.0) == Array(1...55))
      let sets = entries.map(\.1).filter { $0.contains(".set(") }
      #expect(sets == (0..<50).map { "StoreActorInstrumentTests.Session.Action.set(\($0))" })
    }
    #expect(log.effects.withValue { $0.values.allSatisfy { $0 == 5 } })
    #expect(Set(actions.keys).count == 100)
    tokens.removeAll()
  }

  @Test("releasing the token detaches the instrument")
  func releasedToken() async {
    let log = SessionLog()
    let session = StoreActor(initialState: Session.State()) { Session() }
    var token: AnyCancellable? = await session.instrument(log)
    await session.send(.set(1))
    _ = token
    token = nil
    await session.send(.set(2))
    #expect(log.actions.withValue { $0.values.flatMap { $0 }.map(\.0) } == [1])
  }
}
