/// Counts what stores do, by action case and effect kind, with latency histograms: what a
/// server exports to Prometheus or swift-metrics.
///
/// ```swift
/// let metrics = MetricsInstrument()
/// let token = StoreInstruments.add(metrics)      // every session of the server
/// …
/// let json = try JSONEncoder().encode(metrics.snapshot)
/// ```
///
/// Actions are counted by ``ActionEvent/actionCase`` (`rows.element.toggle`), with how long
/// their reducer ran; effects by ``EffectKind``, with how many started, finished, were
/// cancelled or failed, how many run now, and how long the ended ones ran. Times are read
/// from each store's `\.scheduler` (``InstrumentNeeds/times``): virtual, and so the same on
/// every run, under a `TestScheduler`. One instrument may serve every store of the process:
/// its counts are behind a lock.
///
/// A plain-data action (`.increment`, `.setCount(5)`) has its case path found once; an
/// action carrying strings or arrays is walked with `Mirror` each time (microseconds).
public final class MetricsInstrument: StoreInstrument {
  private struct Counts {
    /// The effects' counts and the warnings; the actions' are in `actions` until read.
    var snapshot = MetricsSnapshot()
    /// Each action case's name and metrics, by slot.
    var actions: [(name: String, metrics: MetricsSnapshot.ActionMetrics)] = []
    var slotsByName: [String: Int] = [:]
    /// The slot of a plain-data action seen before, by its bytes: one lookup per action.
    var slotsByKey: [PlainActionKey: Int] = [:]

    mutating func slot(named name: String, bounds: [Double]) -> Int {
      if let slot = slotsByName[name] { return slot }
      actions.append((name, MetricsSnapshot.ActionMetrics(bounds: bounds)))
      slotsByName[name] = actions.count - 1
      return actions.count - 1
    }

    mutating func count(slot: Int, duration: Duration) {
      // Updated in place: no copy of the histogram's buckets.
      actions[slot].metrics.count += 1
      actions[slot].metrics.duration.record(duration)
    }

    var counted: MetricsSnapshot {
      var counted = snapshot
      for (name, metrics) in actions { counted.actions[name] = metrics }
      return counted
    }
  }

  private let counts = Locked(Counts())
  private let bounds: [Double]

  /// Creates an instrument with nothing counted.
  ///
  /// - Parameter bounds: The latency histograms' bucket bounds, in seconds.
  public init(bounds: [Double] = MetricsSnapshot.defaultBounds) {
    self.bounds = bounds
  }

  /// Times (each action's and effect's duration) and the store's warnings (counted).
  public var needs: InstrumentNeeds { [.times, .warnings] }

  /// Everything counted so far.
  public var snapshot: MetricsSnapshot { counts.withLock { $0.counted } }

  /// Counts the action under its case, with its reducer's duration.
  ///
  /// - Parameters:
  ///   - event: The action.
  ///   - duration: How long the reducer ran.
  ///   - stateChanged: Unused.
  public func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool) {
    let key = event.plainKey
    // One lock and one lookup for an action whose case was found before (the common case).
    let counted = counts.withLock { counts -> Bool in
      guard let key, let slot = counts.slotsByKey[key] else { return false }
      counts.count(slot: slot, duration: duration)
      return true
    }
    if counted { return }
    let name = event.actionCase
    counts.withLock { counts in
      let slot = counts.slot(named: name, bounds: bounds)
      if let key, counts.slotsByKey.count < 4096 { counts.slotsByKey[key] = slot }
      counts.count(slot: slot, duration: duration)
    }
  }

  /// Counts the start.
  ///
  /// - Parameter event: The effect.
  public func effectStarted(_ event: EffectEvent) {
    counts.withLock { counts in
      Self.start(&counts.snapshot.effects[event.kind.rawValue, default: .init(bounds: bounds)])
    }
  }

  private static func start(_ metrics: inout MetricsSnapshot.EffectMetrics) {
    metrics.started += 1
    metrics.running += 1
  }

  /// Counts the end, by outcome, with the effect's run time.
  ///
  /// - Parameters:
  ///   - event: The effect.
  ///   - outcome: How it ended.
  ///   - duration: How long it ran.
  public func effectEnded(_ event: EffectEvent, outcome: EffectOutcome, duration: Duration) {
    counts.withLock { counts in
      Self.end(
        &counts.snapshot.effects[event.kind.rawValue, default: .init(bounds: bounds)],
        outcome: outcome, duration: duration)
    }
  }

  private static func end(
    _ metrics: inout MetricsSnapshot.EffectMetrics, outcome: EffectOutcome, duration: Duration
  ) {
    metrics.running -= 1
    switch outcome {
    case .finished: metrics.finished += 1
    case .cancelled: metrics.cancelled += 1
    case .failed: metrics.failed += 1
    }
    metrics.duration.record(duration)
  }

  /// Counts the warning.
  ///
  /// - Parameters:
  ///   - message: Unused.
  ///   - fileID: Unused.
  ///   - line: Unused.
  public func warning(_ message: String, fileID: StaticString, line: UInt) {
    counts.withLock { $0.snapshot.warnings += 1 }
  }
}
