import Cascade

/// What either test store makes before its store: the test's dependencies, the initial state
/// built with them current, the ledger of steps and the recorder of states, all for one site.
@MainActor
struct TestStoreSetup<State, Action> {
  /// The test's dependencies: each key's test value, changed by the test's `prepare`.
  let values: DependencyValues
  /// The state before the first step, on the heap.
  let initial: InitialState<State>
  let ledger = TestStoreLedger()
  let recorder: TestStoreRecorder<State, Action>
  /// Where the test store was made: end-of-test failures without a step are reported here.
  let site: SourceSite

  init(
    initialState: () -> State,
    prepare: (inout DependencyValues) -> Void,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let values = DependencyValues.testValues(prepare, fileID: fileID, line: line)
    self.values = values
    self.initial = withDependencies({ $0 = values }, operation: { InitialState(initialState()) })
    self.recorder = TestStoreRecorder(initialState: initial, ledger: ledger)
    self.site = SourceSite(fileID, filePath: filePath, line: line, column: column)
  }

  /// The engine, sending through `sender`.
  func core(sender: @escaping TestStoreCore<State, Action>.Sender) -> TestStoreCore<State, Action> {
    TestStoreCore(
      initialState: initial, recorder: recorder, ledger: ledger, site: site,
      sharedValues: values.sharedRegistry, sender: sender)
  }

  /// Counts the root's mount work as a step's effects: `finish()` waits for it.
  func recordMount(_ task: StoreTask?) {
    ledger.recordMount(task, site: site)
  }
}
