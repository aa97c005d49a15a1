import CascadeTesting
import Foundation
import Testing

@testable import Cascade

/// `TallyFeature` with a bug: `.fetched` adds one more than it should.
struct BuggyTally: Reducer {
  func reduce(into state: inout TallyFeature.State, action: TallyFeature.Action) -> Effect<
    TallyFeature.Action
  > {
    if case .fetched(let value) = action {
      state.count += value + 1
      state.history.append(state.count)
      return .none
    }
    return TallyFeature().reduce(into: &state, action: action)
  }
}

/// A reducer whose every effect records that it ran: replays must never start one.
struct EffectSpy: Reducer {
  let ran: LockIsolated<Int>

  func reduce(into state: inout TallyFeature.State, action: TallyFeature.Action) -> Effect<
    TallyFeature.Action
  > {
    _ = TallyFeature().reduce(into: &state, action: action)
    let ran = self.ran
    return .merge(
      .run { _ in ran.withValue { $0 += 1 } },
      .run { send in
        ran.withValue { $0 += 1 }
        await send(.increment)
      })
  }
}

@Suite("Replaying a recorded run as a test")
@MainActor
struct ReplayTests {
  func recordedRun() async -> ActionLog<TallyFeature.State, TallyFeature.Action> {
    let recorder = ActionRecorder<TallyFeature.State, TallyFeature.Action>()
    let store = Store(initialState: TallyFeature.State()) {
      TallyFeature().recording(into: recorder)
    }
    store.send(.increment)
    store.send(.incrementTwiceLater)
    await store.send(.fetch).finish()
    store.send(.increment)
    return recorder.log
  }

  @Test("a log replays through the reducer it was recorded with")
  func replaysCleanly() async {
    await replay(await recordedRun()) { TallyFeature() }
  }

  @Test("a log written as JSON and read back replays the same way")
  func replaysFromJSON() async throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("cascade-replay-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try JSONEncoder().encode(await recordedRun()).write(to: file)
    let log = try JSONDecoder().decode(
      ActionLog<TallyFeature.State, TallyFeature.Action>.self, from: Data(contentsOf: file))
    await replay(log) { TallyFeature() }
  }

  @Test("a saved log, as a bug report carries it, replays from the test's resources")
  func replaysASavedLog() async throws {
    let url = try #require(
      Bundle.module.url(forResource: "tally-session", withExtension: "json", subdirectory: "Logs"))
    let log = try JSONDecoder().decode(
      ActionLog<TallyFeature.State, TallyFeature.Action>.self, from: Data(contentsOf: url))
    #expect(log.entries.count == 7)
    #expect(log.entries.filter { $0.origin == .effect }.count == 3)
    await replay(log) { TallyFeature() }
    await withKnownIssue {
      await replay(log) { BuggyTally() }
    } matching: { issue in
      issue.description.contains("diverged at entry 5 of 7")
    }
  }

  @Test("a changed reducer fails at the first entry that diverges, with its index and a diff")
  func divergenceIsReportedAtTheRightEntry() async {
    let log = await recordedRun()
    await withKnownIssue {
      await replay(log) { BuggyTally() }
    } matching: { issue in
      issue.description.contains(
        "The replay diverged at entry 5 of 7, .fetched(10) (from an effect)")
        && issue.description.contains("− count: 13\n+ count: 14")
        && issue.description.contains("− history[3]: 13\n+ history[3]: 14")
    }
  }

  @Test("effects are never run during a replay")
  func effectsNeverRun() async {
    let ran = LockIsolated(0)
    let log = ActionLog<TallyFeature.State, TallyFeature.Action>(
      initialState: TallyFeature.State(),
      entries: [.init(action: .increment, origin: .sent, state: .init(count: 1, history: [1]))])
    await replay(log) { EffectSpy(ran: ran) }
    let scheduler = TestScheduler()
    await scheduler.advance()
    #expect(ran.value == 0)
  }

  @Test("a log with entries but no initial state fails plainly")
  func missingInitialState() async {
    let log = ActionLog<TallyFeature.State, TallyFeature.Action>(
      initialState: nil, entries: [.init(action: .increment, origin: .sent, state: .init())])
    await withKnownIssue {
      await replay(log) { TallyFeature() }
    } matching: { issue in
      issue.description.contains("no initial state")
    }
  }

  @Test("state that is not Equatable replays, compared by structure")
  func nonEquatableState() async {
    struct Notes: Reducer {
      struct State: Codable, Sendable {
        var lines: [String] = []
        var lengths: [String: Int] = [:]
      }
      enum Action: Codable, Sendable { case add(String) }
      var extra = ""
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard case .add(let line) = action else { return .none }
        state.lines.append(line + extra)
        state.lengths[line] = line.count
        return .none
      }
    }
    let recorder = ActionRecorder<Notes.State, Notes.Action>()
    let store = Store(initialState: Notes.State()) { Notes().recording(into: recorder) }
    store.send(.add("a"))
    store.send(.add("bb"))
    await replay(recorder.log) { Notes() }
    await withKnownIssue {
      await replay(recorder.log) { Notes(extra: "!") }
    } matching: { issue in
      issue.description.contains("diverged at entry 0 of 2, .add(\"a\") (sent)")
        && issue.description.contains("− lines[0]: \"a\"\n+ lines[0]: \"a!\"")
    }
  }
}
