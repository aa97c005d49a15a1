import Cascade

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts from scheduled items, which must be `@Sendable`; the benchmark runs every item on
/// the main thread, so the plain counters are never touched concurrently.
final class Tally: @unchecked Sendable {
  var count = 0
  var lastDeadline = SchedulerInstant(.zero)
  var outOfOrder = 0
}

/// The hand-written limit of a store: a class holding state and calling a stored closure.
final class BareStore<State, Action> {
  var state: State
  let reduce: (inout State, Action) -> Void

  init(_ state: State, _ reduce: @escaping (inout State, Action) -> Void) {
    self.state = state
    self.reduce = reduce
  }

  @inline(never)
  func send(_ action: Action) { reduce(&state, action) }
}

// MARK: - send

struct Add: Reducer {
  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state &+= action
    return .none
  }
}

/// `n` trivial sends to a new `Store`; returns the final count.
@MainActor
func storeSends(_ n: Int) -> Int {
  let store = Store(initialState: 0) { Add() }
  for _ in 0..<n { store.send(1) }
  return store.state
}

@MainActor
func sendWorkload(_ n: Int, runs: Int) -> Row {
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("send", "send reference")
  ) {
    storeSends(n)
  } reference: {
    let store = BareStore<Int, Int>(0) { $0 &+= $1 }
    for _ in 0..<n { store.send(1) }
    return store.state
  }
  return Row(
    workload: "send: trivial action returning .none", cascade: cascade,
    reference: reference, operations: n, target: 3)
}

// MARK: - observers

struct Fields: Equatable {
  var every = 0
  var hundredth = 0
  /// Never changed by `Bump`.
  var still = 0
}

struct Bump: Reducer {
  func reduce(into state: inout Fields, action: Int) -> Effect<Int> {
    state.every &+= 1
    if action % 100 == 0 { state.hundredth &+= 1 }
    return .none
  }
}

@MainActor
func observerWorkload(
  _ n: Int, runs: Int, observers: Int, field: KeyPath<Fields, Int>, label: String,
  target: Double = 3
) -> Row {
  let expected = observers * (field == \Fields.every ? n + 1 : (n - 1) / 100 + 2)
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: expected, names: (label, label + " reference")
  ) {
    let store = Store(initialState: Fields()) { Bump() }
    var delivered = 0
    let subscriptions = (0..<observers).map { _ in
      store.driver(field).drive { _ in delivered += 1 }
    }
    withExtendedLifetime(subscriptions) {
      for i in 0..<n { store.send(i) }
    }
    return delivered
  } reference: {
    let store = BareStore<Fields, Int>(Fields()) { state, i in
      state.every &+= 1
      if i % 100 == 0 { state.hundredth &+= 1 }
    }
    var delivered = 0
    // Hand-written: the field read directly, once per send; one compare per observer and
    // one closure call per observer whose value changed.
    let read: (Fields) -> Int = field == \Fields.every ? { $0.every } : { $0.hundredth }
    var last = Array(repeating: read(store.state), count: observers)
    let callbacks: [(Int) -> Void] = (0..<observers).map { _ in { _ in delivered += 1 } }
    for callback in callbacks { callback(last[0]) }
    for i in 0..<n {
      store.send(i)
      let value = read(store.state)
      for index in 0..<observers where value != last[index] {
        last[index] = value
        callbacks[index](value)
      }
    }
    return delivered
  }
  return Row(
    workload: label, cascade: cascade, reference: reference, operations: n, target: target)
}

// MARK: - scheduler

@MainActor
func oneShotWorkload(_ n: Int, runs: Int) -> Row {
  var random = SplitMix64(seed: 2026)
  let deadlines = (0..<n).map { _ in Int64(random.next() % 1_000_000) }
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("scheduler one-shot", "scheduler one-shot reference")
  ) {
    let scheduler = TestScheduler()
    let tally = Tally()
    for deadline in deadlines {
      let instant = SchedulerInstant(.microseconds(deadline))
      scheduler.schedule(after: instant) {
        if instant < tally.lastDeadline { tally.outOfOrder += 1 }
        tally.lastDeadline = instant
        tally.count += 1
      }
    }
    scheduler.advance(by: .seconds(1))
    return tally.outOfOrder == 0 ? tally.count : -1
  } reference: {
    var heap = BareHeap()
    var count = 0
    var last: Int64 = 0
    var outOfOrder = 0
    for deadline in deadlines {
      heap.insert(deadline) {
        if deadline < last { outOfOrder += 1 }
        last = deadline
        count += 1
      }
    }
    while let item = heap.popMin() { item.action() }
    return outOfOrder == 0 ? count : -1
  }
  return Row(
    workload: "scheduler: one-shot items, random deadlines", cascade: cascade,
    reference: reference, operations: n, target: 1.5)
}

