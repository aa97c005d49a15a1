/// The runtime of one store: its state, the send loop, the running effects and the
/// observers — the same for a ``Store`` (on the main actor) and a ``StoreActor``.
///
/// A plain class that its owner calls on the owner's isolation only; work from elsewhere
/// arrives through ``isolation``. The article "How a send runs" follows one action through
/// its parts: the loop (`StoreCore+Send.swift`), the effects (`Running/`), the observers
/// (`StoreCore+Observers.swift`).
@usableFromInline
final class StoreCore<State, Action>: EffectCanceller, @unchecked Sendable {
  // Unchecked Sendable: callbacks from other threads only pass the core to `isolation`,
  // which runs them on the isolation that owns it.
  // Unchecked exclusivity, here and on the bookkeeping below: the core is touched only on its
  // isolation, and the one long access, the reducer's `inout`, is inside the send loop, which
  // never re-enters (`isProcessing`). The dynamic checks are on the hot path of every send.
  @exclusivity(unchecked) @usableFromInline var state: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// Where this core runs; set once, by its owner, before any action is sent.
  var isolation: StoreIsolation
  /// The send loop's bookkeeping: the actions waiting for it and the one it runs.
  @exclusivity(unchecked) @usableFromInline var loop = SendLoopState<Action>()
  /// What is running, and what each effect operator keeps while its effects run.
  @exclusivity(unchecked) var running = RunningEffects<State, Action>()
  /// Who observes the store, and the caches its observers and scoped stores share.
  @exclusivity(unchecked) @usableFromInline var observing = ObservingState() {
    // Hears about shared values' changes exactly while the store has observers.
    didSet {
      if observing.hasObservers != (observing.sharedListener != nil) {
        listenForSharedChanges(observing.hasObservers)
      }
    }
  }
  /// Whether recorders and instruments watch the store's actions.
  @exclusivity(unchecked) @usableFromInline var watching = WatchingState()
  /// What the owner (``Store``, ``StoreActor``, a test store) set up once, before any send.
  // Unchecked: written by the owner's initializer (and a test store's steps) only.
  @exclusivity(unchecked) @usableFromInline var setup = OwnerSetup<State, Action>()
  /// The dependencies the store captured, made current while its reducer runs and inside
  /// its `.run` effects; `nil` for the live values with no override, which need no scope
  /// (a send then pays this one check).
  // Unchecked: written only by the owner's initializer and a test store between steps.
  @exclusivity(unchecked) @usableFromInline var dependencies: DependencyScope.Box?
  /// This core held weakly, for its effect groups and its effects' deliveries (made on first
  /// use).
  private(set) lazy var weakCore = WeakCore(self)

  @usableFromInline
  init(
    initialState: consuming State,
    isolation: StoreIsolation,
    reducer: @escaping (inout State, Action) -> Effect<Action>
  ) {
    self.state = initialState
    self.isolation = isolation
    self.reducer = reducer
  }

  /// Makes the core's deliveries go through a send specialized for its concrete types, and
  /// records the reducer's type for warnings. Inlinable, so that the owner's inlinable
  /// initializer (``Store``'s, ``StoreActor``'s) calls it in the caller's module, where those
  /// types are known. (The reducer closure itself is formed by the owner: formed here, it
  /// costs a partial-application thunk on every send.)
  @inlinable
  func specializeSends<R: Reducer>(for _: R.Type) where R.State == State, R.Action == Action {
    setup.specializedSend = { core, action, task in core.send(action, task: task) }
    setup.reducerType = R.self
  }

  deinit {
    observing.sharedListener?.remove()
    for (id, record) in running.ledger.records {
      record.handle.cancel()
      record.context.group.remove(id)
    }
  }
}

/// An action waiting for the send loop, with where it came from (for recorders and
/// instruments) and, for a removed child's dismount action, the path of the operator that
/// removed it.
typealias PendingAction<Action> = (
  action: Action, task: TaskRef, origin: ActionOrigin, dismounted: CancelID?
)

/// The send loop's bookkeeping (`StoreCore+Send.swift`).
@usableFromInline
struct SendLoopState<Action> {
  /// Actions waiting for the loop.
  var pending = FIFOQueue<PendingAction<Action>>() {
    didSet { pendingCount = pending.count }
  }
  /// `pending.count`, kept where checking it needs no generic metadata.
  @usableFromInline var pendingCount = 0
  @usableFromInline var isProcessing = false
  /// The group of the loop's top-level action, once an effect outlived the loop.
  var topGroup: EffectGroup?
  /// The ``ActionEvent/sequence`` of the action being processed while watched, which the
  /// effects it returns carry as their cause.
  @usableFromInline var currentAction: UInt64 = 0
  /// The origin of an action an effect delivers outside the loop (through
  /// ``OwnerSetup/specializedSend``): `.effect`, or `.mount` for the store's mount work.
  @usableFromInline var deliveredOrigin = ActionOrigin.effect
  /// Set when the root feature dismissed itself (under a test store): every running effect
  /// is cancelled when the current loop ends.
  @usableFromInline var cancelsEffectsAfterLoop = false

