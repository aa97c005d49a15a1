import Testing

@testable import Cascade

@Suite("Cancellation")
@MainActor
struct CancellationTests {
  enum Action: Equatable {
    case start(Int)
    case startInFlight(Int)
    case finishQuickly(Int)
    case cancel(Int)
    case cancelAll([Int])
    case started(Int)
  }

  /// Effects that wait for cancellation and record, per id, whether they saw it.
  static func reducer(_ probe: Probe<String>) -> Reduce<[Int], Action> {
    Reduce { state, action in
      switch action {
      case .start(let id), .startInFlight(let id):
        let effect = Effect<Action>.run { send in
          await send(.started(id))
          await waitForCancellation()
          probe.append("\(id) cancelled=\(Task.isCancelled)")
          await send(.started(-1))
        }
        if case .startInFlight = action {
          return effect.cancellable(id: id, cancelInFlight: true)
        }
        return effect.cancellable(id: id)
      case .finishQuickly(let id):
        return .run { _ in }.cancellable(id: id)
      case .cancel(let id):
        return .cancel(id: id)
      case .cancelAll(let ids):
        return .cancel(ids: ids)
      case .started(let id):
        state.append(id)
        return .none
      }
    }
  }

  @Test(".cancel(id:) cancels the effect; it sees Task.isCancelled and sends nothing more")
  func cancelByID() async {
    let probe = Probe<String>()
    let store = Store(initialState: []) { Self.reducer(probe) }
    let task = store.send(.start(1))
    await Task.yield()
    store.send(.cancel(1))
    await task.finish()
    await probe.wait(count: 1)
    #expect(probe.all == ["1 cancelled=true"])
    #expect(!store.state.contains(-1))
  }

  @Test("cancelInFlight cancels the running effect with the same id before starting")
  func cancelInFlight() async {
    let probe = Probe<String>()
    let store = Store(initialState: []) { Self.reducer(probe) }
    let first = store.send(.startInFlight(7))
    let second = store.send(.startInFlight(7))
    await first.finish()
    await probe.wait(count: 1)
    #expect(probe.all == ["7 cancelled=true"])
    #expect(store.core.records.count == 1)
    second.cancel()
    await second.finish()
  }

  @Test(".cancel(ids:) cancels several ids; an id with nothing running is a no-op")
  func cancelIDs() async {
    let probe = Probe<String>()
    let store = Store(initialState: []) { Self.reducer(probe) }
    let tasks = [store.send(.start(1)), store.send(.start(2)), store.send(.start(3))]
    store.send(.cancelAll([1, 3, 99]))
    await tasks[0].finish()
    await tasks[2].finish()
    await probe.wait(count: 2)
    #expect(Set(probe.all) == ["1 cancelled=true", "3 cancelled=true"])
    #expect(store.core.records.count == 1)
    store.send(.cancel(2))
    await tasks[1].finish()
  }

  @Test("two stores using the same id never cancel each other's effects")
  func idsAreScopedToTheStore() async {
    let probe = Probe<String>()
    let a = Store(initialState: []) { Self.reducer(probe) }
    let b = Store(initialState: []) { Self.reducer(probe) }
    let taskA = a.send(.start(1))
    let taskB = b.send(.start(1))
    a.send(.cancel(1))
    await taskA.finish()
    #expect(b.core.records.count == 1)
    #expect(!taskB.isCancelled)
    b.send(.cancel(1))
    await taskB.finish()
  }

  @Test("after 10,000 effects over 100 ids complete or are cancelled, the registry is empty")
  func registryIsEmptied() async {
    let probe = Probe<String>()
    let store = Store(initialState: []) { Self.reducer(probe) }
    var tasks: [StoreTask] = []
    for index in 0..<10_000 {
      tasks.append(
        store.send(index.isMultiple(of: 2) ? .start(index % 100) : .finishQuickly(index % 100)))
    }
    store.send(.cancelAll(Array(0..<100)))
    for task in tasks { await task.finish() }
    #expect(store.core.records.isEmpty)
    #expect(store.core.cancellables.isEmpty)
  }

  @Test("a cancelled .run's catch handler never sees the CancellationError")
  func catchNotCalledOnCancel() async {
    let scheduler = TestScheduler()
    let caught = Probe<String>()
    let store = Store(initialState: 0) {
      Reduce<Int, Bool> { _, start in
        start
          ? .run { _ in
            try await scheduler.sleep(for: .seconds(10))
          } catch: { error, _ in
            caught.append("\(error)")
          }
          .cancellable(id: "sleep")
          : .cancel(id: "sleep")
      }
    }
    let task = store.send(true)
    await scheduler.advance()
    store.send(false)
    await task.finish()
    #expect(caught.all.isEmpty)
    #expect(scheduler.pendingCount == 0)
  }

  @Test("cancellation ids are equal exactly when their AnyHashables are")
  func cancelIDEquality() {
    struct Empty: Hashable, Sendable {}
    struct Pair: Hashable, Sendable {
      let a: Int
      let b: Int
    }
    enum Kind: Hashable, Sendable { case one, two }
    #expect(CancelID(Empty()) == CancelID(Empty()))
    #expect(CancelID(Pair(a: 1, b: 2)) == CancelID(Pair(a: 1, b: 2)))
    #expect(CancelID(Pair(a: 1, b: 2)) != CancelID(Pair(a: 2, b: 1)))
    #expect(CancelID(Kind.one) != CancelID(Kind.two))
    #expect(CancelID("timer") == CancelID("timer"))
    #expect(CancelID("timer") != CancelID("other"))
    // Ids of different types with equal bytes follow AnyHashable's rules, as before.
    #expect(
      (CancelID(Int(7)) == CancelID(UInt(7))) == (AnyHashable(Int(7)) == AnyHashable(UInt(7))))
    #expect(CancelID(0.0) == CancelID(-0.0))
    var set: Set<CancelID> = [CancelID(Empty()), CancelID(Kind.one)]
    set.insert(CancelID(Empty()))
    #expect(set.count == 2)
  }

  @Test("every pair of ids compares as its AnyHashables do, and equal ids hash alike")
  func cancelIDMatchesAnyHashable() {
    struct Empty: Hashable, Sendable {}
    struct Other: Hashable, Sendable {}
    struct Padded: Hashable, Sendable {
      let flag: Bool
      let count: Int
    }
    enum Kind: Hashable, Sendable { case one, two }
    let ids: [any Hashable & Sendable] = [
      Empty(), Other(), Kind.one, Kind.two, Optional(Kind.one), Optional<Kind>.none,
      Optional<Empty>.none, 1, UInt(1), Int8(1), Optional(1), Optional<Int>.none, 2, 1.0,
      Float(1), true, "timer", Padded(flag: true, count: 3), Padded(flag: true, count: 4),
    ]
    func cancelID(_ id: some Hashable & Sendable) -> CancelID { CancelID(id) }
    for left in ids {
      for right in ids {
        let (a, b) = (cancelID(left), cancelID(right))
        let expected = AnyHashable(left) == AnyHashable(right)
        #expect(
          (a == b) == expected, "\(left) (\(type(of: left))) vs \(right) (\(type(of: right)))")
        if a == b { #expect(a.hashValue == b.hashValue, "\(left) vs \(right)") }
      }
    }
  }
}