@MainActor
func repeatingWorkload(_ n: Int, runs: Int) -> Row {
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("scheduler repeating", "scheduler repeating reference")
  ) {
    let scheduler = TestScheduler()
    let tally = Tally()
    scheduler.schedule(after: .init(.seconds(1)), interval: .seconds(1)) { tally.count += 1 }
    scheduler.advance(by: .seconds(Int64(n)))
    return tally.count
  } reference: {
    var heap = BareHeap()
    var count = 0
    heap.insert(1) { count += 1 }
    while let item = heap.popMin(), item.deadline <= Int64(n) {
      item.action()
      heap.insert(item.deadline + 1, item.action)
    }
    return count
  }
  return Row(
    workload: "scheduler: one repeating item, per tick", cascade: cascade,
    reference: reference, operations: n, target: 2)
}

// MARK: - timer

struct Ticker: Reducer {
  enum Action { case start, tick }
  let scheduler: any Scheduler
  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return Effect.timer(id: 0, every: .seconds(1), on: scheduler).map { _ in .tick }
    case .tick:
      state += 1
      return .none
    }
  }
}

@MainActor
func timerWorkload(_ n: Int, runs: Int) -> Row {
  let (cascade, reference) = measureSideBySide(
    runs: runs, expecting: n, names: ("timer", "timer reference")
  ) {
    let scheduler = TestScheduler()
    let store = Store(initialState: 0) { Ticker(scheduler: scheduler) }
    store.send(.start)
    scheduler.advance(by: .seconds(Int64(n)))
    return store.state
  } reference: {
    let store = BareStore<Int, Ticker.Action>(0) { state, action in
      if case .tick = action { state += 1 }
    }
    var heap = BareHeap()
    heap.insert(1) { store.send(.tick) }
    while let item = heap.popMin(), item.deadline <= Int64(n) {
      item.action()
      heap.insert(item.deadline + 1, item.action)
    }
    return store.state
  }
  return Row(
    workload: "timer: Effect.timer tick into a store", cascade: cascade,
    reference: reference, operations: n, target: 4)
}

// MARK: - large state

struct Big: Equatable {
  var items: [Int]
  var counter = 0
}

struct Touch: Reducer {
  func reduce(into state: inout Big, action: Int) -> Effect<Int> {
    state.items[action % state.items.count] &+= 1
    state.counter &+= 1
    return .none
  }
}

@MainActor
func largeStateWorkload(_ n: Int, runs: Int) -> Row {
  func run(size: Int) -> UInt64 {
    measure(
      runs: runs,
      {
        let store = Store(initialState: Big(items: Array(repeating: 0, count: size))) { Touch() }
        var seen = 0
        let subscription = store.driver(\.counter).drive { _ in seen += 1 }
        withExtendedLifetime(subscription) {
          for i in 0..<n { store.send(i) }
        }
        return seen
      }, verify: { $0 == n + 1 }, name: "large state \(size)")
  }
  return Row(
    workload: "large-state: 100,000 vs 1,000 elements", cascade: run(size: 100_000),
    reference: run(size: 1_000), operations: n, target: 1.5)
}

// MARK: - effects

struct Effects: Reducer {
  enum Action {
    case startForever(Int)
    case startQuick(Int)
    case cancelAll(Int)
  }
  let scheduler: TestScheduler
  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .startForever(let id):
      return .run { [scheduler] _ in try await scheduler.sleep(for: .seconds(3600)) }
        .cancellable(id: id)
    case .startQuick(let id):
      return .run { _ in }.cancellable(id: id % 100)
    case .cancelAll(let count):
      return .cancel(ids: 0..<count)
    }
  }
}

