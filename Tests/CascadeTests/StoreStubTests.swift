import Cascade
import CascadeTesting
import Testing

@Suite("A stubbed store: the test sets the state and reads the actions, no reducer runs")
@MainActor
struct StoreStubTests {
  struct State: Equatable {
    var count = 0
    var title = ""
  }

  enum Action: Equatable {
    case incrementTapped
    case titleChanged(String)
  }

  @Test("sent actions are recorded in order and change nothing")
  func actions() {
    let (store, stub) = Store<State, Action>.stub(initialState: State())
    store.send(.incrementTapped)
    store.send(.titleChanged("a"))
    #expect(stub.actions == [.incrementTapped, .titleChanged("a")])
    #expect(store.state == State())
  }

  @Test("setting the state notifies drivers, signals and observe {} as a send would")
  func settingState() {
    let (store, stub) = Store<State, Action>.stub(initialState: State())
    var counts: [Int] = []
    var titles: [String] = []
    var observed: [Int] = []
    let driver = store.driver(\.count).drive { counts.append($0) }
    let signal = store.signal(\.title).emit { titles.append($0) }
    let observation = observe { observed.append(store.count) }
    stub.state.count = 5
    stub.state.title = "five"
    #expect(counts == [0, 5])
    #expect(titles == ["five"])
    #expect(observed == [0, 5])
    #expect(store.count == 5)
    _ = (driver, signal, observation)
  }
}
