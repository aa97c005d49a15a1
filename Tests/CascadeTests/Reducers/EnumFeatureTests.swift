import Cascade
import CascadeTesting
import Foundation
import Testing

/// A screen whose state is an enum: loading, then a ticking dashboard, or an error.
struct Screen: Reducer {
  enum State: Equatable {
    case loading
    case dashboard(Dashboard.State)
    case failed(String)

    static let dashboardCase = CasePath(State.dashboard) {
      if case .dashboard(let state) = $0 { state } else { nil }
    }
  }

  enum Action: Equatable {
    case loaded
    case failed(String)
    case dashboard(Dashboard.Action)

    static let dashboardCase = CasePath(Action.dashboard) {
      if case .dashboard(let action) = $0 { action } else { nil }
    }
  }

  let scheduler: any Scheduler

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .loaded:
        state = .dashboard(Dashboard.State())
        return .none
      case .failed(let message):
        state = .failed(message)
        return .none
      case .dashboard:
        return .none
      }
    }
    .ifCaseLet(State.dashboardCase, action: Action.dashboardCase) {
      Dashboard(scheduler: scheduler)
    }
  }
}

struct Dashboard: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  enum Action: Equatable {
    case start
    case tick
  }

  struct TimerID: Hashable, Sendable {}

  let scheduler: any Scheduler

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return Effect.timer(id: TimerID(), every: .seconds(1), on: scheduler).map { _ in .tick }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// The same screen with `Scope(state: casePath, …)` instead of `ifCaseLet`.
struct ScopedScreen: Reducer {
  var body: some Reducer<Screen.State, Screen.Action> {
    Scope(state: Screen.State.dashboardCase, action: Screen.Action.dashboardCase) {
      Dashboard(scheduler: ImmediateScheduler())
    }
  }
}

@Suite("Features over enum state")
@MainActor
struct EnumFeatureTests {
  @Test("ifCaseLet runs the child in its case and cancels its effects when the case changes")
  func ifCaseLetCancels() async {
    let scheduler = TestScheduler()
    let store = TestStore(initialState: Screen.State.loading) { Screen(scheduler: scheduler) }
    await store.send(.loaded) { $0 = .dashboard(Dashboard.State()) }
    await store.send(.dashboard(.start))
    await scheduler.advance(by: .seconds(1))
    await store.receive(.dashboard(.tick)) { $0 = .dashboard(Dashboard.State(ticks: 1)) }
    await store.send(.failed("offline")) { $0 = .failed("offline") }
    #expect(scheduler.pendingCount == 0)
    await scheduler.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("ifCaseLet ignores a child action in another case, with a warning at its call")
  func ifCaseLetOtherCase() {
    let store = Store(initialState: Screen.State.loading) {
      Screen(scheduler: ImmediateScheduler())
    }
    withKnownIssue {
      store.send(.dashboard(.tick))
    } matching: { issue in
      issue.description.contains(
        "An 'ifCaseLet' received a child action while the state is in another case: "
          + ".dashboard(.tick)")
        && issue.sourceLocation?.fileName == "EnumFeatureTests.swift"
    }
    #expect(store.state == .loading)
  }

  @Test("Scope over a case runs the child only in that case; another case warns")
  func scopeOverCase() {
    let store = Store(initialState: Screen.State.dashboard(Dashboard.State())) {
      ScopedScreen()
    }
    store.send(.dashboard(.tick))
    #expect(store.state == .dashboard(Dashboard.State(ticks: 1)))
    let other = Store(initialState: Screen.State.failed("x")) { ScopedScreen() }
    withKnownIssue {
      other.send(.dashboard(.tick))
    } matching: { issue in
      issue.description.contains(
        "A 'Scope' over an enum case received a child action while the state is in another "
          + "case: .dashboard(.tick)")
        && issue.sourceLocation?.fileName == "EnumFeatureTests.swift"
    }
    #expect(other.state == .failed("x"))
  }

  @Test("Optional.modify changes the case's payload, and warns for another case")
  func optionalModify() {
    var state: Screen.State? = .dashboard(Dashboard.State())
    state.modify(Screen.State.dashboardCase) { $0.ticks = 3 }
    #expect(state == .dashboard(Dashboard.State(ticks: 3)))
    var failed: Screen.State? = .failed("x")
    withKnownIssue {
      failed.modify(Screen.State.dashboardCase) { $0.ticks = 3 }
    } matching: { issue in
      issue.description.contains("'modify' found .failed(\"x\"), not the case it was given")
    }
    #expect(failed == .failed("x"))
  }
}

struct Row: Codable, Equatable, Identifiable {
  var id: Int
  var title: String
}

@Suite("IdentifiedArray: Codable and offsets")
struct IdentifiedArrayOffsetTests {
  @Test("encodes as a plain JSON array and decodes back")
  func codable() throws {
    let rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "a"), Row(id: 2, title: "b")]
    let data = try JSONEncoder().encode(rows)
    let plain = try JSONDecoder().decode([Row].self, from: data)
    #expect(plain == [Row(id: 1, title: "a"), Row(id: 2, title: "b")])
    let decoded = try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    #expect(decoded == rows)
    #expect(decoded[id: 2]?.title == "b")
  }

  @Test("decoding two elements with one id fails, naming the id")
  func duplicateIDs() {
    let json = Data(#"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#.utf8)
    #expect {
      try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: json)
    } throws: { error in
      "\(error)".contains("the id 1 appears more than once")
    }
  }

  @Test("remove(atOffsets:) and move(fromOffsets:toOffset:) as SwiftUI's onDelete/onMove")
  func offsets() {
    func rows(_ ids: [Int]) -> IdentifiedArrayOf<Row> {
      IdentifiedArray(ids.map { Row(id: $0, title: "\($0)") })
    }
    var list = rows([0, 1, 2, 3, 4])
    list.remove(atOffsets: [1, 3])
    #expect(list.ids == [0, 2, 4])
    #expect(list[id: 4]?.title == "4")
    #expect(list[id: 1] == nil)

    list = rows([0, 1, 2])
    list.move(fromOffsets: [0], toOffset: 2)
    #expect(list.ids == [1, 0, 2])
    list = rows([0, 1, 2])
    list.move(fromOffsets: [0], toOffset: 3)
    #expect(list.ids == [1, 2, 0])
    list = rows([0, 1, 2, 3, 4])
    list.move(fromOffsets: [3, 4], toOffset: 1)
    #expect(list.ids == [0, 3, 4, 1, 2])
    list = rows([0, 1, 2, 3, 4])
    list.move(fromOffsets: [0, 2], toOffset: 4)
    #expect(list.ids == [1, 3, 0, 2, 4])
    #expect(list[id: 2]?.title == "2")
  }
}
