import Observation

/// Runs a ``Reducer``: holds the state, processes actions, runs their effects.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.increment)
/// print(store.state.count)  // 1
/// ```
///
/// ## Semantics
/// - ``send(_:)`` runs the reducer synchronously; ``state`` holds the new state when it
///   returns. Effects start after the state is updated.
/// - Actions from `.send` effects are processed before `send` returns, in FIFO order.
/// - An action sent while the store is processing one (from an observer, from a synchronous
///   effect) is queued and processed after it, in order. The reducer never runs
///   re-entrantly, and a chain of `.send` effects of any length does not grow the stack.
/// - Effects never keep their store alive; a deallocated store cancels every effect it
///   started, and no action is delivered after.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action>: Observable {
  /// What this store runs on: its own core (a root store) or a view of its root's.
  @usableFromInline let runtime: any StoreRuntime<State, Action>
  /// Whether ``runtime`` is a ``StoreCore`` (checked instead of a dynamic cast on `send`).
  @usableFromInline let isRoot: Bool
  /// The fields read through Observation; made on the first such read.
  @usableFromInline lazy var tracker = FieldTracker(runtime: runtime)
  /// The stores scoped from this one, kept while this store lives (see `Store+Scope.swift`).
  var scopedChildren: [AnyHashable: AnyObject] = [:]
  /// The element stores among them, by collection (see ``ElementStores``).
  var elementStores: [AnyKeyPath: ElementStores] = [:]
  /// Whether this store's root tells it when a send removed an element.
  var watchesRemovals = false
  /// The id of the element this store is scoped to, for a row store (``id``).
  @usableFromInline nonisolated let rowID: AnyHashableSendable?

  /// The core of a root store; call only when ``isRoot``.
  @inlinable
  var rootCore: StoreCore<State, Action> {
    unsafeDowncast(runtime, to: StoreCore<State, Action>.self)
  }

  /// Creates a store that runs `reducer` from `initialState`.
  ///
  /// The store captures the dependencies current here (see ``DependencyValues``), changed
  /// by `withDependencies`, and makes them current while its reducer runs and in its effects.
  ///
  /// ```swift
  /// let store = Store(initialState: Search.State()) {
  ///   Search()
  /// } withDependencies: {
  ///   $0.scheduler = DispatchQueueScheduler.main
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state before any action.
  ///   - reducer: Builds the reducer, once.
  ///   - prepare: Changes the dependencies the store captures; none by default.
  ///   - fileID: Where warnings about what the reducer returns point (an `Effect.dismiss`
  ///     with nothing to dismiss); the caller's file by default.
  ///   - line: The caller's line by default.
  @inlinable
  public init<R: Reducer>(
    initialState: consuming R.State,
    reducer: () -> R,
    withDependencies prepare: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) where R.State == State, R.Action == Action {
    let reducer = reducer()
    let core = StoreCore(
      initialState: consume initialState,
      isolation: .mainActor,
      reducer: reducer.reduce(into:action:)
    )
    core.specializeSends(for: R.self)
    core.watching.originSlot = (reducer as? any RootRecording)?.originSlot
    core.setup.creationSite = (fileID, line)
    core.captureDependencies(prepare)
    core.prepareMount(reducer)
    self.runtime = core
    self.isRoot = true
    self.rowID = nil
    if core.setup.rootMount != nil { core.mountRoot() }
  }

  /// Creates a scoped store that runs on `runtime`; `rowID` for the store of one element of
  /// a collection.
  init(runtime: any StoreRuntime<State, Action>, rowID: AnyHashableSendable? = nil) {
    self.runtime = runtime
    self.isRoot = false
    self.rowID = rowID
  }

  /// The current state, updated synchronously by ``send(_:)``.
  ///
  /// Read inside observation tracking (SwiftUI, `withObservationTracking`, ``observe(_:)``),
  /// it registers interest in the whole state: every top-level send notifies. Read single
  /// fields (`store.count`) to be notified only when they change.
  public var state: State {
    SharedObservation.readByStore {
      trackState()
      return currentState
    }
  }

  /// The root core's dismissal hook (see ``StoreCore/rootDismissHandler``); a root store's.
  package func onRootDismiss(_ handler: @escaping @Sendable () -> Void) {
    if isRoot { rootCore.setup.rootDismissHandler = handler }
  }

  /// The task of a root store's mount work (its `onMount` effects), for a test store to wait
  /// for; `nil` when there was none.
  package var mountTask: StoreTask? {
    guard isRoot, let group = rootCore.running.mountGroup else { return nil }
    return StoreTask(group)
  }

  /// The root core's dependencies, read and changed by a test store between steps.
  package var dependencies: DependencyValues {
    get { isRoot ? rootCore.dependencyValues : DependencyValues() }
    set { if isRoot { rootCore.setDependencies(newValue) } }
  }

  /// The current state, without registering an observation: ReactorKit's
  /// `reactor.currentState`, for code that reads the state once (a guard in a view
  /// controller, a log line) rather than following it. Read ``state`` or a field
  /// (`store.count`) inside an observation.
  public var currentState: State {
    if isRoot { return rootCore.state }
    return runtime.state
  }

  /// Calls `body` with the current state, without registering an observation: TCA's
  /// `store.withState`, for reading a value once (a guard in an action handler, a log line).
  ///
  /// ```swift
  /// let canSave = store.withState { $0.title.isEmpty == false }
  /// ```
  ///
  /// - Parameter body: Reads what it needs from the state.
  /// - Returns: What `body` returned.
  public func withState<R>(_ body: (_ state: State) throws -> R) rethrows -> R {
    try body(currentState)
  }

  /// Sends an action: runs the reducer, then the actions its `.send` effects produce, then
  /// starts its asynchronous effects.
  ///
  /// - Parameter action: The action to process.
  /// - Returns: A task covering the effects this action started.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    // Through a guaranteed reference: the store holds its core for the whole call, and a
    // retain of a core that is also held weakly takes the slow path, on every send.
    if isRoot { return Self.send(action, to: Unmanaged.passUnretained(rootCore)) }
    return runtime.send(action)
  }

  /// Sends through an unretained core; nonisolated, so that the closure handed to the
  /// guaranteed reference carries no main-actor check.
  @inlinable
  nonisolated static func send(_ action: Action, to core: Unmanaged<StoreCore<State, Action>>)
    -> StoreTask
  {
    core._withUnsafeGuaranteedRef { $0.send(action) }
  }
}

/// The store of a reducer's state and actions, as TCA spells it: `let store: StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
