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
public final class TestStore<State, Action>: TestStoreProtocol {
  let store: Store<State, Action>
  /// The test engine (not public API).
  public let _core: TestStoreCore<State, Action>

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
    let setup = TestStoreSetup<State, Action>(
      initialState: initialState, prepare: prepare,
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (recorder, ledger) = (setup.recorder, setup.ledger)
    let target = SendTarget<Store<State, Action>>()
    self._core = setup.core { action in
      recorder.beginSend()
      let task = target.value.send(action)
      return (task, recorder.endSend())
    }
    let store = Self.makeStore(setup, reducer: reducer())
    store.onRootDismiss { ledger.recordDismissed() }
    setup.recordMount(store.mountTask)
    target.value = store
    self.store = store
  }

  /// The store the test drives, made from the initial state on the heap: in a function of its
  /// own, so the one copy of the state it passes is on the stack only while the store is made.
  @inline(never)
  private static func makeStore<R: Reducer>(_ setup: TestStoreSetup<State, Action>, reducer: R)
    -> Store<State, Action> where R.State == State, R.Action == Action
  {
    Store(initialState: setup.initial.value) {
      RecordedReducer(base: reducer, recorder: setup.recorder)
    } withDependencies: {
      $0 = setup.values
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
}

/// The test store of a reducer's state and actions, as TCA spells it:
/// `let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action>
