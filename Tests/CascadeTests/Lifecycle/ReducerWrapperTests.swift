import CascadeTesting
import Testing

@testable import Cascade

/// A user's wrapper that logs actions around a feature, written the TCA way: it runs its child
/// through `reduce(into:action:)`.
struct LoggingWrapper<Child: Reducer>: Reducer {
  let child: Child
  let log: LifecycleLog

  func reduce(into state: inout Child.State, action: Child.Action) -> Effect<Child.Action> {
    log.append("action")
    return child.reduce(into: &state, action: action)
  }
}

/// The same wrapper, forwarding its child's lifetime work by the one-line rule.
struct ForwardingWrapper<Wrapped: Reducer>: ReducerWrapper {
  let wrapped: Wrapped
  let log: LifecycleLog

  func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    log.append("action")
    return wrapped.reduce(into: &state, action: action)
  }
}

/// A list whose rows are wrapped.
struct WrappedRows<Row: Reducer>: Reducer where Row.State == Room.State, Row.Action == Room.Action {
  struct State: Equatable { var rooms: IdentifiedArrayOf<Room.State> = [] }
  enum Action: Equatable {
    case add(Int)
    case rooms(IdentifiedActionOf<Room>)
  }
  static var roomsCase: CasePath<Action, IdentifiedActionOf<Room>> {
    CasePath(Action.rooms) { if case .rooms(let a) = $0 { a } else { nil } }
  }
  let row: Row

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      if case .add(let id) = action { state.rooms.append(Room.State(id: id)) }
      return .none
    }
    .forEach(state: \.rooms, action: Self.roomsCase) { row }
  }
}

@Suite("Lifecycle: a user's wrapper forwards its child's lifetime work by one rule")
@MainActor
struct ReducerWrapperTests {
  let scheduler = TestScheduler()
  let log = LifecycleLog()

  @Test("a wrapper conforming to ReducerWrapper mounts its child, at the root and as a row")
  func forwardingWrapperMounts() async {
    let room = Room(scheduler: scheduler, log: log)
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) {
      let root = Store(initialState: Room.State(id: 1)) {
        ForwardingWrapper(wrapped: room, log: log)
      }
      let list = Store(initialState: WrappedRows.State()) {
        WrappedRows(row: ForwardingWrapper(wrapped: room, log: log))
      }
      list.send(.add(2))
      #expect(root.inFlightEffectCount == 1)
      #expect(list.inFlightEffectCount == 1)
    }
    #expect(log.all.filter { $0.hasPrefix("mount") } == ["mount 1", "mount 2"])
    #expect(warnings.messages.isEmpty)
  }

  @Test("a root that does not forward is reported at the store; its child never mounts")
  func hidingRootReported() async {
    // Reports are once per wrapper type in the process: this test's is its own.
    let warnings = RuntimeWarningLog()
    let line = #line + 2
    await RuntimeWarning.withSink(warnings.sink) {
      _ = Store(initialState: Draft.State()) { LoggingWrapper(child: Draft(log: log), log: log) }
    }
    #expect(warnings.messages.first?.contains("'LoggingWrapper<Draft>' runs 'Draft'") == true)
    #expect(warnings.messages.count == 1)
    #expect(warnings.messages.first?.contains("ReducerWrapperTests.swift:\(line)") == true)
  }

  @Test("a wrapper that does not forward is reported once, naming it; its child never mounts")
  func hidingWrapperReported() async {
    let room = Room(scheduler: scheduler, log: log)
    let warnings = RuntimeWarningLog()
    await RuntimeWarning.withSink(warnings.sink) {
      let list = Store(initialState: WrappedRows.State()) {
        WrappedRows(row: LoggingWrapper(child: room, log: log))
      }
      list.send(.add(2))
      _ = Store(initialState: WrappedRows.State()) {
        WrappedRows(row: LoggingWrapper(child: room, log: log))
      }
    }
    #expect(!log.all.contains("mount 2"))
    #expect(warnings.messages.count == 1)
    let message = warnings.messages.first ?? ""
    #expect(message.contains("'LoggingWrapper<Room>' runs 'Room'"))
    #expect(message.contains("Conform 'LoggingWrapper<Room>' to 'ReducerWrapper'"))
    #expect(message.contains("ReducerWrapperTests.swift:"))
  }
}
