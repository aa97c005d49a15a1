// A watched action's reduction: the recorders' origin mark, then, when instruments are
// attached, the events around the reducer. An unwatched send never comes here.

extension StoreCore {
  /// Reduces `action` for a store someone may watch: marks its origin for recorders, and
  /// reports it to the attached instruments. Out of line: the fast path of `send` checks one
  /// flag and one counter, and pays nothing more.
  @usableFromInline @inline(never)
  func reduceWatched(_ action: Action, origin: ActionOrigin) -> Effect<Action> {
    if originSlot != nil || ActionOrigin.isMarking(hasSlot: false) { markOrigin(origin) }
    guard let instrumentation = activeInstrumentation() else {
      currentAction = 0
      return reduce(action)
    }
    return reduce(action, origin: origin, reportingTo: instrumentation)
  }

  /// Tells the recorders where the action about to be reduced came from: the root
  /// recorder's slot, and the thread-local mark when other recorders may be attached deeper.
  private func markOrigin(_ origin: ActionOrigin) {
    originSlot?.write(origin)
    if ActionOrigin.isMarking(hasSlot: originSlot != nil) { ActionOrigin.mark(origin) }
  }

  private func reduce(_ action: Action) -> Effect<Action> {
    dependencies == nil ? reducer(&state, action) : reduceWithDependencies(action)
  }

  private func reduce(
    _ action: Action, origin: ActionOrigin, reportingTo instrumentation: Instrumentation
  ) -> Effect<Action> {
    instrumentation.sequence &+= 1
    currentAction = instrumentation.sequence
    let start = instrumentation.now
    var event = ActionEvent(
      store: instrumentation.store, sequence: instrumentation.sequence, origin: origin,
      time: start, payload: action)
    instrumentation.report { $0.actionReceived(event) }
    let effect: Effect<Action>
    var changed = false
    if instrumentation.needs.contains(.stateChanges) {
      let before = state
      effect = InstrumentScope.with(instrumentation) { reduce(action) }
      if !Self.isBitwiseEqual(before, state), !stateComparator(before, state) {
        changed = true
        event.states = (before, state)
      }
    } else {
      effect = InstrumentScope.with(instrumentation) { reduce(action) }
    }
    let duration = start.duration(to: instrumentation.now)
    instrumentation.report {
      $0.actionProcessed(event, duration: duration, stateChanged: changed)
    }
    return effect
  }

  /// Whether two states have the same bytes: then nothing was written, since `before` holds
  /// every buffer of the state and a write into one copies it first.
  private static func isBitwiseEqual(_ lhs: State, _ rhs: State) -> Bool {
    withUnsafeBytes(of: lhs) { lhs in withUnsafeBytes(of: rhs) { lhs.elementsEqual($0) } }
  }

  /// The store's instrumentation when an instrument is attached to it or to every store;
  /// made the first time one is.
  func activeInstrumentation() -> Instrumentation? {
    if let instrumentation { return instrumentation.refresh() ? instrumentation : nil }
    guard StoreWatchers.exist, !InstrumentRegistry.globalEntries.isEmpty else { return nil }
    let made = makeInstrumentation()
    return made.refresh() ? made : nil
  }

  private func makeInstrumentation() -> Instrumentation {
    let made = Instrumentation(scheduler: dependencyValues.valueIfGiven(SchedulerKey.self))
    instrumentation = made
    return made
  }

  /// Attaches `instrument` to this store.
  ///
  /// - Returns: What detaches it (from any thread).
  @usableFromInline
  func attach(_ instrument: some StoreInstrument) -> AnyCancellable {
    let entry = InstrumentEntry(instrument)
    InstrumentRegistry.attachedCount.add(1, ordering: .relaxed)
    (instrumentation ?? makeInstrumentation()).attach(entry)
    updateWatched()
    return AnyCancellable { entry.detach() }
  }

  /// Recomputes ``isWatched`` after a recorder or an instrument of this store's own came.
  func updateWatched() {
    isWatched = originSlot != nil || instrumentation?.hasLocal == true
  }

  // MARK: - Effects

  /// Reports that record `id` started, when an instrument watches.
  @inline(__always)
  func instrumentEffectStart(_ id: UInt64, kind: EffectKind, context: EffectContext) {
    guard isWatched || StoreWatchers.exist, let instrumentation = activeInstrumentation()
    else { return }
    instrumentation.effectStarted(id, kind: kind, context: context)
  }

  /// Reports that record `id` ended, when an instrument saw it start.
  @inline(__always)
  func instrumentEffectEnd(_ id: UInt64, cancelled: Bool) {
    guard let instrumentation, !instrumentation.spans.isEmpty else { return }
    _ = instrumentation.refresh()
    instrumentation.effectEnded(id, cancelled: cancelled)
  }

  /// Marks record `id` as failed (a `.run` that threw) before it completes.
  func noteEffectFailed(_ id: UInt64) {
    instrumentation?.spans[id]?.failed = true
  }

  /// The instruments a `.run` effect started now reports its warnings to, if any.
  var runInstruments: [InstrumentEntry]? {
    guard let instrumentation, !instrumentation.spans.isEmpty else { return nil }
    return instrumentation.active
  }
}
