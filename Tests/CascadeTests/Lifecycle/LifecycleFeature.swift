import Cascade
import Synchronization

/// What lifecycle work ran, in order.
final class LifecycleLog: Sendable {
  private let entries = Mutex<[String]>([])

  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
  var all: [String] { entries.withLock { $0 } }
}

/// A chat room: while it exists, a stream (a timer standing in) delivers messages.
struct Room: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var received = 0
    var topic = "general"
  }

  enum Action: Equatable {
    case connected
    case message
    case rename(String)
  }

  let scheduler: TestScheduler
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .connected: break
      case .message: state.received += 1
      case .rename(let topic): state.topic = topic
      }
      return .none
    }
    .onMount { [log, scheduler] state in
      log.append("mount \(state.id)")
      return .merge(
        .send(.connected),
        Effect.timer(id: "stream", every: .seconds(1), on: scheduler).map { _ in .message })
    }
    .onDismount { [log] state in
      log.append("dismount \(state.id) after \(state.received)")
      return .none
    }
  }
}

/// Rooms in every place a child can live: a row, a sheet, an optional, a stack, a case.
struct Lobby: Reducer {
  struct State: Equatable {
    var rooms: IdentifiedArrayOf<Room.State> = []
    @Presents var sheet: Room.State?
    var detail: Room.State?
    var path = StackState<Room.State>()
    var count = 0
  }

  enum Action: Equatable, CasePathable {
    case rooms(IdentifiedActionOf<Room>)
    case sheet(PresentationAction<Room.Action>)
    case detail(Room.Action)
    case path(StackAction<Room.State, Room.Action>)
    case addRoom(Int)
    case deleteRoom(Int)
    case openSheet(Int)
    case setDetail(Room.State?)
    case increment

    struct AllCasePaths {
      var rooms: CasePath<Action, IdentifiedActionOf<Room>> {
        .init(Action.rooms) { if case .rooms(let v) = $0 { v } else { nil } }
      }
      var sheet: CasePath<Action, PresentationAction<Room.Action>> {
        .init(Action.sheet) { if case .sheet(let v) = $0 { v } else { nil } }
      }
      var detail: CasePath<Action, Room.Action> {
        .init(Action.detail) { if case .detail(let v) = $0 { v } else { nil } }
      }
      var path: CasePath<Action, StackAction<Room.State, Room.Action>> {
        .init(Action.path) { if case .path(let v) = $0 { v } else { nil } }
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  let scheduler: TestScheduler
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addRoom(let id): state.rooms.append(Room.State(id: id))
      case .deleteRoom(let id): state.rooms.remove(id: id)
      case .openSheet(let id): state.sheet = Room.State(id: id)
      case .setDetail(let detail): state.detail = detail
      case .increment: state.count += 1
      case .rooms, .sheet, .detail, .path: break
      }
      return .none
    }
    .forEach(state: \.rooms, action: \.rooms) { Room(scheduler: scheduler, log: log) }
    .ifLet(state: \.$sheet, action: \.sheet) { Room(scheduler: scheduler, log: log) }
    .ifLet(state: \.detail, action: \.detail) { Room(scheduler: scheduler, log: log) }
    .forEach(state: \.path, action: \.path) { Room(scheduler: scheduler, log: log) }
  }
}

/// A session that is signed out or in a room: the room mounts when the case switches to it.
struct RoomVisit: Reducer {
  enum State: Equatable {
    case signedOut
    case inRoom(Room.State)
  }

  enum Action: Equatable {
    case signIn(Int)
    case signOut
    case room(Room.Action)
  }

  static let inRoom = CasePath<State, Room.State>(State.inRoom) {
    if case .inRoom(let v) = $0 { v } else { nil }
  }
  static let room = CasePath<Action, Room.Action>(Action.room) {
    if case .room(let v) = $0 { v } else { nil }
  }

  let scheduler: TestScheduler
  let log: LifecycleLog

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .signIn(let id): state = .inRoom(Room.State(id: id))
      case .signOut: state = .signedOut
      case .room: break
      }
      return .none
    }
    .ifCaseLet(Self.inRoom, action: Self.room) { Room(scheduler: scheduler, log: log) }
  }
}
