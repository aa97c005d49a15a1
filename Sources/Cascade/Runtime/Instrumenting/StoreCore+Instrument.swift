// A watched action's reduction: the recorders' origin mark, then, when instruments are
// attached, the events around the reducer. An unwatched send never comes here.

extension StoreCore {
  /// Reduces `action` for a store someone may watch: marks its origin for recorders, and
  /// reports it to the attached instruments.
  func reduceWatched(_ action: Action, origin: ActionOrigin) -> Effect<Action> {
    if watching.originSlot != nil || ActionOrigin.isMarking(hasSlot: false) { markOrigin(origin) }
    guard let instrumentation = watchingInstrumentation() else {
      loop.currentAction = 0
      return reduce(action)
    }
    return reduce(action, origin: origin, reportingTo: instrumentation)
  }

  private func reduce(_ action: Action) -> Effect<Action> {
    dependencies == nil ? reducer(&state, action) : reduceWithDependencies(action)
  }

  private func reduce(
    _ action: Action, origin: ActionOrigin, reportingTo instrumentation: Instrumentation
  ) -> Effect<Action> {
    let needs = instrumentation.needs
    let instruments = instrumentation.list
    let timed = needs.contains(.times)
    let sequence = instrumentation.sequence &+ 1
    instrumentation.sequence = sequence
    loop.currentAction = sequence
    let start = timed ? instrumentation.now : instrumentation.zeroInstant
    var event = ActionEvent(
      store: instrumentation.store, sequence: sequence, origin: origin, time: start,
      payload: action)
    instruments.report { $0.actionReceived(event) }
    let scoped = needs.contains(.warnings)
    let previous = scoped ? InstrumentScope.enter(instrumentation) : nil
    let effect: Effect<Action>
    var changed = false
    if needs.contains(.stateChanges) {
      let before = state
      effect = reduce(action)
      // Decided per changed action rather than kept on every store: a conformance lookup
      // the runtime caches.
      if !Self.isBitwiseEqual(before, state),
        !StructuralEquality.comparator(for: State.self)(before, state)
      {
        changed = true
        event.states = (before, state)
      }
    } else {
      effect = reduce(action)
    }
    if scoped { InstrumentScope.leave(previous) }
    let duration = timed ? start.duration(to: instrumentation.now) : instrumentation.zero
    instruments.report {
      $0.actionProcessed(event, duration: duration, stateChanged: changed)
    }
    return effect
  }

  /// Whether two states have the same bytes: then nothing was written, since `before` holds
  /// every buffer of the state and a write into one copies it first.
  private static func isBitwiseEqual(_ lhs: State, _ rhs: State) -> Bool {
    withUnsafeBytes(of: lhs) { lhs in withUnsafeBytes(of: rhs) { lhs.elementsEqual($0) } }
  }

  /// ``activeInstrumentation()``, after the one check that tells no instrument can watch.
  func watchingInstrumentation() -> Instrumentation? {
    guard watching.mayInstrument else { return nil }
    return activeInstrumentation()
  }

  /// The store's instrumentation when an instrument is attached to it or to every store;
  /// made the first time one is. Once the store's own instruments are all detached, its
  /// sends go back to the fast path.
  func activeInstrumentation() -> Instrumentation? {
    if let instrumentation = watching.instrumentation {
      let isActive = instrumentation.refresh()
      if watching.hasInstruments, !instrumentation.hasLocal { watching.update() }
      return isActive ? instrumentation : nil
    }
    guard StoreWatchers.instrumentsExist else { return nil }
    let made = makeInstrumentation()
    return made.refresh() ? made : nil
  }

  private func makeInstrumentation() -> Instrumentation {
    let made = Instrumentation(scheduler: dependencyValues.valueIfGiven(SchedulerKey.self))
    watching.instrumentation = made
    return made
  }

  /// Attaches `instrument` to this store.
  ///
  /// - Returns: What detaches it (from any thread).
  @usableFromInline
  func attach(_ instrument: some StoreInstrument) -> AnyCancellable {
    let entry = InstrumentEntry(instrument)
    InstrumentRegistry.attachedCount.add(1, ordering: .relaxed)
    (watching.instrumentation ?? makeInstrumentation()).attach(entry)
    watching.update()
    return AnyCancellable { entry.detach() }
  }

  // MARK: - Effects

  /// Reports that record `id` started, when an instrument watches.
  @inline(__always)
  func instrumentEffectStart(_ id: UInt64, kind: EffectKind, context: EffectContext) {
    watchingInstrumentation()?.effectStarted(id, kind: kind, context: context)
  }

  /// Reports that record `id` ended, when an instrument saw it start.
  @inline(__always)
  func instrumentEffectEnd(_ id: UInt64, cancelled: Bool) {
    guard let instrumentation = watching.instrumentation, !instrumentation.spans.isEmpty else {
      return
    }
    _ = instrumentation.refresh()
    instrumentation.effectEnded(id, cancelled: cancelled)
  }

  /// Marks record `id` as failed (a `.run` that threw) before it completes.
  func noteEffectFailed(_ id: UInt64) {
    watching.instrumentation?.spans[id]?.failed = true
  }

  /// The instruments a `.run` effect started now reports its warnings to, if any.
  var runInstruments: [InstrumentEntry]? {
    guard let instrumentation = watchingInstrumentation(),
      instrumentation.needs.contains(.warnings)
    else { return nil }
    return instrumentation.active
  }
}
