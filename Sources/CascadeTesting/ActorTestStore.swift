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
public final class ActorTestStore<State: Sendable, Action: Sendable> {
  /// The store actor under test.
  public let actor: StoreActor<State, Action>
  let core: TestStoreCore<State, Action>
  private let changedDependencies: ChangedDependencies

  /// How strictly this store checks the test; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity {
    get { core.exhaustivity }
    set { core.exhaustivity = newValue }
  }

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
    let values = DependencyValues.testValues(prepare, fileID: fileID, line: line)
    let initial = withDependencies({ $0 = values }, operation: { InitialState(initialState()) })
    let ledger = TestStoreLedger()
    let recorder = TestStoreRecorder<State, Action>(initialState: initial, ledger: ledger)
    let changed = ChangedDependencies(values)
    let target = SendTarget<StoreActor<State, Action>>()
    self.changedDependencies = changed
    self.core = TestStoreCore(
      initialState: initial,
      recorder: recorder,
      ledger: ledger,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column),
      sharedValues: values.sharedRegistry,
      sender: { action in
        let task = await target.value.send(
          action, dependencies: changed.take(), onDismiss: { ledger.recordDismissed() },
          before: { recorder.beginSend() })
        return (task, recorder.endSend())
      }
    )
    let actor = Self.makeActor(from: initial, reducer: reducer, recorder: recorder, values: values)
    target.value = actor
    self.actor = actor
    // The root's mount work counts as a step's effects: `finish()` waits for it.
    ledger.recordMount(
      actor.mountTask, site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }

  /// The actor the test drives, made from the initial state on the heap: in a function of its
  /// own, so the one copy of the state it passes is on the stack only while the actor is made.
  @inline(never)
  private static func makeActor<R: Reducer>(
    from initial: InitialState<State>, reducer: @Sendable () -> R,
    recorder: TestStoreRecorder<State, Action>, values: DependencyValues
  ) -> StoreActor<State, Action> where R.State == State, R.Action == Action {
    StoreActor(initialState: initial.value) {
      RecordedReducer(base: reducer(), recorder: recorder)
    } withDependencies: {
      $0 = values
    }
  }

  /// The dependencies the feature reads; change them between steps (the actor gets them
  /// with the next `send`).
  public var dependencies: DependencyValues {
    get { changedDependencies.values }
    set { changedDependencies.values = newValue }
  }

  /// The state after every action the actor has processed so far.
  public var state: State { core.currentState }

  /// Whether the feature dismissed itself (see ``TestStore/isDismissed``).
  public var isDismissed: Bool { core.isDismissed }

  /// Sends an action to the actor and asserts how the state changed.
  ///
  /// See ``TestStore/send(_:assert:fileID:filePath:line:column:)-(Action,_,_,_,_,_)``.
  @discardableResult
  public func send(
    _ action: Action,
    assert: ((inout State) -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await core.send(
      action, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
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
