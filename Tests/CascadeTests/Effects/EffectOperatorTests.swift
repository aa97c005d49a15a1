import Testing

@testable import Cascade

// An operator written outside the library, through the door alone (`EffectOperator` and
// `EffectHost`): it starts its effect after the next tick of a scheduler, and shows that a
// new effect kind needs nothing of the store's.

extension EffectKind {
  static let afterTick = EffectKind(rawValue: "afterTick")
}

extension Effect {
  /// Starts this effect at `scheduler`'s next item.
  func afterTick(on scheduler: any Scheduler) -> Effect {
    Effect(AfterTick(scheduler: scheduler, effect: self))
  }
}

// @unchecked Sendable: restated from EffectOperator; only `let`s of Sendable values.
final class AfterTick<Action>: EffectOperator<Action>, @unchecked Sendable {
  let scheduler: any Scheduler
  let effect: Effect<Action>

  init(scheduler: any Scheduler, effect: Effect<Action>) {
    self.scheduler = scheduler
    self.effect = effect
  }

  override func rewritten<R: EffectRewrite>(by rewrite: R) -> Effect<R.Target>
  where R.Source == Action {
    Effect<R.Target>(
      AfterTick<R.Target>(scheduler: scheduler, effect: effect.rewritten(by: rewrite)))
  }

  override func run(on host: any EffectHost<Action>, in context: EffectContext) {
    let effect = self.effect
    host.schedule(
      .afterTick, in: context, at: scheduler.now, on: scheduler,
      site: EffectSite("a tick", fileID: #fileID, line: #line)
    ) { host, context in
      host.runNow(effect, in: context)
    }
  }

}

struct AfterTickFeature: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var child: AfterTickFeature.Child.State? = Child.State()
  }
  enum Action: Equatable, CasePathable {
    case start, stop
    case log(String)
    case child(Child.Action)
  }
  struct Child: Reducer {
    struct State: Equatable {}
    enum Action: Equatable { case start, stop, done }
    let scheduler: TestScheduler
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start: return Effect.send(.done).afterTick(on: scheduler).cancellable(id: "tick")
      case .stop: return .cancel(id: "tick")
      case .done: return .none
      }
    }
  }
  let scheduler: TestScheduler

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return Effect<String>.send("ticked").afterTick(on: scheduler).map { .log($0) }
          .cancellable(id: "tick")
      case .stop:
        return .cancel(id: "tick")
      case .log(let text):
        state.log.append(text)
        return .none
      case .child(.done):
        state.log.append("child done")
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Child(scheduler: scheduler) }
  }
}

@Suite("Effect operators: one added outside the library works through the door alone")
@MainActor
struct EffectOperatorTests {
  let scheduler = TestScheduler()

  func makeStore() -> Store<AfterTickFeature.State, AfterTickFeature.Action> {
    Store(initialState: AfterTickFeature.State()) { AfterTickFeature(scheduler: scheduler) }
  }

  @Test("an effect holding an operator is still one word")
  func oneWord() {
    #expect(MemoryLayout<Effect<Int>>.size == MemoryLayout<Int>.size)
    let effect = Effect.send(1).afterTick(on: scheduler)
    guard case .operator = effect.operation else {
      Issue.record("an operator's effect is .operator")
      return
    }
  }

  @Test("its effect starts when it says, and map reaches inside it")
  func startsAndMaps() {
    let store = makeStore()
    store.send(.start)
    #expect(store.state.log == [])
    #expect(store.isRunning("tick"))
    scheduler.advance()
    #expect(store.state.log == ["ticked"])
    #expect(!store.isRunning("tick"))
  }

  @Test("cancelling its id cancels its scheduled start")
  func cancels() {
    let store = makeStore()
    store.send(.start)
    store.send(.stop)
    scheduler.advance()
    #expect(store.state.log == [])
  }

  @Test("a child's ids inside it are the child's own: the parent's id does not cancel them")
  func scopedInChild() {
    let store = makeStore()
    store.send(.child(.start))
    store.send(.stop)
    scheduler.advance()
    #expect(store.state.log == ["child done"])
    store.send(.child(.start))
    store.send(.child(.stop))
    scheduler.advance()
    #expect(store.state.log == ["child done"])
  }

  @Test("instruments see its own kind start and end")
  func instrumentKind() {
    let store = makeStore()
    let log = EventLog(needs: .times)
    let token = store.instrument(log)
    store.send(.start)
    scheduler.advance()
    let kinds = log.all.filter { $0.hasPrefix("started") }.map { $0.split(separator: " ")[1] }
    #expect(kinds == ["afterTick"])
    #expect(log.all.filter { $0.hasPrefix("ended") }.count == 1)
    token.cancel()
  }
}