  @usableFromInline
  init() {}
}

/// What is running (`Running/`), and what each operator keeps while its effects run, each
/// behind a flag kept where checking needs no generic metadata: a retirement or cancellation
/// touches a table only when its flag is set.
struct RunningEffects<State, Action> {
  /// The running records; its mutations are pure (they never call out), so accesses never
  /// overlap.
  var ledger = EffectLedger()
  var concatenationSteps = ConcatenationSteps<Action>() {
    didSet { hasConcatenationSteps = !concatenationSteps.isEmpty }
  }
  var hasConcatenationSteps = false
  /// What the operators used in this store keep (see ``EffectOperatorState``), in the order
  /// of their first use; told of retirements and cancellations.
  var operatorStates: [any EffectOperatorState] = []
  /// The core as its operators' host, once formed (see `StoreCore.asEffectHost`). Unowned:
  /// it is the core that holds it.
  unowned(unsafe) var host: (any EffectHost<Action>)?
  /// Whether someone observes ``StoreCore/isRunning(_:)``: effects that end outside a send
  /// then notify the observers.
  var watchesRunning = false
  /// The task of the root's mount work: set once by `mountRoot()` in the owner's
  /// initializer, then only read (a test store waits for it as for a send's).
  var mountGroup: EffectGroup?
}

/// Who observes the store (`StoreCore+Observers.swift`) and the caches its observers and
/// scoped stores share.
@usableFromInline
struct ObservingState {
  var observers = ObserverList() {
    didSet { hasObservers = !observers.isEmpty }
  }
  @usableFromInline var hasObservers = false
  /// Where the core listens for shared values' changes while it has observers.
  var sharedListener: SharedListenerToken?
  /// Stores that keep element stores, told when a send removed an element (see
  /// ``RemovalWatch``); `nil` until one asks.
  @usableFromInline var removalWatch: RemovalWatch?
  /// Source nodes shared by every driver or signal of the same kind on the same key path,
  /// so that a hundred observers of one field cost one read and one comparison per send.
  var sharedSources = WeakCache<SourceKey>()
  /// Scoped stores of this root, kept while someone holds them.
  var scopedStores = WeakCache<ScopeKey>()
  /// One-shot work to run after the current round of observer notifications: the
  /// `observe {}` re-runs, once for all the stores (root and scoped) that changed.
  @usableFromInline var afterNotification: [() -> Void] = []

  @usableFromInline
  init() {}
}

/// Whether recorders and instruments watch the store's actions (`Runtime/Instrumenting/`).
@usableFromInline
struct WatchingState {
  /// The slot of the recorder attached at this store's root, if any (see
  /// ``RootRecording``).
  @usableFromInline var originSlot: ActionOriginSlot? {
    didSet { update() }
  }
  /// Whether a recorder at the root or an instrument of this store's own watches its
  /// actions: with ``StoreWatchers/exist``, the one check a send makes before its fast path.
  @usableFromInline var isWatched = false
  /// Whether instruments were attached to this store itself (see ``isWatched``).
  @usableFromInline var hasInstruments = false
  /// The store's instruments, once one watched it.
  var instrumentation: Instrumentation?

  @usableFromInline
  init() {}

  /// Whether an instrument may watch this store's effects: one attached to it or to every
  /// store. Checked before calling into `Runtime/Instrumenting/`, so a store nothing watches
  /// never enters it.
  var mayInstrument: Bool { hasInstruments || StoreWatchers.instrumentsExist }

  /// Works ``isWatched`` out again after a recorder or an instrument came or went.
  mutating func update() {
    hasInstruments = instrumentation?.hasLocal == true
    isWatched = originSlot != nil || hasInstruments
  }
}

/// What the owner of a core set up once, before any send.
@usableFromInline
struct OwnerSetup<State, Action> {
  /// `send` specialized for the store's concrete types, made by the owner's inlinable
  /// initializer in the caller's module; actions that effects and scheduled work deliver go
  /// through it, so they take the same fast path as a top-level send. The core is passed in
  /// rather than captured, so a call retains nothing.
  @usableFromInline typealias SpecializedSend = (StoreCore<State, Action>, Action, EffectGroup?)
    -> StoreTask

  @usableFromInline var specializedSend: SpecializedSend?
  /// The type of the store's reducer, which warnings about what it returned name.
  @usableFromInline var reducerType: Any.Type?
  /// Where the store was created, in the user's code: where warnings about what its
  /// reducer returned point.
  @usableFromInline var creationSite: (fileID: StaticString, line: UInt)?
  /// Called when the root reducer returns ``Effect/dismiss``, instead of the warning: a test
  /// store records that its feature dismissed itself.
  var rootDismissHandler: (@Sendable () -> Void)?
  /// The root reducer's mount work, until the owner runs it (``StoreCore/mountRoot()``).
  @usableFromInline var rootMount: ((State) -> Effect<Action>)?

  @usableFromInline
  init() {}
}
