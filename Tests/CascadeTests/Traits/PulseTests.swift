import CascadeTesting
import Foundation
import Testing

@testable import Cascade

@Suite("Pulse")
struct PulseTests {
  struct State: Equatable, Codable {
    var count = 0
    @Pulse var alert: String? = nil
    @Pulse var items: [Int] = []
  }

  @Test("every assignment counts, equal values included")
  func countsAssignments() {
    var state = State()
    #expect(state.$alert.valueUpdatedCount == 0)
    state.alert = "Oops"
    state.alert = "Oops"
    #expect(state.$alert.valueUpdatedCount == 2)
    #expect(state.alert == "Oops")
  }

  @Test("in-place mutation of a pulsed collection counts")
  func inPlaceMutation() {
    var state = State()
    state.items.append(1)
    state.items[0] += 1
    #expect(state.items == [2])
    #expect(state.$items.valueUpdatedCount == 2)
  }

  @Test("the count wraps around at UInt.max")
  func wrapsAround() {
    var pulse = Pulse(wrappedValue: 0, valueUpdatedCount: .max)
    pulse.value = 1
    #expect(pulse.valueUpdatedCount == 0)
  }

  @Test("copies keep their own counts")
  func copies() {
    var original = State()
    original.alert = "a"
    var copy = original
    copy.alert = "a"
    #expect(original.$alert.valueUpdatedCount == 1)
    #expect(copy.$alert.valueUpdatedCount == 2)
  }

  @Test("two pulses are equal only when value and count are equal; hashing agrees")
  func equality() {
    var a = State()
    var b = State()
    #expect(a == b)
    a.alert = "x"
    b.alert = "x"
    #expect(a == b)
    #expect(a.$alert.hashValue == b.$alert.hashValue)
    b.alert = "x"
    #expect(a != b)
    #expect(Pulse(wrappedValue: 1) != Pulse(wrappedValue: 2))
  }

  @Test("Codable encodes the value alone and decodes with a count of zero")
  func codable() throws {
    var state = State()
    state.alert = "Network error"
    state.alert = "Network error"
    let data = try JSONEncoder().encode(state)
    let json = try #require(String(data: data, encoding: .utf8))
    #expect(json.contains("\"alert\":\"Network error\""))
    let decoded = try JSONDecoder().decode(State.self, from: data)
    #expect(decoded.alert == "Network error")
    #expect(decoded.$alert.valueUpdatedCount == 0)
  }
}

/// A feature whose failures surface as a pulse.
struct SaveFeature: Reducer {
  struct State: Equatable {
    @Pulse var alert: String? = nil
    var attempts = 0
  }

  enum Action: Equatable {
    case saveFailed
    case retried
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .saveFailed:
      state.alert = "Disk full"
      return .none
    case .retried:
      state.attempts += 1
      return .none
    }
  }
}

@Suite("TestStore: asserting pulses")
@MainActor
struct TestStorePulseTests {
  @Test("a recording counts each firing, the same value twice included, and nothing else")
  func recording() async {
    let store = TestStore(initialState: SaveFeature.State()) { SaveFeature() }
    let alerts = store.pulses(\.$alert)
    await store.send(.saveFailed) { $0.alert = "Disk full" }
    await store.send(.retried) { $0.attempts = 1 }
    await store.send(.saveFailed) { $0.alert = "Disk full" }
    #expect(alerts.values == ["Disk full", "Disk full"])
    #expect(alerts.count == 2)
    alerts.stop()
    await store.send(.saveFailed) { $0.alert = "Disk full" }
    #expect(alerts.count == 2)
  }

  @Test("an assert closure that does not assign a pulse that fired fails")
  func unassertedPulse() async {
    let store = TestStore(initialState: SaveFeature.State()) { SaveFeature() }
    await store.send(.saveFailed) { $0.alert = "Disk full" }
    await withKnownIssue {
      await store.send(.saveFailed)
    } matching: { issue in
      issue.description.contains("State was not expected to change")
        && issue.description.contains("alert")
    }
  }
}
