import Cascade

/// An exhaustive test harness for a reducer: every state change, every action effects feed
/// back, and every effect still running must be accounted for.
///
/// ```swift
/// @Test @MainActor func timer() async {
///   let scheduler = TestScheduler()
///   let store = TestStore(initialState: Stopwatch.State()) { Stopwatch(scheduler: scheduler) }
///
///   await store.send(.startTapped) { $0.isRunning = true }
///   await scheduler.advance(by: .milliseconds(100))
///   await store.receive(.tick) { $0.elapsed = .milliseconds(100) }
///   await store.send(.stopTapped) { $0.isRunning = false }
/// }
/// ```
///
/// The test store runs the reducer in a real `Store` — the same send loop, so the same
/// order of actions and the same final state — and records the state each action produced.
///
/// Failures (reported at the line of the step, to Swift Testing when a Swift Testing test is
/// running and to XCTest otherwise) show a line-by-line diff of expected (`−`) against actual
/// (`+`) state: only the differing fields, with their paths.
///
/// `State` need not be `Equatable`. `Equatable` state is compared with its `==`; other state
/// by its structure — stored properties of structs, enum cases and their payloads, tuples,
/// collections, dictionaries and optionals, recursively, each `Equatable` part with its own
/// `==` — where a class instance equals only itself (`===`) and closures are skipped. A state
/// that holds a client object, a closure or an `any Error` is tested exhaustively with no
/// conformance written for the test; the diffs are the same.
@MainActor
public final class TestStore<State, Action> {
  let store: Store<State, Action>
  let core: TestStoreCore<State, Action>

  /// How strictly this store checks the test; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity {
    get { core.exhaustivity }
    set { core.exhaustivity = newValue }
  }

  /// Creates a test store running `reducer` from `initialState`.
  ///
  /// The store's dependencies are in the test context (each key's `testValue`; see
  /// `DependencyKey`), changed by `withDependencies`:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Todos.State()) {
  ///   Todos()
  /// } withDependencies: {
  ///   $0.uuid = .incrementing
  ///   $0.scheduler = scheduler
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before the first step, built with the test's dependencies
  ///     current: its `@Shared` values are the test's own, fresh in every test.
  ///   - reducer: Builds the reducer under test.
  ///   - prepare: Changes the test's dependencies; none by default.
  ///   - fileID: Where end-of-test failures without a step are reported.
  ///   - filePath: Where end-of-test failures without a step are reported.
  ///   - line: Where end-of-test failures without a step are reported.
  ///   - column: Where end-of-test failures without a step are reported.
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
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
    let reducer = reducer()
    let target = SendTarget<Store<State, Action>>()
    self.core = TestStoreCore(
      initialState: initial,
      recorder: recorder,
      ledger: ledger,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column),
      sharedValues: values.sharedRegistry,
      sender: { action in
        recorder.beginSend()
        let task = target.value.send(action)
        return (task, recorder.endSend())
      }
    )
    let store = Self.makeStore(from: initial, reducer: reducer, recorder: recorder, values: values)
    store.onRootDismiss { ledger.recordDismissed() }
    // The root's mount work counts as a step's effects: `finish()` waits for it.
    ledger.recordMount(
      store.mountTask, site: SourceSite(fileID, filePath: filePath, line: line, column: column))
    target.value = store
    self.store = store
  }

  /// The store the test drives, made from the initial state on the heap: in a function of its
  /// own, so the one copy of the state it passes is on the stack only while the store is made.
  @inline(never)
  private static func makeStore<R: Reducer>(
    from initial: InitialState<State>, reducer: R, recorder: TestStoreRecorder<State, Action>,
    values: DependencyValues
  ) -> Store<State, Action> where R.State == State, R.Action == Action {
    Store(initialState: initial.value) {
      RecordedReducer(base: reducer, recorder: recorder)
    } withDependencies: {
      $0 = values
    }
  }

  /// The dependencies the feature reads; change them between steps.
  ///
  /// ```swift
  /// store.dependencies.date = .constant(Date(timeIntervalSince1970: 1_000))
  /// await store.send(.saveTapped) { $0.savedAt = Date(timeIntervalSince1970: 1_000) }
  /// ```
  public var dependencies: DependencyValues {
    get { store.dependencies }
    set { store.dependencies = newValue }
  }

  /// The store's current state (including every action it has processed so far).
  public var state: State { store.currentState }

  /// Whether the feature dismissed itself: its root reducer returned `Effect.dismiss`.
  ///
  /// A feature that is presented in the app (a sheet, a stack screen) dismisses itself with
  /// `.dismiss`; tested on its own, it has no parent to dismiss it, so the test store records
  /// it here instead of warning (TCA's `store.isDismissed`), and cancels every effect the
  /// feature still runs once that send has started them, as a presented child's are when it
  /// is dismissed: nothing is left running at the end of the test. Sending an action after
  /// that fails: a dismissed feature receives nothing more.
  ///
  /// ```swift
  /// await store.send(.saveTapped)
  /// #expect(store.isDismissed)
  /// ```
  public var isDismissed: Bool { core.isDismissed }

  /// Sends an action and asserts how the state changed.
  ///
  /// `assert` receives the state as it was before the action (as far as the test has
  /// asserted) and must mutate it into the expected state. Omit it when nothing should change.
  /// The test's effects are then settled (see "Effects that do no waiting" in the Testing
  /// article): a `.run` that does no waiting has finished when `send` returns.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - assert: Mutates the previous state into the expected one.
  ///   - fileID: Where failures are reported; the caller's file by default.
  ///   - filePath: Where failures are reported; the caller's file by default.
  ///   - line: Where failures are reported; the caller's line by default.
  ///   - column: Where failures are reported; the caller's column by default.
  /// - Returns: A task for the effects this action started.
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

/// The test store of a reducer's state and actions, as TCA spells it:
/// `let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>
