/// The runtime of one store's state: the state, the send loop, the running effects and the
/// observers. It is the same for a ``Store`` (on the main actor) and a ``StoreActor``.
///
/// The core is tied to no isolation: it is a plain class that its owner calls on the owner's
/// isolation only, and everything arriving from elsewhere goes through ``isolation``. Its
/// parts live in their own files: the send loop here; the effect interpreter
/// (`StoreCore+Interpreter.swift`) with one runner per operator next to the operator's API
/// and state (`Effects/StoreCore+*.swift`, `Effects/Throttle/`, `Effects/Timer/`); the
/// bookkeeping of running effects in the pure ``EffectLedger`` and its shell
/// (`StoreCore+Records.swift`); the ``ObserverList``.
///
/// The send loop is breadth-first and iterative. `send` processes its action, then drains a
/// FIFO queue of the actions that `.send` effects (and re-entrant sends) added, so a chain of
/// any length runs in constant stack. The reducer never runs re-entrantly: a `send` that
/// arrives while the loop runs is queued.
@usableFromInline
final class StoreCore<State, Action>: EffectCanceller, @unchecked Sendable {
  // Sendable so that callbacks from other threads can hold it; sound because they only pass
  // it to `isolation`, which runs them on the isolation that owns the core.
  // Unchecked: the one long access is the reducer's `inout`, inside the send loop, which is
  // never re-entered (`isProcessing`); every other access is a read or write on the core's
  // isolation outside it. The dynamic check cost a third of a trivial send.
  @exclusivity(unchecked) @usableFromInline var state: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// Where this core runs; set once, by its owner, before any action is sent.
  var isolation: StoreIsolation

