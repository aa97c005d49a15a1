import Cascade

/// The engine of ``TestStore`` and ``ActorTestStore``: what the test has asserted so far,
/// what it still owes, and each step's checks. It reaches the reducer only through `sender`,
/// so the same engine tests a store on the main actor and one on an actor of its own.
///
/// Public only as ``TestStoreProtocol``'s requirement; none of its members are.
@_documentation(visibility: internal)
@MainActor
public final class TestStoreCore<State, Action> {
  /// Sends an action where the reducer runs; returns the action's task and the state right
  /// after the reducer handled it (before any action the send produced).
  typealias Sender = @MainActor (Action) async -> (task: StoreTask, state: State?)

  let recorder: TestStoreRecorder<State, Action>
  let ledger: TestStoreLedger
  let site: SourceSite
  /// The test's shared values, asserted with its state.
  let shared: SharedValuesCheck
  private let sender: Sender
  var expectedState: State
  /// Compares states: `==` for `Equatable` state, else ``StructuralEquality``.
  let isEqual: (State, State) -> Bool
  /// Whether states are compared by structure (and diffed the same way).
  let isStructural = StructuralEquality.isStructural(State.self)
  /// After an order mismatch was reported, until every action received by then is asserted:
  /// `receive` matches in any order without state checks, so one swap is one failure.
  var isReordered = false

  var exhaustivity: Exhaustivity = .on {
    didSet { ledger.exhaustivity = exhaustivity }
  }

  init(
    initialState: InitialState<State>,
    recorder: TestStoreRecorder<State, Action>,
    ledger: TestStoreLedger,
    site: SourceSite,
    sharedValues: SharedRegistry,
    sender: @escaping Sender
  ) {
    CascadeTestingHooks.install()
    TestSettling.enable()
    self.expectedState = initialState.value
    self.isEqual = StructuralEquality.comparator(for: State.self)
    self.recorder = recorder
    self.ledger = ledger
    self.site = site
    self.shared = SharedValuesCheck(registry: sharedValues)
    self.sender = sender
    // What the test wrote to shared values before this store existed is its starting point,
    // not a change its first step must describe.
    shared.accept()
  }

  deinit {
    ledger.reportOutstanding(at: site, when: "when the test store was deallocated")
  }

  /// The state after every action the reducer has run.
  var currentState: State { recorder.latestState }

  var isDismissed: Bool { ledger.isDismissed }

  func send(_ action: Action, assert: ((inout State) -> Void)?, site: SourceSite) async
    -> TestStoreTask
  {
    if isDismissed {
      site.fail(
        """
        Can't send \(TestStoreText.describe(action)): the feature dismissed itself \
        ('isDismissed' is true), so it would receive nothing more.
        """
      )
      return TestStoreTask(rawValue: .empty, site: site)
    }
    if !recorder.received.isEmpty {
      if exhaustivity.isExhaustive {
        site.fail(
          """
          Must handle \(recorder.received.count) received action(s) before sending an action:

          \(recorder.received.map { "  " + TestStoreText.describe($0.action) }.joined(separator: "\n"))

          Assert them with 'await store.receive(…)', or call 'skipReceivedActions()'.
          """
        )
      }
      skipReceived(at: site)
    }
    let (storeTask, actual) = await sender(action)
    if let actual {
      check(
        step: "send(\(TestStoreText.describe(action)))",
        actual: actual,
        assert: assert,
        site: site
      )
    }
    ledger.recordSend(.init(action: TestStoreText.describe(action), site: site, task: storeTask))
    await settle()
    return TestStoreTask(rawValue: storeTask, site: site)
  }

  /// Runs the test's effects until each is finished, parked on a scheduler, or waiting on
  /// something outside Cascade (see "Effects that do no waiting" in the Testing article):
  /// every step does this first, so a `.run` that does no waiting has finished, and its
  /// actions are received, when the step returns.
  @discardableResult
  func settle() async -> TestSettling.Outcome {
    await TestSettling.settle()
  }
}
