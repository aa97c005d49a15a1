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
    var snapshot = MetricsSnapshot()
    var cases: [PlainActionKey: String] = [:]

    mutating func count(_ name: String, duration: Duration, bounds: [Double]) {
      // Updated in place: one lookup, and no copy of the histogram's buckets.
      Self.count(&snapshot.actions[name, default: .init(bounds: bounds)], duration: duration)
    }

    private static func count(_ metrics: inout MetricsSnapshot.ActionMetrics, duration: Duration) {
      metrics.count += 1
      metrics.duration.record(duration)
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
  public var snapshot: MetricsSnapshot { counts.withLock { $0.snapshot } }

  /// Counts the action under its case, with its reducer's duration.
  ///
  /// - Parameters:
  ///   - event: The action.
  ///   - duration: How long the reducer ran.
  ///   - stateChanged: Unused.
  public func actionProcessed(_ event: ActionEvent, duration: Duration, stateChanged: Bool) {
    let key = event.plainKey
    // One lock for an action whose case was found before (the common case).
    let counted = counts.withLock { counts -> Bool in
      guard let key, let name = counts.cases[key] else { return false }
      counts.count(name, duration: duration, bounds: bounds)
      return true
    }
    if counted { return }
    let name = event.actionCase
    counts.withLock { counts in
      if let key, counts.cases.count < 4096 { counts.cases[key] = name }
      counts.count(name, duration: duration, bounds: bounds)
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
