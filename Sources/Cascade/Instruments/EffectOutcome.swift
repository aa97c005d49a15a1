/// How an effect ended, as ``StoreInstrument/effectEnded(_:outcome:duration:)`` reports it.
public enum EffectOutcome: String, Sendable, Hashable, Codable, CaseIterable {
  /// It ran to its end.
  case finished
  /// It was cancelled: by `.cancel(id:)`, a `cancelInFlight` restart, its child's removal,
  /// a `StoreTask.cancel()` or its queue's policy.
  case cancelled
  /// A `.run` whose operation threw an error other than cancellation (whether or not a
  /// `catch:` handler then received it).
  case failed

  /// The outcome a metric or a trace names `rawValue` (`"finished"`, `"cancelled"`,
  /// `"failed"`).
  ///
  /// - Parameter rawValue: The name.
  public init?(rawValue: String) {
    switch rawValue {
    case "finished": self = .finished
    case "cancelled": self = .cancelled
    case "failed": self = .failed
    default: return nil
    }
  }
}
