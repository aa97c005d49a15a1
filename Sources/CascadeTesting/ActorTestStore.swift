import Cascade

/// An exhaustive test harness for a reducer that runs on a `StoreActor`: the ``TestStore``
/// API, with the reducer on an actor of its own.
///
/// ```swift
/// @Test func session() async {
///   let scheduler = TestScheduler()
///   let store = ActorTestStore(initialState: Session.State()) { Session(scheduler: scheduler) }
///
///   await store.send(.login("blob")) { $0.phase = .authenticating }
///   await scheduler.advance(by: .seconds(1))
///   await store.receive(.authenticated) { $0.phase = .active }
///   await store.send(.logout) { $0.phase = .closed }
/// }
/// ```
///
/// Each step behaves as the same step of ``TestStore``: the state is asserted after every
/// action, received actions must be asserted in order, effects still running at the end
/// fail, and each step first settles the test's effects (actions delivered to the actor
/// included), so a `.run` that does no waiting has finished when `send` returns. The test
/// store itself lives on the main actor; the reducer and its effects' deliveries run on the
/// store actor, as in production.
///
/// `State` need not be `Equatable`: it is compared as ``TestStore`` compares it.
@MainActor
public final class ActorTestStore<State: Sendable, Action: Sendable>: TestStoreProtocol {
  /// The store actor under test.
  public let actor: StoreActor<State, Action>
  /// The test engine (not public API).
  public let _core: TestStoreCore<State, Action>
  private let changedDependencies: ChangedDependencies

  /// Creates a test store whose reducer runs on a new `StoreActor` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state before the first step, built with the test's dependencies
  ///     current (so its `@Shared` values are the test's own).
  ///   - reducer: Builds the reducer under test (on the actor's side, so `Sendable`).
  ///   - prepare: Changes the test's dependencies (in the test context, as
  ///     ``TestStore``'s); none by default.
  ///   - fileID: Where end-of-test failures without a step are reported.
  ///   - filePath: Where end-of-test failures without a step are reported.
  ///   - line: Where end-of-test failures without a step are reported.
  ///   - column: Where end-of-test failures without a step are reported.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    reducer: @Sendable () -> R,
    withDependencies prepare: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where R.State == State, R.Action == Action {
    let setup = TestStoreSetup<State, Action>(
      initialState: initialState, prepare: prepare,
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (recorder, ledger) = (setup.recorder, setup.ledger)
    let changed = ChangedDependencies(setup.values)
    let target = SendTarget<StoreActor<State, Action>>()
    self.changedDependencies = changed
    self._core = setup.core { action in
      let task = await target.value.send(
        action, dependencies: changed.take(), onDismiss: { ledger.recordDismissed() },
        before: { recorder.beginSend() })
      return (task, recorder.endSend())
    }
    let actor = Self.makeActor(setup, reducer: reducer)
    target.value = actor
    self.actor = actor
    setup.recordMount(actor.mountTask)
  }

  /// The actor the test drives, made from the initial state on the heap: in a function of its
  /// own, so the one copy of the state it passes is on the stack only while the actor is made.
  @inline(never)
  private static func makeActor<R: Reducer>(
    _ setup: TestStoreSetup<State, Action>, reducer: @Sendable () -> R
  ) -> StoreActor<State, Action> where R.State == State, R.Action == Action {
    let recorder = setup.recorder
    return StoreActor(initialState: setup.initial.value) {
      RecordedReducer(base: reducer(), recorder: recorder)
    } withDependencies: {
      $0 = setup.values
    }
  }

  /// The dependencies the feature reads; change them between steps (the actor gets them
  /// with the next `send`).
  public var dependencies: DependencyValues {
    get { changedDependencies.values }
    set { changedDependencies.values = newValue }
  }
}

/// The test's copy of an actor test store's dependencies, and whether the actor has it yet.
@MainActor
private final class ChangedDependencies {
  var values: DependencyValues {
    didSet { isChanged = true }
  }
  private var isChanged = false

  init(_ values: DependencyValues) {
    self.values = values
  }

  /// The values, if they changed since the last call.
  func take() -> DependencyValues? {
    defer { isChanged = false }
    return isChanged ? values : nil
  }
}
