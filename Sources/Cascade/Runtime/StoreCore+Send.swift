// The send loop: breadth-first and iterative. `send` reduces its action, runs the effect,
// then drains a FIFO queue of the actions that `.send` effects (and re-entrant sends) added,
// so a chain of any length runs in constant stack and the reducer never re-enters.

extension StoreCore {

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
    guard !loop.isProcessing else { return enqueue(action, task: task) }
    loop.isProcessing = true
    let watchers = StoreWatchers.current
    if watching.isWatched || StoreWatchers.exist(watchers) {
      if watching.hasInstruments || StoreWatchers.instrumentsExist(watchers) {
        return sendWatched(action, task: task)
      }
      markOrigin(task == nil ? .sent : loop.deliveredOrigin)
    }
    let effect = dependencies == nil ? reducer(&state, action) : reduceWithDependencies(action)
    if case .none = effect.operation { return endSend(task) }
    return finishSend(after: effect, task: task)
  }

  /// The end of a send whose action's effect is `.none`.
  @inlinable @inline(__always)
  func endSend(_ task: EffectGroup?) -> StoreTask {
    endLoop(ranEffects: false)
    return StoreTask(task)
  }

  /// The end of every loop, written once: a root feature that dismissed itself has its
  /// effects cancelled, the observers hear of the loop's changes (and may send, which drains
  /// again), the loop is free, and element stores learn which elements went.
  ///
  /// - Parameter ranEffects: Whether the loop ran an effect (only an effect dismisses a
  ///   root); `false` spares the send of a `.none` effect a check.
  @inlinable @inline(__always)
  func endLoop(ranEffects: Bool = true) {
    if ranEffects, loop.cancelsEffectsAfterLoop { cancelAllEffects() }
    if observing.hasObservers { notifyObservers() }
    loop.isProcessing = false
    observing.removalWatch?.check()
  }

  /// Tells the recorders where the action about to be reduced came from: the root
  /// recorder's slot, and the thread-local mark when other recorders may be attached deeper.
  @inlinable
  func markOrigin(_ origin: ActionOrigin) {
    watching.originSlot?.write(origin)
    if ActionOrigin.isMarking(hasSlot: watching.originSlot != nil) { ActionOrigin.mark(origin) }
  }

  /// The rest of a send that an instrument may watch (out of line: the fast path above stays
  /// as small as it was without instruments).
  @usableFromInline @inline(never)
  func sendWatched(_ action: Action, task: EffectGroup?) -> StoreTask {
    let effect = reduceWatched(action, origin: task == nil ? .sent : loop.deliveredOrigin)
    if case .none = effect.operation { return endSend(task) }
    return finishSend(after: effect, task: task)
  }

  /// Sends an action an effect produced, through the specialized path when there is one.
  func dispatch(_ action: Action, task: EffectGroup, origin: ActionOrigin) {
    loop.deliveredOrigin = origin
    if let specializedSend = setup.specializedSend {
      _ = specializedSend(self, action, task)
    } else {
      _ = send(action, task: task)
    }
  }

  /// A send that arrives while the loop runs: queued, processed after the current action.
  @usableFromInline
  func enqueue(_ action: Action, task: EffectGroup?) -> StoreTask {
    let group = task ?? EffectGroup(canceller: weakCore)
    append(action, to: .group(group), origin: task == nil ? .sent : loop.deliveredOrigin)
    return StoreTask(group)
  }

  /// Queues an action; a task it belongs to is held until the action has been processed.
  ///
  /// - Parameter origin: Where it came from.
  func append(
    _ action: Action, to task: TaskRef, origin: ActionOrigin, dismounted: CancelID? = nil
  ) {
    if case .group(let group) = task { group.hold() }
    loop.pending.append((action, task, origin, dismounted))
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
    loop.topGroup = task
    run(effect, in: EffectContext(task: .top, cause: loop.currentAction))
    if loop.pendingCount > 0 { drain() }
    endLoop()
    // O(records): checked while the ledger is small, as in every unit test of the store;
    // a store running thousands of effects is not slowed to a crawl in debug builds.
    if running.ledger.records.count <= 256 { running.ledger._checkInvariants() }
    defer { loop.topGroup = nil }
    return StoreTask(loop.topGroup)
  }

  private func process(
    _ action: Action, task: TaskRef, origin: ActionOrigin, dismounted: CancelID?
  ) {
    let effect =
      if let dismounted {
        DismountDelivery.with(dismounted) { reduce(action, origin: origin) }
      } else {
        reduce(action, origin: origin)
      }
    if case .none = effect.operation { return }
    run(effect, in: EffectContext(task: task, cause: loop.currentAction))
  }

  private func reduce(_ action: Action, origin: ActionOrigin) -> Effect<Action> {
    if watching.isWatched || StoreWatchers.exist(StoreWatchers.current) {
      return reduceWatched(action, origin: origin)
    }
    return dependencies == nil ? reducer(&state, action) : reduceWithDependencies(action)
  }

  func drain() {
    while let (action, task, origin, dismounted) = loop.pending.popFirst() {
      process(action, task: task, origin: origin, dismounted: dismounted)
      if case .group(let group) = task { group.release() }
    }
  }

  /// Runs `effect` now: inside the send loop when one is running (an `ImmediateScheduler`
  /// firing during `send`), else in a loop of its own, as a concatenation step or a
  /// scheduled delivery does.
  func runNow(_ effect: Effect<Action>, in context: EffectContext) {
    guard !loop.isProcessing else { return run(effect, in: context) }
    loop.isProcessing = true
    run(effect, in: context)
    drain()
    endLoop()
  }

  /// Feeds an action an effect produced into the store, through its gate if it has one.
  func emit(_ action: Action, in context: EffectContext) {
    if let gate = context.gate {
      return gate.pass(action, from: self, in: context)
    }
    let origin = context.isMount ? ActionOrigin.mount : .effect
    if loop.isProcessing {
      append(action, to: context.task, origin: origin, dismounted: context.dismounted)
    } else if let dismounted = context.dismounted {
      // Reduced through the queue, so that only this action sees the dismount's path.
      append(action, to: .group(resolve(context.task)), origin: origin, dismounted: dismounted)
      runNow(.none, in: context)
    } else {
      dispatch(action, task: resolve(context.task), origin: origin)
    }
  }

  /// The group of `task`, creating the top-level action's group on first use.
  func resolve(_ task: TaskRef) -> EffectGroup {
    switch task {
    case .group(let group):
      return group
    case .top:
      if let topGroup = loop.topGroup { return topGroup }
      let group = EffectGroup(canceller: weakCore)
      loop.topGroup = group
      return group
    }
  }
}
