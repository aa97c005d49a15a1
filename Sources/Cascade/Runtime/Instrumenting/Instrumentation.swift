/// A store's instruments and what it keeps for them: made the first time an instrument
/// watches the store, used on the store's isolation only.
///
/// Unchecked exclusivity on what each action reads and writes: only the store's isolation
/// touches it, and nothing here calls out while holding an access.
///
/// The list the store calls (``list``) is its own instruments then those added for every
/// store, refreshed when ``InstrumentRegistry/generation`` moved: one atomic load per action
/// while nothing changes.
final class Instrumentation {
  let store = InstrumentRegistry.makeStoreID()
  /// The scheduler times are read from; `nil` in a test that gave the store none (times are
  /// then zero, rather than a test failure for reading it).
  let scheduler: (any Scheduler)?
  /// Instruments attached to this store.
  @exclusivity(unchecked) private var local: [InstrumentEntry] = []
  /// What the store calls: attached local and global instruments.
  @exclusivity(unchecked) private(set) var list = InstrumentList([])
  /// What the active instruments need, together.
  @exclusivity(unchecked) private(set) var needs: InstrumentNeeds = []
  @exclusivity(unchecked) private var generation: UInt64 = .max
  /// The last action's ``ActionEvent/sequence``.
  @exclusivity(unchecked) var sequence: UInt64 = 0
  /// The effects started while watched, by record id, until they end.
  @exclusivity(unchecked) var spans: [UInt64: EffectSpan] = [:]

  init(scheduler: (any Scheduler)?) {
    self.scheduler = scheduler
  }

  /// Whether instruments are attached to this store itself.
  var hasLocal: Bool { !local.isEmpty }

  /// Brings ``active`` up to date, and tells whether anything is attached.
  func refresh() -> Bool {
    let current = InstrumentRegistry.generation.load(ordering: .acquiring)
    if current != generation { rebuild(current) }
    return !list.isEmpty
  }

  /// The entries the store calls.
  var active: [InstrumentEntry] { list.entries }

  private func rebuild(_ current: UInt64) {
    generation = current
    local.removeAll { !$0.isAttached }
    let active = local + InstrumentRegistry.globalEntries
    list = InstrumentList(active)
    needs = active.reduce(into: []) { $0.formUnion($1.needs) }
    latestSerial = active.lazy.map(\.serial).max() ?? 0
    if active.isEmpty { spans.removeAll() }
  }

  func attach(_ entry: InstrumentEntry) {
    local.append(entry)
    generation = .max
  }

  /// The current time, when an instrument needs it.
  var now: SchedulerInstant {
    guard needs.contains(.times), let scheduler else { return zeroInstant }
    return scheduler.now
  }

  /// Zero, kept here rather than in a static (a `swift_once` check per read): the time and
  /// duration an event carries when no instrument needs times.
  let zero = Duration.zero
  let zeroInstant = SchedulerInstant(.zero)

  /// The largest serial of the active instruments: those attached later never saw what
  /// starts now.
  @exclusivity(unchecked) private(set) var latestSerial: UInt64 = 0

  // MARK: - Effects

  /// Reports that record `id` started.
  func effectStarted(_ id: UInt64, kind: EffectKind, context: EffectContext) {
    let event = EffectEvent(
      store: store, id: id, kind: kind,
      cancelID: context.cancelIDs.last?.base,
      startedBy: context.isMount || context.cause == 0 ? nil : context.cause,
      time: now)
    spans[id] = EffectSpan(event: event, serial: latestSerial)
    list.report { $0.effectStarted(event) }
  }

  /// Reports that record `id` ended, to the instruments that saw it start.
  func effectEnded(_ id: UInt64, cancelled: Bool) {
    guard let span = spans.removeValue(forKey: id) else { return }
    let end = now
    let outcome: EffectOutcome = cancelled ? .cancelled : span.failed ? .failed : .finished
    let duration = span.event.time.duration(to: end)
    let event = EffectEvent(
      store: store, id: id, kind: span.event.kind, cancelID: span.event.cancelID,
      startedBy: span.event.startedBy, time: end)
    for entry in active where entry.serial <= span.serial && entry.isAttached {
      entry.instrument.effectEnded(event, outcome: outcome, duration: duration)
    }
  }
}

/// An effect an instrument saw start: its event, and the latest attachment it was reported
/// to (instruments attached later do not see its end).
struct EffectSpan {
  let event: EffectEvent
  let serial: UInt64
  var failed = false
}