  /// Actions waiting for the loop, each with whether it was sent to the store (rather than
  /// delivered by an effect), for a recorder.
  private var pending = FIFOQueue<(action: Action, task: TaskRef, sent: Bool)>() {
    didSet { pendingCount = pending.count }
  }
  /// `pending.count`, kept where checking it needs no generic metadata.
  @exclusivity(unchecked) private var pendingCount = 0
  // Bookkeeping touched only on the core's isolation, by the core itself, in accesses that
  // never overlap: dynamic exclusivity checks on them cost ~15 ns each on every send.
  @exclusivity(unchecked) @usableFromInline var isProcessing = false
  /// The group of the loop's top-level action, once an effect outlived the loop.
  @exclusivity(unchecked) var topGroup: EffectGroup?
  /// Unchecked like the bookkeeping above: the ledger's mutations are pure (they never call
  /// out), so two accesses never overlap; the dynamic checks were ~5% of a restarted timer.
  @exclusivity(unchecked) var ledger = EffectLedger()
  /// This core held weakly, for its effect groups and its effects' deliveries (made on first
  /// use).
  private(set) lazy var weakCore = WeakCore(self)
  /// The metadata of this core's timer ticks, looked up once: unspecialized code creating a
  /// `TimerTick<State, Action>` asked the runtime for it on every (re)started timer.
  let timerTickType = TimerTick<State, Action>.self
  /// What each operator keeps while its effects run, each behind a flag kept where checking
  /// needs no generic metadata: a retirement or cancellation touches a table only when its
  /// flag is set.
  @exclusivity(unchecked) var concatenationSteps = ConcatenationSteps<Action>() {
    didSet { hasConcatenationSteps = !concatenationSteps.isEmpty }
  }
  @exclusivity(unchecked) var throttleWindows = ThrottleWindows<Action>() {
    didSet { hasThrottleWindows = !throttleWindows.isEmpty }
  }
  @exclusivity(unchecked) var hasConcatenationSteps = false
  @exclusivity(unchecked) var hasThrottleWindows = false
  @exclusivity(unchecked) private var observers = ObserverList() {
    didSet {
      guard hasObservers == observers.isEmpty else { return }
      hasObservers = !observers.isEmpty
      listenForSharedChanges(hasObservers)
    }
  }
  @exclusivity(unchecked) @usableFromInline var hasObservers = false
  /// Stores that keep element stores, told when a send removed an element (see
  /// ``RemovalWatch``); `nil` until one asks.
  @exclusivity(unchecked) @usableFromInline var removalWatch: RemovalWatch?
  /// Source nodes shared by every driver or signal of the same kind on the same key path,
  /// so that a hundred observers of one field cost one read and one comparison per send.
  private var sharedSources = WeakCache<SourceKey>()
  /// Scoped stores of this root, kept while someone holds them.
  private var scopedStores = WeakCache<ScopeKey>()

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
    specializedSend = { core, action, task in core.send(action, task: task) }
    reducerType = R.self
  }

  deinit {
    for (id, record) in ledger.records {
      record.handle.cancel()
      record.context.group.remove(id)
    }
  }

  // MARK: - The send loop

  /// Sends a top-level action. Inlined into the caller, so that the common case — an action
  /// whose effect is `.none` — costs a flag check, the reducer call and an enum check: no
  /// allocation, lock or lookup.
  @inlinable
  func send(_ action: Action) -> StoreTask {
    send(action, task: nil)
  }

  /// Sends `action`, accounting its effects to `task` (a new task when `nil`).
  @inlinable
  func send(_ action: Action, task: EffectGroup?) -> StoreTask {
    guard !isProcessing else { return enqueue(action, task: task) }
    isProcessing = true
    if originSlot != nil || ActionOrigin.isMarking(hasSlot: false) {
      markOrigin(task == nil ? .sent : .effect)
    }
    let effect = dependencies == nil ? reducer(&state, action) : reduceWithDependencies(action)
    if case .none = effect.operation {
      if hasObservers { notifyObservers() }
      isProcessing = false
      removalWatch?.check()
      return StoreTask(task)
    }
    return finishSend(after: effect, task: task)
  }

  /// The slot of the recorder attached at this store's root, if any (see ``RootRecording``).
  // Unchecked: set once by the owner's initializer before any send, then only read.
  @exclusivity(unchecked) @usableFromInline var originSlot: ActionOriginSlot?

  /// Tells the recorders where the action about to be reduced came from: the root
  /// recorder's slot, and the thread-local mark when other recorders may be attached deeper.
  @inlinable
  func markOrigin(_ origin: ActionOrigin) {
    originSlot?.write(origin)
    if ActionOrigin.isMarking(hasSlot: originSlot != nil) { ActionOrigin.mark(origin) }
  }

  /// One-shot work to run after the current round of observer notifications: the
  /// `observe {}` re-runs, once for all the stores (root and scoped) that changed.
  @usableFromInline var afterNotification: [() -> Void] = []

  /// The dependencies the store captured, made current while its reducer runs and inside
  /// its `.run` effects; `nil` for the live values with no override, which need no scope
  /// (a send then pays this one check).
  // Unchecked: read on every send, written only by the owner's initializer and a test
  // store between steps, on the core's isolation; the dynamic check doubled a trivial send.
  @exclusivity(unchecked) @usableFromInline var dependencies: DependencyScope.Box?

  /// Runs the reducer with the store's dependencies current (out of line: the common
  /// store carries none).
  @usableFromInline
  func reduceWithDependencies(_ action: Action) -> Effect<Action> {
    guard let dependencies else { return reducer(&state, action) }
    return DependencyScope.with(dependencies) { reducer(&state, action) }
  }

  /// Captures the dependencies current here, changed by `prepare`: a store's creation.
  @usableFromInline
  func captureDependencies(_ prepare: (inout DependencyValues) -> Void) {
    var values = DependencyScope.current
    prepare(&values)
    setDependencies(values)
  }

  /// Captures `values` as the store's dependencies (none when they are the default ones).
  package func setDependencies(_ values: DependencyValues) {
    dependencies = values.isDefault ? nil : DependencyScope.Box(values)
  }

  /// The store's dependencies.
  package var dependencyValues: DependencyValues { dependencies?.values ?? DependencyValues() }

  /// The type of the store's reducer, which warnings about what it returned name.
  @usableFromInline var reducerType: Any.Type?

  /// Where the store was created, in the user's code: where warnings about what its
  /// reducer returned point.
  @usableFromInline var creationSite: (fileID: StaticString, line: UInt)?

  /// Called when the root reducer returns ``Effect/dismiss``, instead of the warning: a test
  /// store records that its feature dismissed itself.
  package var rootDismissHandler: (@Sendable () -> Void)?

  /// Set when the root feature dismissed itself (under a test store): every running effect is
  /// cancelled when the current loop ends.
  @exclusivity(unchecked) var cancelsEffectsAfterLoop = false

  /// `send` specialized for the store's concrete types, made by the owner's inlinable
  /// initializer in the caller's module; actions that effects and scheduled work deliver go
  /// through it, so they take the same fast path as a top-level send. The core is passed in
  /// rather than captured, so a call retains nothing.
  @usableFromInline typealias SpecializedSend = (StoreCore, Action, EffectGroup?) -> StoreTask

  // Unchecked: set once by the owner's initializer before any send, then only read.
  @exclusivity(unchecked) @usableFromInline var specializedSend: SpecializedSend?

  /// Sends an action an effect produced, through the specialized path when there is one.
  func dispatch(_ action: Action, task: EffectGroup) {
    if let specializedSend {
      _ = specializedSend(self, action, task)
    } else {
      _ = send(action, task: task)
    }
  }

  /// A send that arrives while the loop runs: queued, processed after the current action.
  @usableFromInline
  func enqueue(_ action: Action, task: EffectGroup?) -> StoreTask {
    let group = task ?? EffectGroup(canceller: weakCore)
    append(action, to: .group(group), sent: task == nil)
    return StoreTask(group)
  }

  /// Queues an action; a task it belongs to is held until the action has been processed.
  ///
  /// - Parameter sent: Whether it was sent to the store rather than delivered by an effect.
  func append(_ action: Action, to task: TaskRef, sent: Bool = false) {
    if case .group(let group) = task { group.hold() }
    pending.append((action, task, sent))
  }

  /// The rest of a send once its action has been reduced to an effect other than `.none`.
  @usableFromInline
  func finishSend(after effect: Effect<Action>, task: EffectGroup?) -> StoreTask {
    // An action an effect delivered holds its task while its effects run: they join the
    // task, and one of them may cancel the effect that delivered it (`cancelInFlight`), which
    // must not look like the task finishing in between. (An action whose effect is `.none`
    // touches no effect, so the fast path in `send` needs no hold.)
    task?.hold()
    defer { task?.release() }
    topGroup = task
    run(effect, in: EffectContext(task: .top))
    if pendingCount > 0 { drain() }
    if cancelsEffectsAfterLoop { cancelAllEffects() }
    notifyObservers()
    isProcessing = false
    removalWatch?.check()
    // O(records): checked while the ledger is small, as in every unit test of the store;
    // a store running thousands of effects is not slowed to a crawl in debug builds.
    if ledger.records.count <= 256 { ledger._checkInvariants() }
    defer { topGroup = nil }
    return StoreTask(topGroup)
  }

  private func process(_ action: Action, task: TaskRef, sent: Bool) {
    if originSlot != nil || ActionOrigin.isMarking(hasSlot: false) {
      markOrigin(sent ? .sent : .effect)
    }
    let effect = dependencies == nil ? reducer(&state, action) : reduceWithDependencies(action)
    if case .none = effect.operation { return }
    run(effect, in: EffectContext(task: task))
  }

  private func drain() {
    while let (action, task, sent) = pending.popFirst() {
      process(action, task: task, sent: sent)
      if case .group(let group) = task { group.release() }
    }
  }

  /// Runs `effect` now: inside the send loop when one is running (an `ImmediateScheduler`
  /// firing during `send`), else in a loop of its own, as a concatenation step or a
  /// scheduled delivery does.
  func runNow(_ effect: Effect<Action>, in context: EffectContext) {
    guard !isProcessing else { return run(effect, in: context) }
    isProcessing = true
    run(effect, in: context)
    drain()
    if cancelsEffectsAfterLoop { cancelAllEffects() }
    notifyObservers()
    isProcessing = false
    removalWatch?.check()
  }

  /// Feeds an action an effect produced into the store, through its throttle if it has one.
  func emit(_ action: Action, in context: EffectContext) {
    if let throttle = context.throttle {
      return throttled(action, by: throttle, in: context)
    }
    if isProcessing {
      append(action, to: context.task)
    } else {
      dispatch(action, task: resolve(context.task))
    }
  }

  /// The group of `task`, creating the top-level action's group on first use.
  func resolve(_ task: TaskRef) -> EffectGroup {
    switch task {
    case .group(let group):
      return group
    case .top:
      if let topGroup { return topGroup }
      let group = EffectGroup(canceller: weakCore)
      topGroup = group
      return group
    }
  }

  // MARK: - Observers

  /// Notifies every observer once, then processes what they sent, then notifies again for
  /// that, until nothing is left: observers see one notification per top-level send.
  @usableFromInline
  func notifyObservers() {
    while hasObservers {
      // Walk a copy: an observer may add or remove observers while notified (a tracked
      // field goes dormant when it changed), which must not touch the list being walked.
      let round = observers
      round.notifyAll()
      if !afterNotification.isEmpty { runAfterNotification() }
      guard pendingCount > 0 else { return }
      drain()
    }
  }

  /// Runs the one-shot work observers asked for once all of them were notified.
  @usableFromInline
  func runAfterNotification() {
    let work = afterNotification
    afterNotification = []
    for body in work { body() }
  }

  @usableFromInline
  func afterObservers(_ body: @escaping () -> Void) {
    afterNotification.append(body)
  }

  @usableFromInline
  func watchRemovals(_ watcher: @escaping () -> Bool) {
    let watch = removalWatch ?? RemovalWatch()
    removalWatch = watch
    watch.add(watcher)
  }

  /// Calls `notify` after every top-level send (it reads ``state`` itself).
  ///
  /// - Returns: The id that removes it.
  @usableFromInline
  func addObserver(_ notify: @escaping () -> Void) -> UInt64 {
    observers.add(notify)
  }

  @usableFromInline
  func removeObserver(_ id: UInt64) {
    observers.remove(id)
  }

  var observerCount: Int { observers.count }

  /// Reads one field in place, without copying the rest of the state: through the state's
  /// address, as a read of the property itself copies the whole state first where the types
  /// are not known (the key path might run code that changes it) — for a large state, a
  /// stack frame as large.
  @inlinable
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    Self.read(keyPath, in: &state)
  }

  /// A key path applied to an `inout` root, which the compiler knows nothing else changes
  /// meanwhile, so reads in place.
  @inlinable
  static func read<Value>(_ keyPath: KeyPath<State, Value>, in root: inout State) -> Value {
    root[keyPath: keyPath]
  }

  /// Reads one field through its byte offset in the state when it has one (a stored
  /// property: `MemoryLayout<State>.offset(of:)`), which is a single load instead of a
  /// key-path walk; through the key path otherwise (a computed property).
  @inlinable
  func read<Value>(_ keyPath: KeyPath<State, Value>, offset: Int?) -> Value {
    guard let offset else { return Self.read(keyPath, in: &state) }
    return withUnsafeBytes(of: &state) { $0.load(fromByteOffset: offset, as: Value.self) }
  }

  @usableFromInline
  func sharedSource<Node: AnyObject>(_ key: SourceKey, make: () -> Node) -> Node {
    sharedSources.object(for: key, make: make)
  }

  func scopedStore<Child: AnyObject>(_ key: ScopeKey, make: () -> Child) -> Child {
    scopedStores.object(for: key, make: make)
  }
}

/// Identifies a shared observation source: a key path from the root state, and its kind.
@usableFromInline
struct SourceKey: Hashable {
  let keyPath: AnyKeyPath
  let kind: String

  @usableFromInline
  init(keyPath: AnyKeyPath, kind: String) {
    self.keyPath = keyPath
    self.kind = kind
  }
}
