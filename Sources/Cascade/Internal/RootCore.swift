/// The runtime behind a root ``Store``: the state, the send loop, and the running effects.
///
/// The send loop is breadth-first and iterative. `send` processes its action, then drains a
/// FIFO queue of the actions that `.send` effects (and re-entrant sends) added, so a chain of
/// any length runs in constant stack. The reducer never runs re-entrantly: a `send` that
/// arrives while the loop runs is queued.
///
/// Every effect that outlives the loop (a task, a scheduled item, a concatenation) is a
/// *record* with a serial number. Records are indexed by their cancellation ids, belong to
/// the ``EffectGroup`` of the top-level action that started them, and to the current step of
/// each concatenation they run in; finishing or cancelling a record removes it from all of
/// these, so nothing is left behind.
@MainActor
@usableFromInline
final class RootCore<State, Action>: EffectCanceller {
  @usableFromInline var state: State
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>

  /// Which top-level task an action (and so its effects) belongs to.
  enum TaskRef {
    /// The task of the loop's top-level action, created only if an effect outlives the loop.
    case top
    case group(EffectGroup)
  }

  /// Where an effect's work is accounted for, and the throttle its actions pass through.
  struct Context {
    var task: TaskRef
    /// The concatenations whose current step this work belongs to.
    var steps: [UInt64] = []
    var cancelIDs: [CancelID] = []
    var throttle: ThrottleOperation?
  }

  /// A running `.concatenate`: the steps not started yet, and the records of the current one.
  /// The next step starts when the current step's last record is retired — on the store's
  /// actor, in the same turn, with no task waiting in between.
  struct Concatenation {
    enum Phase {
      /// Starting steps; steps that complete at once are followed by the next one directly.
      case starting
      /// Waiting for the current step's records.
      case waiting
    }

    var remaining: ArraySlice<Effect<Action>>
    var running: Set<UInt64> = []
    var phase = Phase.starting
    /// The context every step runs in.
    let context: Context
  }

  struct Record {
    var handle: any Cancellable
    let context: Context
    var task: EffectGroup {
      guard case .group(let group) = context.task else {
        preconditionFailure("Cascade: a record's task is always resolved.")
      }
      return group
    }
  }

  private var pending = FIFOQueue<(action: Action, task: TaskRef)>() {
    didSet { pendingCount = pending.count }
  }
  /// `pending.count`, kept where checking it needs no generic metadata.
  @exclusivity(unchecked) private var pendingCount = 0
  // Bookkeeping touched only on the main actor, by the core itself, in accesses that never
  // overlap: dynamic exclusivity checks on them cost ~15 ns each on every send (measured).
  @exclusivity(unchecked) @usableFromInline var isProcessing = false
  private var topGroup: EffectGroup?
  private var nextRecordID: UInt64 = 0
  private(set) var records: [UInt64: Record] = [:]
  private(set) var cancellables: [CancelID: Set<UInt64>] = [:]
  private var throttles: [CancelID: ThrottleState<Action>] = [:]
  private var concatenations: [UInt64: Concatenation] = [:]
  /// Concatenations whose current step finished, to be continued once the retirement that
  /// finished it (maybe a cancellation of the concatenation itself) is complete.
  private var finishedSteps: [UInt64] = []
  @exclusivity(unchecked) private var observers: [(id: UInt64, notify: () -> Void)] = [] {
    didSet { hasObservers = !observers.isEmpty }
  }
  @exclusivity(unchecked) @usableFromInline var hasObservers = false
  private var nextObserverID: UInt64 = 0