@MainActor
func effectWorkloads(_ n: Int, runs: Int) async -> [Row] {
  var cancelled: [UInt64] = []
  var completed: [UInt64] = []
  for _ in 0..<runs {
    let scheduler = TestScheduler()
    let store = Store(initialState: 0) { Effects(scheduler: scheduler) }
    var start = cpuNanoseconds()
    var tasks: [StoreTask] = []
    tasks.reserveCapacity(n)
    for id in 0..<n { tasks.append(store.send(.startForever(id))) }
    store.send(.cancelAll(n))
    for task in tasks { await task.finish() }
    cancelled.append(cpuNanoseconds() - start)
    check(store.inFlightEffectCount == 0 && store._cancellationIDCount == 0, "cancelled effects")

    tasks.removeAll(keepingCapacity: true)
    start = cpuNanoseconds()
    for id in 0..<n { tasks.append(store.send(.startQuick(id))) }
    for task in tasks { await task.finish() }
    completed.append(cpuNanoseconds() - start)
    check(store.inFlightEffectCount == 0 && store._cancellationIDCount == 0, "completed effects")
  }
  return [
    Row(
      workload: "effects: .run with distinct ids, cancelled", cascade: median(cancelled),
      reference: 0, operations: n, target: nil),
    Row(
      workload: "effects: .cancellable .run that completes", cascade: median(completed),
      reference: 0, operations: n, target: nil),
  ]
}

func check(_ condition: Bool, _ what: String) {
  guard !condition else { return }
  print("FAIL: \(what) left entries in the effect registry")
  exit(2)
}

// MARK: - scope

struct Leaf: Reducer {
  func reduce(into state: inout Int, action: Bool) -> Effect<Bool> {
    state &+= 1
    return .none
  }
}

/// One concrete level of nesting (as real features are: not generic).
struct Level1: Reducer {
  struct State {
    var child: Level2.State = Level2.State()
  }
  enum Action {
    case child(Level2.Action)
  }
  static let childCase = CasePath(Action.child) { if case .child(let a) = $0 { a } else { nil } }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Self.childCase) { Level2() }
  }
}

/// One concrete level of nesting (as real features are: not generic).
struct Level2: Reducer {
  struct State {
    var child: Level3.State = Level3.State()
  }
  enum Action {
    case child(Level3.Action)
  }
  static let childCase = CasePath(Action.child) { if case .child(let a) = $0 { a } else { nil } }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Self.childCase) { Level3() }
  }
}

/// One concrete level of nesting (as real features are: not generic).
struct Level3: Reducer {
  struct State {
    var child: Level4.State = Level4.State()
  }
  enum Action {
    case child(Level4.Action)
  }
  static let childCase = CasePath(Action.child) { if case .child(let a) = $0 { a } else { nil } }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Self.childCase) { Level4() }
  }
}

/// One concrete level of nesting (as real features are: not generic).
struct Level4: Reducer {
  struct State {
    var child: Level5.State = Level5.State()
  }
  enum Action {
    case child(Level5.Action)
  }
  static let childCase = CasePath(Action.child) { if case .child(let a) = $0 { a } else { nil } }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Self.childCase) { Level5() }
  }
}

/// One concrete level of nesting (as real features are: not generic).
struct Level5: Reducer {
  struct State {
    var child: Int = 0
  }
  enum Action {
    case child(Bool)
  }
  static let childCase = CasePath(Action.child) { if case .child(let a) = $0 { a } else { nil } }
  var body: some Reducer<State, Action> {
    Scope(state: \.child, action: Self.childCase) { Leaf() }
  }
}

@MainActor
func scopeWorkload(_ n: Int, runs: Int) -> Row {
  func makeRoot() -> Store<Level1.State, Level1.Action> {
    Store(initialState: Level1.State()) { Level1() }
  }
  func count(_ store: Store<Level1.State, Level1.Action>) -> Int {
    store.state.child.child.child.child.child
  }
  let leafSend = measure(
    runs: runs,
    {
      let root = makeRoot()
      let leaf =
        root
        .scope(state: \.child, action: Level1.childCase)
        .scope(state: \.child, action: Level2.childCase)
        .scope(state: \.child, action: Level3.childCase)
        .scope(state: \.child, action: Level4.childCase)
        .scope(state: \.child, action: Level5.childCase)
      for _ in 0..<n { leaf.send(true) }
      return count(root)
    }, verify: { $0 == n }, name: "scope leaf")
  let rootSend = measure(
    runs: runs,
    {
      let root = makeRoot()
      for _ in 0..<n { root.send(.child(.child(.child(.child(.child(true)))))) }
      return count(root)
    }, verify: { $0 == n }, name: "scope root")
  return Row(
    workload: "scope: send 5 levels deep vs to the root", cascade: leafSend,
    reference: rootSend, operations: n, target: 3)
}
