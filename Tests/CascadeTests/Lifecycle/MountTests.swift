import CascadeTesting
import Testing

@testable import Cascade

@Suite("Lifecycle: a feature's work starts when its state appears and ends when it goes")
@MainActor
struct MountTests {
  let scheduler = TestScheduler()
  let log = LifecycleLog()

  func makeLobby(_ state: Lobby.State = Lobby.State()) -> Store<Lobby.State, Lobby.Action> {
    Store(initialState: state) { Lobby(scheduler: scheduler, log: log) }
  }

  @Test("a store mounts its root once, when it is made")
  func rootMountsOnce() async {
    let store = Store(initialState: Room.State(id: 1)) { Room(scheduler: scheduler, log: log) }
    #expect(log.all == ["mount 1"])
    await scheduler.advance(by: .seconds(2))
    store.send(.rename("news"))
    store.send(.message)
    #expect(store.state.received == 3)
    #expect(log.all == ["mount 1"])
    #expect(store.inFlightEffectCount == 1)
  }

  @Test("children already in the initial state mount with the store, parent first")
  func initialChildrenMount() async {
    var state = Lobby.State()
    state.rooms = [Room.State(id: 1), Room.State(id: 2)]
    state.sheet = Room.State(id: 3)
    state.detail = Room.State(id: 4)
    state.path.append(Room.State(id: 5))
    let store = makeLobby(state)
    #expect(log.all == ["mount 1", "mount 2", "mount 3", "mount 4", "mount 5"])
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.rooms.map(\.received) == [1, 1])
    #expect(store.state.sheet?.received == 1)
    #expect(store.state.detail?.received == 1)
    #expect(store.state.path.map(\.received) == [1])
  }

  @Test("a row mounts in the send that inserts it; deleting it cancels its work in that send")
  func rowInsertAndDelete() async {
    let store = makeLobby()
    store.send(.addRoom(1))
    store.send(.addRoom(2))
    #expect(log.all == ["mount 1", "mount 2"])
    #expect(store.inFlightEffectCount == 2)
    await scheduler.advance(by: .seconds(2))
    store.send(.deleteRoom(1))
    #expect(store.inFlightEffectCount == 1)
    #expect(log.all == ["mount 1", "mount 2", "dismount 1 after 2"])
    await scheduler.advance(by: .seconds(1))
    #expect(store.state.rooms.map(\.received) == [3])
  }

  @Test("a dismissed sheet's work is cancelled in the dismissing send, and it dismounts once")
  func sheetDismissed() async {
    let store = makeLobby()
    store.send(.openSheet(7))
    #expect(log.all == ["mount 7"])
    await scheduler.advance(by: .seconds(1))
    store.send(.sheet(.dismiss))
    #expect(store.inFlightEffectCount == 0)
    #expect(log.all == ["mount 7", "dismount 7 after 1"])
    await scheduler.advance(by: .seconds(5))
    #expect(store.state.sheet == nil)
  }

  @Test("a popped stack element's work is cancelled in the popping send")
  func stackPopped() async {
    let store = makeLobby()
    store.send(.path(.push(id: 0, state: Room.State(id: 1))))
    store.send(.path(.push(id: 1, state: Room.State(id: 2))))
    #expect(log.all == ["mount 1", "mount 2"])
    await scheduler.advance(by: .seconds(1))
    store.send(.path(.popFrom(id: 0)))
    #expect(store.inFlightEffectCount == 0)
    #expect(log.all == ["mount 1", "mount 2", "dismount 2 after 1", "dismount 1 after 1"])
  }

  @Test("nothing of a removed child runs afterwards, and no action of it arrives late")
  func nothingRunsAfterRemoval() async {
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) {
      let store = makeLobby()
      store.send(.setDetail(Room.State(id: 1)))
      store.send(.setDetail(nil))
      await scheduler.advance(by: .seconds(3))
      #expect(store.state.detail == nil)
      #expect(store.inFlightEffectCount == 0)
    }
    #expect(warnings.messages.isEmpty)
  }

  @Test("onMount never runs twice for one appearance")
  func mountsOncePerAppearance() async {
    let store = makeLobby()
    store.send(.setDetail(Room.State(id: 1)))
    store.send(.detail(.rename("news")))
    store.send(.increment)
    store.send(.setDetail(Room.State(id: 1, topic: "other")))
    await scheduler.advance(by: .seconds(1))
    #expect(log.all == ["mount 1"])
    #expect(store.state.detail?.received == 1)
    #expect(store.inFlightEffectCount == 1)
  }

  @Test("a child replaced by one of another identity is dismounted, then the new one mounted")
  func replacedByAnotherIdentity() async {
    let store = makeLobby()
    store.send(.setDetail(Room.State(id: 1)))
    store.send(.setDetail(Room.State(id: 2)))
    #expect(log.all == ["mount 1", "dismount 1 after 0", "mount 2"])
    #expect(store.inFlightEffectCount == 1)
  }

  @Test("presenting again after a dismissal mounts again")
  func remountAfterDismissal() {
    let store = makeLobby()
    store.send(.openSheet(1))
    store.send(.sheet(.dismiss))
    store.send(.openSheet(1))
    #expect(log.all == ["mount 1", "dismount 1 after 0", "mount 1"])
    #expect(store.inFlightEffectCount == 1)
  }

  @Test("an enum case mounts when the state switches to it and dismounts when it leaves")
  func enumCase() {
    let store = Store(initialState: RoomVisit.State.signedOut) {
      RoomVisit(scheduler: scheduler, log: log)
    }
    #expect(log.all.isEmpty)
    store.send(.signIn(4))
    #expect(log.all == ["mount 4"])
    store.send(.signIn(5))
    #expect(log.all == ["mount 4", "dismount 4 after 0", "mount 5"])
    store.send(.signOut)
    #expect(log.all == ["mount 4", "dismount 4 after 0", "mount 5", "dismount 5 after 0"])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test("a store actor mounts its root when it is made")
  func storeActorMounts() async {
    let actor = StoreActor(initialState: Room.State(id: 9)) { Room(scheduler: scheduler, log: log) }
    #expect(log.all == ["mount 9"])
    #expect(await actor.state.topic == "general")
    #expect(await actor.inFlightEffectCount == 1)
  }

  @Test("500 rows inserted and removed leave no running work or cancellation ids behind")
  func manyRows() {
    let store = makeLobby()
    for id in 0..<500 { store.send(.addRoom(id)) }
    #expect(store.inFlightEffectCount == 500)
    for id in 0..<500 { store.send(.deleteRoom(id)) }
    #expect(store.inFlightEffectCount == 0)
    #expect(store._cancellationIDCount == 0)
    #expect(log.all.count == 1_000)
  }

  @Test(
    "a test store receives the root's synchronous mount actions before the first step; skipInFlightEffects cancels the mount work, and finish then passes"
  )
  func testStoreReceivesMountActions() async {
    let store = TestStore(initialState: Room.State(id: 3)) { Room(scheduler: scheduler, log: log) }
    await store.receive(.connected)
    await scheduler.advance(by: .seconds(1))
    await store.receive(.message) { $0.received = 1 }
    await store.send(.rename("news")) { $0.topic = "news" }
    await store.skipInFlightEffects()
    await store.finish()
  }

  @Test("a test store's finish fails while the root's mount work still runs, naming it")
  func finishSeesMountWork() async {
    let store = TestStore(initialState: Room.State(id: 3)) { Room(scheduler: scheduler, log: log) }
    await store.receive(.connected)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(10))
    } matching: { issue in
      issue.description.contains(
        "An effect returned for this action is still running when the test store finished: the root's onMount work"
      ) && issue.description.contains("'finish()' does not move virtual time")
    }
  }

  @Test("a test store that ends with the root's mount work running fails, at the store")
  func endWithMountWorkFails() async {
    await withKnownIssue {
      let store = ActorTestStore(initialState: Room.State(id: 4)) {
        Room(scheduler: scheduler, log: log)
      }
      await store.receive(.connected)
    } matching: { issue in
      issue.description.contains(
        "still running when the test store was deallocated: the root's onMount work")
        && issue.sourceLocation?.fileName == "MountTests.swift"
    }
  }
}