  @usableFromInline
  init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>) {
    self.state = initialState
    self.reducer = reducer
  }

  deinit {
    for (id, record) in records {
      record.handle.cancel()
      record.task.remove(id)
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
    let effect = reducer(&state, action)
    if case .none = effect.operation {
      if hasObservers { notifyObservers() }
      isProcessing = false
      return StoreTask(task)
    }
    return finishSend(after: effect, task: task)
  }

  /// `send` specialized for the store's concrete types, made by `Store.init` in the caller's
  /// module; actions that effects and scheduled work deliver go through it, so they take the
  /// same fast path as a top-level send.
  @usableFromInline var specializedSend: ((Action, EffectGroup?) -> StoreTask)?

  /// Sends an action an effect produced, through the specialized path when there is one.
  ///
  /// The action's task is held while it is processed: its effects join the task, and one of
  /// them may cancel the effect that delivered it (`cancelInFlight`), which must not look
  /// like the task finishing in between.
  private func dispatch(_ action: Action, task: EffectGroup) {
    task.hold()
    defer { task.release() }
    if let specializedSend {
      _ = specializedSend(action, task)
    } else {
      _ = send(action, task: task)
    }
  }

  /// A send that arrives while the loop runs: queued, processed after the current action.
  @usableFromInline
  func enqueue(_ action: Action, task: EffectGroup?) -> StoreTask {
    let group = task ?? EffectGroup(canceller: self)
    append(action, to: .group(group))
    return StoreTask(group)
  }

  /// Queues an action; a task it belongs to is held until the action has been processed.
  private func append(_ action: Action, to task: TaskRef) {
    if case .group(let group) = task { group.hold() }
    pending.append((action, task))
  }

  /// The rest of a send once its action has been reduced to an effect other than `.none`.
  @usableFromInline
  func finishSend(after effect: Effect<Action>, task: EffectGroup?) -> StoreTask {
    topGroup = task
    run(effect, in: Context(task: .top))
    if pendingCount > 0 { drain() }
    notifyObservers()
    isProcessing = false
    defer { topGroup = nil }
    return StoreTask(topGroup)
  }

  private func process(_ action: Action, task: TaskRef) {
    let effect = reducer(&state, action)
    if case .none = effect.operation { return }
    run(effect, in: Context(task: task))
  }

  private func drain() {
    while let (action, task) = pending.popFirst() {
      process(action, task: task)
      if case .group(let group) = task { group.release() }
    }
  }

  // MARK: - Observers

  /// Notifies every observer once, then processes what they sent, then notifies again for
  /// that, until nothing is left: observers see one notification per top-level send.
  @usableFromInline
  func notifyObservers() {
    while hasObservers {
      for observer in observers { observer.notify() }
      guard pendingCount > 0 else { return }
      drain()
    }
  }

  /// Calls `notify` after every top-level send (it reads ``state`` itself).
  ///
  /// - Complexity: O(1); each notification costs O(number of observers).
  @usableFromInline
  func addObserver(_ notify: @escaping () -> Void) -> UInt64 {
    nextObserverID += 1
    observers.append((nextObserverID, notify))
    return nextObserverID
  }

  @usableFromInline
  func removeObserver(_ id: UInt64) {
    observers.removeAll { $0.id == id }
  }

  var observerCount: Int { observers.count }

  /// Reads one field in place, without copying the rest of the state.
  @inlinable
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Reads one field through its byte offset in the state when it has one (a stored
  /// property: `MemoryLayout<State>.offset(of:)`), which is a single load instead of a
  /// key-path walk; through the key path otherwise (a computed property).
  @inlinable
  func read<Value>(_ keyPath: KeyPath<State, Value>, offset: Int?) -> Value {
    guard let offset else { return state[keyPath: keyPath] }
    return withUnsafeBytes(of: &state) { $0.load(fromByteOffset: offset, as: Value.self) }
  }

  /// Source nodes shared by every driver or signal of the same kind on the same key path,
  /// so that a hundred observers of one field cost one read and one comparison per send.
  private var sharedSources = WeakCache<SourceKey>()

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

  /// Scoped stores of this root, kept while someone holds them.
  private var scopedStores = WeakCache<ScopeKey>()

  func scopedStore<Child: AnyObject>(_ key: ScopeKey, make: () -> Child) -> Child {
    scopedStores.object(for: key, make: make)
  }

  @usableFromInline
  func sharedSource<Node: AnyObject>(_ key: SourceKey, make: () -> Node) -> Node {
    sharedSources.object(for: key, make: make)
  }

  /// Runs `effect` now: inside the send loop when one is running (an `ImmediateScheduler`
  /// firing during `send`), else in a loop of its own, as a concatenation step or a
  /// scheduled delivery does.
  private func runNow(_ effect: Effect<Action>, in context: Context) {
    guard !isProcessing else { return run(effect, in: context) }
    isProcessing = true
    run(effect, in: context)
    drain()
    notifyObservers()
    isProcessing = false
  }

  /// Feeds an action an effect produced into the store, through its throttle if it has one.
  private func emit(_ action: Action, in context: Context) {
    if let throttle = context.throttle {
      return throttled(action, by: throttle, in: context)
    }
    if isProcessing {
      append(action, to: context.task)
    } else {
      dispatch(action, task: resolve(context.task))
    }
  }

  private func resolve(_ task: TaskRef) -> EffectGroup {
    switch task {
    case .group(let group):
      return group
    case .top:
      if let topGroup { return topGroup }
      let group = EffectGroup(canceller: self)
      topGroup = group
      return group
    }
  }

  // MARK: - Running effects

  private func run(_ effect: Effect<Action>, in context: Context) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      emit(action.value, in: context)
    case .run(let operation):
      startRun(operation, in: context)
    case .merge(let effects):
      for effect in effects { run(effect, in: context) }
    case .concatenate(let effects):
      runConcatenation(effects[...], in: context)
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancel(ids: [id]) }
      var context = context
      context.cancelIDs.append(id)
      run(effect, in: context)
    case .cancel(let ids):
      cancel(ids: ids)
    case .delay(let scheduler, let dueTime, let effect):
      let deadline = scheduler.now.advanced(by: dueTime)
      schedule(in: context) { [weak self] id in
        scheduler.schedule(after: deadline) {
          onMainActor { self?.fireDelay(id, starting: effect) }
        }
      }
    case .timer(let timer):
      let scheduler = timer.scheduler
      let emitAction = timer.emit
      let first = scheduler.now.advanced(by: timer.interval)
      schedule(in: context) { [weak self] id in
        scheduler.schedule(after: first, interval: timer.interval) {
          let instant = scheduler.now
          onMainActor { self?.deliver(emitAction(instant), from: id) }
        }
      }
    case .throttle(let throttle, let effect):
      var context = context
      context.throttle = throttle
      run(effect, in: context)
    }
  }

  /// Registers a record for scheduled work, then schedules it. Registering first means an
  /// item that fires at once (on an `ImmediateScheduler`) already finds its record.
  private func schedule(
    in context: Context,
    _ start: (UInt64) -> any Cancellable
  ) {
    let id = makeRecordID()
    register(id, handle: NoopCancellable(), in: context)
    let token = MainActorContext.mark { start(id) }
    if records[id] != nil {
      records[id]?.handle = token
    } else {
      token.cancel()
    }
  }

  private func fireDelay(_ id: UInt64, starting effect: Effect<Action>) {
    guard let record = records[id] else { return }
    // Start the effect before retiring the delay, so its task and barriers never look
    // finished in between.
    runNow(effect, in: record.context)
    complete(id)
  }

  private func throttled(_ action: Action, by throttle: ThrottleOperation, in context: Context) {
    var unthrottled = context
    unthrottled.throttle = nil
    let now = throttle.scheduler.now
    var state = throttles[throttle.id] ?? ThrottleState()
    let decision = state.receive(
      action,
      at: now,
      interval: throttle.interval,
      latest: throttle.latest
    )
    throttles[throttle.id] = state
    switch decision {
    case .emitNow(let action):
      emit(action, in: unthrottled)
    case .wait:
      return
    case .scheduleEmission(let deadline):
      var windowContext = unthrottled
      windowContext.task = .group(resolve(context.task))
      windowContext.cancelIDs.append(throttle.id)
      schedule(in: windowContext) { [weak self] id in
        throttle.scheduler.schedule(after: deadline) {
          onMainActor { self?.endThrottleWindow(id, throttle) }
        }
      }
    }
  }

  private func endThrottleWindow(_ id: UInt64, _ throttle: ThrottleOperation) {
    guard let record = records[id] else { return }
    let action = throttles[throttle.id]?.windowEnded(at: throttle.scheduler.now)
    if let action { runNow(.send(action), in: record.context) }
    complete(id)
  }

  private func startRun(_ operation: RunOperation<Action>, in context: Context) {
    let id = makeRecordID()
    let send = Send<Action> { [weak self] action in self?.deliver(action, from: id) }
    let body = operation.body
    let task = SettlingDomain.startTask(site: operation.site, priority: operation.priority) {
      [weak self] in
      await body(send)
      await HeldMainActor.run(()) { _ in self?.complete(id) }
    }
    register(id, handle: TaskCancellable(task: task), in: context)
  }

  /// Starts a concatenation: a record that stays registered until its last step finishes,
  /// so that its task, its cancellation ids and an enclosing step all wait for it.
  private func runConcatenation(_ effects: ArraySlice<Effect<Action>>, in context: Context) {
    var context = context
    context.task = .group(resolve(context.task))
    let id = makeRecordID()
    register(id, handle: NoopCancellable(), in: context)
    concatenations[id] = Concatenation(remaining: effects, context: context)
    startNextStep(of: id)
  }

  /// Starts steps of concatenation `id` until one outlives this call, or none is left.
  private func startNextStep(of id: UInt64) {
    while var concatenation = concatenations[id] {
      guard let step = concatenation.remaining.popFirst() else {
        retire(id, cancelling: false)
        return
      }
      concatenation.phase = .starting
      concatenations[id] = concatenation
      var stepContext = concatenation.context
      stepContext.steps.append(id)
      runNow(step, in: stepContext)
      guard concatenations[id]?.running.isEmpty == true else {
        concatenations[id]?.phase = .waiting
        return
      }
    }
  }

  /// Continues the concatenations whose step finished, if they are still running.
  private func continueConcatenations() {
    while !finishedSteps.isEmpty {
      let id = finishedSteps.removeFirst()
      if concatenations[id] != nil { startNextStep(of: id) }
    }
  }

  // MARK: - Records

  private func makeRecordID() -> UInt64 {
    nextRecordID &+= 1
    return nextRecordID
  }

  private func register(_ id: UInt64, handle: any Cancellable, in context: Context) {
    let task = resolve(context.task)
    var context = context
    context.task = .group(task)
    records[id] = Record(handle: handle, context: context)
    task.add(id)
    for step in context.steps { concatenations[step]?.running.insert(id) }
    for cancelID in context.cancelIDs { cancellables[cancelID, default: []].insert(id) }
  }

  private func deliver(_ action: Action, from id: UInt64) {
    guard let record = records[id] else { return }
    emit(action, in: record.context)
  }

  /// Retires a record that finished, and continues a concatenation whose step it ended.
  private func complete(_ id: UInt64) {
    retire(id, cancelling: false)
    continueConcatenations()
  }

  private func cancel(ids: [CancelID]) {
    for id in ids {
      throttles[id] = nil
      guard let records = cancellables[id] else { continue }
      // In serial order, so that what a cancellation does never depends on hashing.
      for record in records.sorted() { retire(record, cancelling: true) }
    }
    continueConcatenations()
  }

  func cancelEffects(_ ids: [UInt64]) {
    for id in ids.sorted() { retire(id, cancelling: true) }
    continueConcatenations()
  }

  private func retire(_ id: UInt64, cancelling: Bool) {
    guard let record = records.removeValue(forKey: id) else { return }
    if cancelling { record.handle.cancel() }
    for cancelID in record.context.cancelIDs {
      cancellables[cancelID]?.remove(id)
      if cancellables[cancelID]?.isEmpty == true { cancellables[cancelID] = nil }
    }
    concatenations[id] = nil
    for step in record.context.steps {
      guard concatenations[step]?.running.remove(id) != nil,
        concatenations[step]?.running.isEmpty == true,
        concatenations[step]?.phase == .waiting
      else { continue }
      concatenations[step]?.phase = .starting
      finishedSteps.append(step)
    }
    record.task.remove(id)
  }
}
