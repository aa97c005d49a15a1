import CascadeTesting
import Testing

@testable import Cascade

@Suite("Instruments: a store reports its actions, effects and warnings to what listens")
@MainActor
struct StoreInstrumentTests {
  let scheduler = TestScheduler()

  func makeStore(_ state: Gadget.State = Gadget.State()) -> Store<Gadget.State, Gadget.Action> {
    Store(initialState: state) {
      Gadget()
    } withDependencies: {
      $0.scheduler = scheduler
    }
  }

  @Test("each action is received then processed, in order, with its origin and virtual time")
  func actionsInOrder() async {
    let store = makeStore()
    let log = EventLog()
    let token = store.instrument(log)
    store.send(.increment)
    store.send(.ping)
    await scheduler.advance(by: .seconds(1))
    #expect(
      log.all == [
        "received #1 sent at 0.0 seconds Gadget.Action.increment",
        "processed #1 increment changed: true",
        "received #2 sent at 0.0 seconds Gadget.Action.ping",
        "processed #2 ping changed: false",
        "started run by #2 at 0.0 seconds",
        "received #3 effect at 1.0 seconds Gadget.Action.pong",
        "processed #3 pong changed: true",
        "ended run finished after 1.0 seconds at 1.0 seconds",
      ])
    token.cancel()
  }

  @Test("an action that writes the value already there changes nothing; the diff shows a change")
  func stateChanges() {
    let store = makeStore()
    let diffs = DiffLog()
    let token = store.instrument(diffs)
    store.send(.setCount(0))
    store.send(.setCount(4))
    #expect(diffs.all == ["nil", "− count: 0\n+ count: 4"])
    token.cancel()
  }

  @Test("without times or state changes, times are zero and nothing is compared")
  func needsNothing() async {
    let store = makeStore()
    let log = EventLog(needs: [])
    let token = store.instrument(log)
    await scheduler.advance(by: .seconds(5))
    store.send(.increment)
    #expect(
      log.all == [
        "received #1 sent at 0.0 seconds Gadget.Action.increment",
        "processed #1 increment changed: false",
      ])
    token.cancel()
  }

  @Test("effects report their kind, cancellation id and starting action; cancelled and failed")
  func effectsAndOutcomes() async {
    let store = makeStore()
    let log = EventLog(needs: .times)
    let token = store.instrument(log)
    store.send(.startTimer)
    await scheduler.advance(by: .seconds(1))
    store.send(.stopTimer)
    store.send(.fail)
    await scheduler.run()
    let effects = log.all.filter { $0.hasPrefix("started") || $0.hasPrefix("ended") }
    #expect(
      effects == [
        "started timer id clock by #1 at 0.0 seconds",
        "ended timer cancelled after 1.0 seconds at 1.0 seconds",
        "started run by #4 at 1.0 seconds",
        "ended run failed after 0.0 seconds at 1.0 seconds",
      ])
    token.cancel()
  }

  @Test("a delay and a concatenation are effects, and the actions they deliver say so")
  func delayAndConcatenation() async {
    let store = makeStore()
    let log = EventLog(needs: .times)
    let token = store.instrument(log)
    store.send(.later)
    store.send(.sequence)
    await scheduler.run()
    #expect(
      log.all.filter { !$0.hasPrefix("processed") } == [
        "received #1 sent at 0.0 seconds Gadget.Action.later",
        "started delay by #1 at 0.0 seconds",
        "received #2 sent at 0.0 seconds Gadget.Action.sequence",
        "started concatenate by #2 at 0.0 seconds",
        "started run by #2 at 0.0 seconds",
        "ended run finished after 1.0 seconds at 1.0 seconds",
        "received #3 effect at 1.0 seconds Gadget.Action.increment",
        "ended concatenate finished after 1.0 seconds at 1.0 seconds",
        "received #4 effect at 2.0 seconds Gadget.Action.increment",
        "ended delay finished after 2.0 seconds at 2.0 seconds",
      ])
    token.cancel()
  }

  @Test("actions the store's mount work delivers come from the mount")
  func mountOrigin() async {
    let log = EventLog(needs: [])
    let token = StoreInstruments.add(log)
    let store = Store(initialState: Greeter.State()) { Greeter() }
    #expect(store.state.greeted)
    let mine = log.all.filter { $0.contains("Greeter.Action") }
    #expect(mine == ["received #1 mount at 0.0 seconds Greeter.Action.greet"])
    token.cancel()
  }

  @Test("a warning raised while the store reduces reaches its instruments that need warnings")
  func warnings() async {
    let store = makeStore()
    let log = EventLog(needs: .warnings)
    let token = store.instrument(log)
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) {
      _ = store.send(.child(.tap))
    }
    #expect(warnings.messages.count == 1)
    #expect(
      log.all.contains { $0.hasPrefix("warning Cascade") || $0.hasPrefix("warning CascadeTests") })
    token.cancel()
    // Needing nothing, an instrument is not told of the store's warnings (the thread is not
    // marked around each action).
    let quiet = EventLog(needs: [])
    let quietToken = store.instrument(quiet)
    await RuntimeWarning.withSink(warnings.sink) {
      _ = store.send(.child(.tap))
    }
    #expect(warnings.messages.count == 2)
    #expect(!quiet.all.isEmpty)
    #expect(!quiet.all.contains { $0.hasPrefix("warning") })
    quietToken.cancel()
  }

  @Test("scoped stores and children report through the root, with the root's id")
  func scopes() throws {
    let store = makeStore()
    let log = EventLog(needs: [])
    let token = store.instrument(log)
    store.send(.showChild)
    let child = try #require(store.scope(state: \.child, action: \.child))
    let childLog = EventLog(needs: [])
    let childToken = child.instrument(childLog)
    child.send(.tap)
    #expect(log.storeIDs.count == 1)
    #expect(log.all.last == "processed #2 child.tap changed: false")
    #expect(childLog.storeIDs == log.storeIDs)
    #expect(
      childLog.all == [
        "received #2 sent at 0.0 seconds Gadget.Action.child(.tap)",
        "processed #2 child.tap changed: false",
      ])
    #expect(store.state.child?.taps == 1)
    token.cancel()
    childToken.cancel()
  }

  @Test("a detached instrument sees nothing more, not even the end of a running effect")
  func detach() async {
    let store = makeStore()
    let log = EventLog(needs: .times)
    let token = store.instrument(log)
    store.send(.ping)
    token.cancel()
    await scheduler.advance(by: .seconds(1))
    store.send(.increment)
    #expect(
      log.all == [
        "received #1 sent at 0.0 seconds Gadget.Action.ping", "processed #1 ping changed: false",
        "started run by #1 at 0.0 seconds",
      ])
    #expect(store.state.pongs == 1)
  }

  @Test("a store whose instruments were all detached goes back to its fast path")
  func fastPathAgain() {
    let store = makeStore()
    let token = store.instrument(EventLog(needs: []))
    #expect(store.rootCore.watching.isWatched)
    token.cancel()
    store.send(.increment)
    #expect(!store.rootCore.watching.isWatched)
    #expect(store.state.count == 1)
  }

  @Test("an instrument attached after an effect started does not see it end")
  func attachedLater() async {
    let store = makeStore()
    let first = EventLog(needs: .times)
    let firstToken = store.instrument(first)
    store.send(.ping)
    let second = EventLog(needs: .times)
    let secondToken = store.instrument(second)
    await scheduler.advance(by: .seconds(1))
    #expect(first.all.last == "ended run finished after 1.0 seconds at 1.0 seconds")
    #expect(!second.all.contains { $0.hasPrefix("ended") })
    #expect(second.all.first == "received #2 effect at 1.0 seconds Gadget.Action.pong")
    firstToken.cancel()
    secondToken.cancel()
  }

  @Test("an instrument for every store sees stores made before it was added")
  func everyStore() {
    let store = makeStore()
    store.send(.increment)
    let log = EventLog(needs: [])
    let token = StoreInstruments.add(log)
    store.send(.setCount(7))
    token.cancel()
    store.send(.increment)
    let mine = log.all.filter { $0.contains("Gadget.Action") || $0.contains("setCount") }
    #expect(
      mine == [
        "received #1 sent at 0.0 seconds Gadget.Action.setCount(7)",
        "processed #1 setCount changed: false",
      ])
  }
}

/// Keeps each action's diff.
final class DiffLog: StoreInstrument {
  private let lines = LockIsolated<[String]>([])
  var needs: InstrumentNeeds { .stateChanges }
  var all: [String] { lines.withValue { $0 } }

  func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool) {
    let diff = event.stateDiff ?? "nil"
    #expect(stateChanged == (event.stateDiff != nil))
    lines.withValue { $0.append(diff) }
  }
}

/// A feature whose mount greets.
struct Greeter: Reducer {
  struct State: Equatable { var greeted = false }
  enum Action { case greet }
  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.greeted = true
      return .none
    }
    .onMount { _ in .send(.greet) }
  }
}
