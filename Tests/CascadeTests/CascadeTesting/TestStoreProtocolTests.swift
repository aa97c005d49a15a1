import Cascade
import CascadeTesting
import Testing

/// A test helper written once against `TestStoreProtocol`: it drives a `Meeting` on either
/// test store.
@MainActor
private func noteThenStart(_ store: some TestStoreProtocol<Meeting.State, Meeting.Action>) async {
  await store.send(.note("agenda")) { $0.notes = ["agenda"] }
  await store.send(.startTapped)
  await store.receive(.delegate(.startMeeting(title: "Standup")))
  store.assert { $0.notes = ["agenda"] }
}

/// The same helper, asserting a change that did not happen.
@MainActor
private func wrongNote(_ store: some TestStoreProtocol<Meeting.State, Meeting.Action>) async {
  await store.send(.note("agenda")) { $0.notes = ["minutes"] }
}

@Suite("TestStoreProtocol: one helper drives either test store, with the same checks")
@MainActor
struct TestStoreProtocolTests {
  @Test("a helper over the protocol passes on a TestStore and on an ActorTestStore")
  func helperOnBoth() async {
    let store = TestStore(initialState: Meeting.State()) { Meeting() }
    await noteThenStart(store)
    await store.finish()
    let actorStore = ActorTestStore(initialState: Meeting.State()) { Meeting() }
    await noteThenStart(actorStore)
    await actorStore.finish()
  }

  @Test("a wrong assertion fails with the same message on both stores")
  func sameFailure() async {
    let messages = LockIsolated<[String]>([])
    await withKnownIssue {
      await wrongNote(TestStore(initialState: Meeting.State()) { Meeting() })
    } matching: { issue in
      messages.withValue { $0.append(issue.description) }
      return true
    }
    await withKnownIssue {
      await wrongNote(ActorTestStore(initialState: Meeting.State()) { Meeting() })
    } matching: { issue in
      messages.withValue { $0.append(issue.description) }
      return true
    }
    let seen = messages.value
    #expect(seen.count == 2)
    #expect(seen.first == seen.last)
    #expect(seen.first?.contains("\"minutes\"") == true)
  }

  @Test("exhaustivity set through the protocol applies to the store's next steps")
  func exhaustivityThroughProtocol() async {
    func relax(_ store: some TestStoreProtocol<Meeting.State, Meeting.Action>) {
      store.exhaustivity = .off
    }
    let store = ActorTestStore(initialState: Meeting.State()) { Meeting() }
    relax(store)
    await store.send(.startTapped)
    await store.send(.note("unasserted"))
    #expect(store.state.notes == ["unasserted"])
  }
}
