import Cascade
import CascadeTesting
import Foundation
import Testing

@Suite("Shared values under a test store")
@MainActor
struct SharedTestStoreTests {
  @Test("a shared change described in the assert closure passes")
  func describedChange() async {
    let store = TestStore(initialState: CounterPanel.State()) { CounterPanel() }
    await store.send(.incrementTapped) {
      $0.taps = 1
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.resetTapped) { $0.$count.withLock { $0 = 0 } }
    #expect(store.state.count == 0)
  }

  @Test("a shared change the test did not describe fails with a diff naming the key")
  func undescribedChange() async {
    let store = TestStore(initialState: CounterPanel.State()) { CounterPanel() }
    await withKnownIssue {
      await store.send(.incrementTapped) { $0.taps = 1 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains(
          "− @Shared(.inMemory(\"count\")): 0\n+ @Shared(.inMemory(\"count\")): 1")
    }
    await withKnownIssue {
      await store.send(.resetTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change")
        && issue.description.contains("+ @Shared(.inMemory(\"count\")): 0")
    }
  }

  @Test("a wrong shared value in the assert closure fails and never changes the live value")
  func assertWritesStayInTheTest() async {
    let store = TestStore(initialState: CounterPanel.State()) { CounterPanel() }
    await withKnownIssue {
      await store.send(.incrementTapped) {
        $0.taps = 1
        $0.$count.withLock { $0 = 42 }
      }
    } matching: { issue in
      issue.description.contains("− @Shared(.inMemory(\"count\")): 42")
    }
    #expect(store.state.count == 1)
    // The failed step is accepted as it happened: the next one starts from the live value.
    await store.send(.incrementTapped) {
      $0.taps = 2
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test("an assert closure that only describes a shared change is a change")
  func sharedOnlyChange() async {
    let store = TestStore(initialState: CounterPanel.State()) { CounterPanel() }
    await store.send(.resetTapped)
    await store.send(.incrementLater)
    await store.receive(.incremented) { $0.$count.withLock { $0 = 10 } }
  }

  @Test("two features writing one key in one send are one change")
  func twoFeaturesOneKey() async {
    let store = TestStore(initialState: TwoPanels.State()) { TwoPanels() }
    await store.send(.bothTapped) { $0.left.$count.withLock { $0 = 101 } }
    #expect(store.state.left.count == 101)
    #expect(store.state.right.count == 101)
    await store.send(.left(.incrementTapped)) {
      $0.left.taps = 1
      $0.right.$count.withLock { $0 = 102 }
    }
  }

  @Test("non-exhaustive tests check only the shared changes they describe")
  func nonExhaustive() async {
    let store = TestStore(initialState: TwoPanels.State()) { TwoPanels() }
    store.exhaustivity = .off
    await store.send(.bothTapped)
    await store.send(.left(.incrementTapped)) { $0.left.$count.withLock { $0 = 102 } }
    await withKnownIssue {
      await store.send(.left(.incrementTapped)) { $0.left.$count.withLock { $0 = 7 } }
    } matching: { issue in
      issue.description.contains(
        "− @Shared(.inMemory(\"count\")): 7\n+ @Shared(.inMemory(\"count\")): 103")
    }
  }

  @Test(
    "shared values start fresh in every test, in parallel, with no cross-talk", arguments: 0..<1_000
  )
  func freshPerTest(value: Int) async {
    let store = TestStore(initialState: CounterPanel.State()) { CounterPanel() }
    #expect(store.state.count == 0)
    for step in 1...3 {
      await store.send(.incrementTapped) {
        $0.taps = step
        $0.$count.withLock { $0 = step }
      }
    }
    let shared = withDependencies {
      $0 = store.dependencies
    } operation: {
      Shared(wrappedValue: -1, .inMemory("count"))
    }
    #expect(shared.wrappedValue == 3)
    _ = value
  }

  @Test("file storage is in memory under a test: one file system for the test, never the disk")
  func fileStorageInMemory() async {
    let first = TestStore(initialState: NamesFeature.State()) { NamesFeature() }
    await first.send(.add("Ada")) { $0.$names.withLock { $0 = ["Ada"] } }
    // A second store of the same test reads the file the first wrote, in the test's memory.
    let second = TestStore(initialState: NamesFeature.State()) { NamesFeature() }
    await second.send(.add("Alan")) { $0.$names.withLock { $0 = ["Ada", "Alan"] } }
    #expect(!FileManager.default.fileExists(atPath: NamesFeature.defaultURL.path))
  }

  @Test("an ActorTestStore asserts shared changes too")
  func actorTestStore() async {
    let store = ActorTestStore(initialState: CounterPanel.State()) { CounterPanel() }
    await store.send(.incrementTapped) {
      $0.taps = 1
      $0.$count.withLock { $0 = 1 }
    }
    await withKnownIssue {
      await store.send(.resetTapped)
    } matching: { issue in
      issue.description.contains("+ @Shared(.inMemory(\"count\")): 0")
    }
  }

  @Test("a test starts from a saved file given to the in-memory storage")
  func startsFromSavedFile() async throws {
    let saved = try JSONEncoder().encode(["Grace"])
    let store = TestStore(initialState: NamesFeature.State()) {
      NamesFeature()
    } withDependencies: {
      $0.defaultFileStorage = .inMemory(["names.json": saved])
    }
    #expect(store.state.names == ["Grace"])
    await store.send(.add("Alan")) { $0.$names.withLock { $0.append("Alan") } }
  }

  @Test("a shared optional that became non-nil shows nil in the diff")
  func optionalDiff() async {
    struct Selection: Reducer {
      struct State: Equatable {
        @Shared(.inMemory("selected")) var selected: Int? = nil
      }
      func reduce(into state: inout State, action: Int) -> Effect<Int> {
        state.$selected.withLock { $0 = action }
        return .none
      }
    }
    let store = TestStore(initialState: Selection.State()) { Selection() }
    await withKnownIssue {
      await store.send(1)
    } matching: { issue in
      issue.description.contains(
        "− @Shared(.inMemory(\"selected\")): nil\n+ @Shared(.inMemory(\"selected\")): 1")
    }
  }

  @Test("skipping received actions accepts the shared changes they made")
  func skipAcceptsShared() async {
    let store = TestStore(initialState: CounterPanel.State()) { CounterPanel() }
    await store.send(.incrementLater)
    await store.skipReceivedActions()
    #expect(store.state.count == 10)
    await store.send(.incrementTapped) {
      $0.taps = 1
      $0.$count.withLock { $0 += 1 }  // from the accepted 10
    }
  }
}
