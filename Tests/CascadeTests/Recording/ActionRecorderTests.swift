import CascadeTesting
import Foundation
import Testing

@testable import Cascade

/// A counter whose actions are partly delivered by effects: what the recorder tests record.
struct TallyFeature: Reducer {
  struct State: Codable, Equatable, Sendable {
    var count = 0
    var history: [Int] = []
  }

  enum Action: Codable, Equatable, Sendable {
    case increment
    case incrementTwiceLater
    case fetch
    case fetched(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      state.history.append(state.count)
    case .incrementTwiceLater:
      return .merge(.send(.increment), .send(.increment))
    case .fetch:
      return .run { send in await send(.fetched(10)) }
    case .fetched(let value):
      state.count += value
      state.history.append(state.count)
    }
    return .none
  }
}

@Suite("Recording the actions a store processed")
@MainActor
struct ActionRecorderTests {
  typealias Entry = ActionLog<TallyFeature.State, TallyFeature.Action>.Entry

  @Test("each action is kept with its origin and the state after it; the state before the first")
  func recordsOriginsAndStates() async {
    let recorder = ActionRecorder<TallyFeature.State, TallyFeature.Action>()
    let store = Store(initialState: TallyFeature.State(count: 5)) {
      TallyFeature().recording(into: recorder)
    }
    #expect(recorder.log.initialState == nil)
    store.send(.increment)
    store.send(.incrementTwiceLater)
    await store.send(.fetch).finish()
    let log = recorder.log
    #expect(log.initialState == TallyFeature.State(count: 5))
    #expect(
      log.entries.map(\.action) == [
        .increment, .incrementTwiceLater, .increment, .increment, .fetch, .fetched(10),
      ])
    #expect(log.entries.map(\.origin) == [.sent, .sent, .effect, .effect, .sent, .effect])
    #expect(log.entries.map(\.state.count) == [6, 6, 7, 8, 8, 18])
  }

  @Test("a full recorder keeps the last entries and the state before the oldest of them")
  func boundedByCapacity() {
    let recorder = ActionRecorder<TallyFeature.State, TallyFeature.Action>(capacity: 3)
    let store = Store(initialState: TallyFeature.State()) {
      TallyFeature().recording(into: recorder)
    }
    for _ in 1...5 { store.send(.increment) }
    let log = recorder.log
    #expect(log.entries.map(\.state.count) == [3, 4, 5])
    #expect(log.initialState?.count == 2)
    #expect(log.initialState?.history == [1, 2])
  }

  @Test("a log survives a JSON round trip")
  func jsonRoundTrip() throws {
    let recorder = ActionRecorder<TallyFeature.State, TallyFeature.Action>()
    let store = Store(initialState: TallyFeature.State()) {
      TallyFeature().recording(into: recorder)
    }
    store.send(.increment)
    store.send(.incrementTwiceLater)
    let data = try JSONEncoder().encode(recorder.log)
    let decoded = try JSONDecoder().decode(
      ActionLog<TallyFeature.State, TallyFeature.Action>.self, from: data)
    #expect(decoded.initialState == recorder.log.initialState)
    #expect(decoded.entries.map(\.action) == recorder.log.entries.map(\.action))
    #expect(decoded.entries.map(\.origin) == recorder.log.entries.map(\.origin))
    #expect(decoded.entries.map(\.state) == recorder.log.entries.map(\.state))
    #expect(String(decoding: data, as: UTF8.self).contains(#""origin":"effect""#))
  }

  @Test("a recorder at the root and one on a child of the same store both see each origin")
  func rootAndChildRecorders() {
    struct Parent: Reducer {
      struct State: Codable, Sendable { var tally = TallyFeature.State() }
      enum Action: Codable, Sendable { case tally(TallyFeature.Action) }
      let child: ActionRecorder<TallyFeature.State, TallyFeature.Action>
      var body: some Reducer<State, Action> {
        Scope(
          state: \.tally,
          action: CasePath(Action.tally) {
            if case .tally(let action) = $0 { action } else { nil }
          }
        ) {
          TallyFeature().recording(into: child)
        }
      }
    }
    let root = ActionRecorder<Parent.State, Parent.Action>()
    let child = ActionRecorder<TallyFeature.State, TallyFeature.Action>()
    let store = Store(initialState: Parent.State()) {
      Parent(child: child).recording(into: root)
    }
    store.send(.tally(.incrementTwiceLater))
    #expect(root.log.entries.map(\.origin) == [.sent, .effect, .effect])
    #expect(child.log.entries.map(\.origin) == [.sent, .effect, .effect])
  }

  @Test("a store actor's recorder sees each origin")
  func storeActorRecording() async {
    let recorder = ActionRecorder<TallyFeature.State, TallyFeature.Action>()
    let actor = StoreActor(initialState: TallyFeature.State()) {
      TallyFeature().recording(into: recorder)
    }
    await actor.send(.incrementTwiceLater).finish()
    await actor.send(.fetch).finish()
    #expect(recorder.log.entries.map(\.origin) == [.sent, .effect, .effect, .sent, .effect])
    #expect(recorder.log.entries.last?.state.count == 12)
  }

  @Test("a recorder attached to a child records the child's actions and states")
  func childRecording() {
    struct Parent: Reducer {
      struct State { var tally = TallyFeature.State() }
      enum Action { case tally(TallyFeature.Action) }
      let recorder: ActionRecorder<TallyFeature.State, TallyFeature.Action>
      var body: some Reducer<State, Action> {
        Scope(
          state: \.tally,
          action: CasePath(Action.tally) {
            if case .tally(let action) = $0 { action } else { nil }
          }
        ) {
          TallyFeature().recording(into: recorder)
        }
      }
    }
    let recorder = ActionRecorder<TallyFeature.State, TallyFeature.Action>()
    let store = Store(initialState: Parent.State()) { Parent(recorder: recorder) }
    store.send(.tally(.incrementTwiceLater))
    #expect(recorder.log.entries.map(\.origin) == [.sent, .effect, .effect])
    #expect(recorder.log.entries.last?.state.count == 2)
  }
}
