import Cascade

/// What ``TestStore`` and ``ActorTestStore`` share: every step of a test — `send`, `receive`,
/// `assert`, `finish`, the skips and exhaustivity — written once for both.
///
/// The two test stores differ only in where the reducer runs (a `Store` on the main actor, a
/// `StoreActor` on its own) and in how they are made; the steps, their checks and their
/// failure messages are the same, so they live here. A helper that drives either store is
/// written once against the protocol:
///
/// ```swift
/// func logIn(_ store: some TestStoreProtocol<App.State, App.Action>) async {
///   await store.send(.logInTapped) { $0.isLoggingIn = true }
///   await store.receive(\.loggedIn) { $0.isLoggingIn = false }
/// }
/// ```
///
/// Cascade's two test stores are its only conformers: the requirement is the test engine,
/// which is not public API.
@MainActor
public protocol TestStoreProtocol<State, Action>: AnyObject {
  /// The state of the feature under test.
  associatedtype State
  /// The actions of the feature under test.
  associatedtype Action

  /// The test engine that checks every step (not public API).
  var _core: TestStoreCore<State, Action> { get }
}

extension TestStoreProtocol {
  /// The state after every action the store (or the actor) has processed so far.
  public var state: State { _core.currentState }

  /// How strictly this store checks the test; ``Exhaustivity/on`` by default.
  public var exhaustivity: Exhaustivity {
    get { _core.exhaustivity }
    set { _core.exhaustivity = newValue }
  }

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
  public var isDismissed: Bool { _core.isDismissed }

  /// Sends an action and asserts how the state changed.
  ///
  /// `assert` receives the state as it was before the action (as far as the test has
  /// asserted) and must mutate it into the expected state. Omit it when nothing should change.
  /// The test's effects are then settled (see "Effects that do no waiting" in the Testing
  /// article): a `.run` that does no waiting has finished when `send` returns. An
  /// ``ActorTestStore`` sends to its actor and waits for the reducer there.
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
    await _core.send(
      action, assert: assert,
      site: SourceSite(fileID, filePath: filePath, line: line, column: column))
  }
}
