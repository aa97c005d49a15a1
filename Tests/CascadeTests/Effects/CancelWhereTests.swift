import Cascade
import Testing

/// Transfers with ids of two kinds; a row of them in a list, to see scoping.
struct Transfers: Reducer {
  struct DownloadID: Hashable, Sendable { let n: Int }
  struct UploadID: Hashable, Sendable {}

  struct State: Equatable, Identifiable {
    var id = 0
    var finished: [String] = []
    var rows: IdentifiedArrayOf<State> = []
  }
  enum Action: Equatable {
    case start
    case cancelOdd
    case cancelAll
    case finished(String)
    indirect case rows(IdentifiedAction<Int, Action>)
  }
  static let rowsCase = CasePath(Action.rows) { if case .rows(let a) = $0 { a } else { nil } }
  let scheduler: TestScheduler

  var body: some Reducer<State, Action> {
    Reduce { [scheduler] state, action in
      func work(_ name: String) -> Effect<Action> {
        .run { send in
          try await scheduler.sleep(for: .seconds(1))
          await send(.finished(name))
        }
      }
      switch action {
      case .start:
        return .merge(
          work("d1").cancellable(id: DownloadID(n: 1)),
          work("d2").cancellable(id: DownloadID(n: 2)),
          work("d3").cancellable(id: DownloadID(n: 3)),
          work("u").cancellable(id: UploadID()))
      case .cancelOdd:
        return .cancel { ($0.base as? DownloadID).map { $0.n % 2 == 1 } ?? false }
      case .cancelAll:
        return .cancel { _ in true }
      case .finished(let name):
        state.finished.append(name)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(state: \.rows, action: Self.rowsCase) { Transfers(scheduler: scheduler) }
  }
}

@Suite("Effect.cancel(where:) cancels the running effects whose ids a predicate accepts")
@MainActor
struct CancelWhereTests {
  let scheduler = TestScheduler()

  @Test("only the ids the predicate accepts are cancelled")
  func predicateSelects() async {
    let store = Store(initialState: Transfers.State()) { Transfers(scheduler: scheduler) }
    store.send(.start)
    store.send(.cancelOdd)
    #expect(store.inFlightEffectCount == 2)
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.finished.sorted() == ["d2", "u"])
  }

  @Test("a row sees only its own ids: its parent's and siblings' effects run on")
  func scopedToTheFeature() async {
    var initial = Transfers.State()
    initial.rows = [Transfers.State(id: 1), Transfers.State(id: 2)]
    let store = Store(initialState: initial) { Transfers(scheduler: scheduler) }
    store.send(.start)
    store.send(.rows(.element(id: 1, action: .start)))
    store.send(.rows(.element(id: 2, action: .start)))
    store.send(.rows(.element(id: 1, action: .cancelAll)))
    #expect(store.inFlightEffectCount == 8)
    // The parent's predicate sees neither the rows' ids nor the rows' own scopes.
    store.send(.cancelOdd)
    #expect(store.inFlightEffectCount == 6)
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.finished.sorted() == ["d2", "u"])
    #expect(store.state.rows[id: 1]?.finished == [])
    #expect(store.state.rows[id: 2]?.finished.sorted() == ["d1", "d2", "d3", "u"])
  }
}

/// A settings screen whose reducer works on the whole action: `Scope(action: \.self)`.
struct SettingsHost: Reducer {
  struct State: Equatable { var settings = 0 }
  enum Action: Equatable, CasePathable {
    case bump
    struct AllCasePaths {}
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.settings, action: \.self) {
      Reduce<Int, Action> { count, _ in
        count += 1
        return .none
      }
    }
  }
}

@Suite("Case key paths: \\.self is the whole action")
@MainActor
struct IdentityCaseKeyPathTests {
  @Test("a Scope over state alone runs its child for every action")
  func scopeOverStateAlone() async {
    let store = Store(initialState: SettingsHost.State()) { SettingsHost() }
    store.send(.bump)
    store.send(.bump)
    #expect(store.state.settings == 2)
    let path = CasePath<SettingsHost.Action, SettingsHost.Action>(\.self)
    #expect(path.extract(.bump) == .bump)
    #expect(path.embed(.bump) == .bump)
  }
}
