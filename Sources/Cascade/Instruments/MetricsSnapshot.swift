/// What a ``MetricsInstrument`` counted: per action case and per effect kind, counts and
/// latency histograms. `Codable`, to serve as JSON or to turn into Prometheus text.
///
/// ```swift
/// let snapshot = metrics.snapshot
/// print(snapshot.actions["rows.element.toggle"]?.count ?? 0)
/// let json = try JSONEncoder().encode(snapshot)
/// ```
public struct MetricsSnapshot: Codable, Sendable, Equatable {
  /// Counts and reducer latency by ``ActionEvent/actionCase``.
  public var actions: [String: ActionMetrics] = [:]
  /// Counts and run time by ``EffectKind`` (its raw value: `run`, `timer`…).
  public var effects: [String: EffectMetrics] = [:]
  /// Runtime warnings the instrument received.
  public var warnings = 0

  /// An empty snapshot.
  public init() {}

  /// Decodes a snapshot (`actions`, `effects`, `warnings`).
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    actions = try container.decode([String: ActionMetrics].self, forKey: .actions)
    effects = try container.decode([String: EffectMetrics].self, forKey: .effects)
    warnings = try container.decode(Int.self, forKey: .warnings)
  }

  /// The metrics of one action case.
  public struct ActionMetrics: Codable, Sendable, Equatable {
    /// Actions of this case reduced.
    public var count = 0
    /// How long their reducer ran.
    public var duration: Histogram

    /// Creates empty metrics with `bounds` as histogram buckets.
    ///
    /// - Parameter bounds: The buckets' upper bounds, in seconds.
    public init(bounds: [Double]) {
      duration = Histogram(upperBounds: bounds)
    }

    /// Decodes the metrics (`count`, `duration`).
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      count = try container.decode(Int.self, forKey: .count)
      duration = try container.decode(Histogram.self, forKey: .duration)
    }
  }

  /// The metrics of one effect kind.
  public struct EffectMetrics: Codable, Sendable, Equatable {
    /// Effects started.
    public var started = 0
    /// Effects that ran to their end.
    public var finished = 0
    /// Effects cancelled.
    public var cancelled = 0
    /// `.run` effects that threw.
    public var failed = 0
    /// Effects running now (started, not ended) — a gauge.
    public var running = 0
    /// How long the ended ones ran.
    public var duration: Histogram

    /// Creates empty metrics with `bounds` as histogram buckets.
    ///
    /// - Parameter bounds: The buckets' upper bounds, in seconds.
    public init(bounds: [Double]) {
      duration = Histogram(upperBounds: bounds)
    }

    /// Decodes the metrics (`started`, `finished`, `cancelled`, `failed`, `running`,
    /// `duration`).
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      started = try container.decode(Int.self, forKey: .started)
      finished = try container.decode(Int.self, forKey: .finished)
      cancelled = try container.decode(Int.self, forKey: .cancelled)
      failed = try container.decode(Int.self, forKey: .failed)
      running = try container.decode(Int.self, forKey: .running)
      duration = try container.decode(Histogram.self, forKey: .duration)
    }
  }

  /// A latency histogram, as Prometheus keeps one: ``counts``[i] counts the values at most
  /// ``upperBounds``[i] (cumulative, like Prometheus' `le` buckets); the last count is
  /// every value (`+Inf`).
  public struct Histogram: Codable, Sendable, Equatable {
    /// The buckets' upper bounds, in seconds, increasing.
    public var upperBounds: [Double]
    /// Cumulative counts: one per bound, then the total.
    public var counts: [Int]
    /// The sum of the values, in seconds.
    public var sum = 0.0

    /// Creates an empty histogram.
    ///
    /// - Parameter upperBounds: The buckets' upper bounds, in seconds, increasing.
    public init(upperBounds: [Double]) {
      self.upperBounds = upperBounds
      self.counts = Array(repeating: 0, count: upperBounds.count + 1)
    }

    /// Decodes a histogram (`upperBounds`, `counts`, `sum`).
    ///
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      upperBounds = try container.decode([Double].self, forKey: .upperBounds)
      counts = try container.decode([Int].self, forKey: .counts)
      sum = try container.decode(Double.self, forKey: .sum)
    }

    /// The number of values recorded.
    public var count: Int { counts.last ?? 0 }

    /// Records one value.
    ///
    /// - Parameter duration: The value.
    public mutating func record(_ duration: Duration) {
      let (whole, attoseconds) = duration.components
      let seconds = Double(whole) + Double(attoseconds) / 1e18
      sum += seconds
      for index in upperBounds.indices where seconds <= upperBounds[index] {
        counts[index] += 1
      }
      counts[upperBounds.count] += 1
    }
  }

  /// Default bucket bounds: 1 µs to 10 s, by powers of ten.
  public static let defaultBounds: [Double] = [1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 1e-1, 1, 10]
}
